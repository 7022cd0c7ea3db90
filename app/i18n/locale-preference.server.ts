import { isbot } from "isbot";
import { createCookie } from "react-router";
import { baseCookieOptions } from "~/cookie-options.server";
import { isLocale, type Locale } from "./locales";

/** The language a visitor chose with the switch (decision 0131); a year, like the theme. */
const localeCookie = createCookie("nilecare-locale", { ...baseCookieOptions, maxAge: 60 * 60 * 24 * 365 });

export async function chosenLocale(request: Request): Promise<Locale | null> {
  const value: unknown = await localeCookie.parse(request.headers.get("Cookie"));
  return isLocale(value) ? value : null;
}

export function serializeLocaleChoice(locale: Locale) {
  return localeCookie.serialize(locale);
}

/** Whether the browser's first language is Arabic (`Accept-Language: ar-EG,ar;q=0.9,en;q=0.8`). */
export function prefersArabic(request: Request): boolean {
  const header = request.headers.get("Accept-Language") ?? "";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = ranked[0]?.tag ?? "";
  return first === "ar" || first.startsWith("ar-");
}

/**
 * Whether an English page should offer Arabic: the visitor has not chosen a language yet, their browser
 * asks for Arabic first, and they are a person (crawlers are never steered, decision 0131).
 */
export async function shouldSuggestArabic(request: Request, locale: Locale): Promise<boolean> {
  if (locale !== "en" || !prefersArabic(request)) return false;
  if (isbot(request.headers.get("User-Agent") ?? "")) return false;
  return (await chosenLocale(request)) === null;
}
