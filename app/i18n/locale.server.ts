import { isbot } from "isbot";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { translatorFor } from "./catalogue.server";
import { chosenLocale } from "./locale-preference.server";
import { byLocale, defaultLocale, localeOfPath, localePath, type Locale } from "./locales";

const localeContext = createContext<Locale>(defaultLocale);

/**
 * Root middleware: the request's locale comes from its URL (`/ar/…`), once, for every loader and action.
 * A person who chose Arabic and opens the bare home page is taken to the Arabic one (decision 0131);
 * every other URL, and every crawler, gets exactly the language of its URL.
 */
export const resolveLocale: MiddlewareFunction<Response> = async ({ request, context }) => {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  if (
    url.pathname === "/" &&
    request.method === "GET" &&
    !isbot(request.headers.get("User-Agent") ?? "") &&
    (await chosenLocale(request)) === "ar"
  ) {
    throw redirect(localePath("ar", "/") + url.search);
  }
  context.set(localeContext, locale);
};

export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext);
}

/** `t` in the request's locale, for actions and loaders (toasts, messages, e-mails sent in the visitor's language). */
export function getTranslator(context: Readonly<RouterContextProvider>) {
  return translatorFor(getLocale(context));
}

/** A site path in the request's locale, for redirects: `redirect(pathFor(context, "/account"))`. */
export function pathFor(context: Readonly<RouterContextProvider>, path: string) {
  return localePath(getLocale(context), path);
}

/** The English or Arabic twin of some content, chosen by the request's locale (loaders only). */
export function contentFor<T>(context: Readonly<RouterContextProvider>, versions: Record<Locale, T>): T {
  return byLocale(getLocale(context), versions);
}
