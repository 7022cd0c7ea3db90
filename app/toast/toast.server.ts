import { createContext, createCookie, data, redirect } from "react-router";
import { z } from "zod";
import { baseCookieOptions, cookieSecrets } from "~/cookie-options.server";
import { isPlainPost } from "~/forms/plain-post";
import type { RequestArgs } from "~/utils/request-context";
import { MAX_VISIBLE_TOASTS, withoutStaleErrors, type Toast, type ToastInput } from "./toast";

/**
 * Toasts raised by an action that answers in place. On a document request (a form
 * posted without JavaScript) the root loader runs in the same request and reads them
 * from here; on a data request (`*.data`, JavaScript on) this is null and the toast
 * travels in a cookie to the revalidation request instead.
 */
export const sameRequestToastsContext = createContext<Toast[] | null>(null);

const toastCookie = createCookie("nilecare-toast", {
  ...baseCookieOptions,
  secrets: cookieSecrets(),
  maxAge: 60,
});

const storedToastsSchema = z
  .array(
    z.object({
      id: z.string(),
      title: z.string().max(200),
      description: z.string().max(500).optional(),
      variant: z.enum(["default", "destructive"]),
      form: z.string().max(200).optional(),
    }),
  )
  .max(10);


/** The form a post came from: its path, without the ".data" of a JavaScript submission. */
const formOf = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");

function toToast(input: ToastInput, form: string): Toast {
  return { id: crypto.randomUUID(), variant: "default", ...input, form };
}

/** Toasts waiting for the page being rendered, and the header that clears the cookie once read. */
export async function takeToasts({ request, context }: RequestArgs) {
  const headers = new Headers();
  const sameRequest = context.get(sameRequestToastsContext) ?? [];
  const raw: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toasts: sameRequest, headers };
  headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  const parsed = storedToastsSchema.safeParse(raw);
  const toasts = withoutStaleErrors(parsed.success ? parsed.data : [], sameRequest).slice(-MAX_VISIBLE_TOASTS);
  return { toasts, headers };
}

/** One toast, or several from one post (e.g. each refused file of an upload). */
type Toasts = ToastInput | ToastInput[];
const listOf = (toasts: Toasts) => (Array.isArray(toasts) ? toasts : [toasts]);

async function toastCookieHeaders(request: Request, toast: Toasts) {
  const existing = storedToastsSchema.safeParse(await toastCookie.parse(request.headers.get("Cookie")));
  const added = listOf(toast).map((input) => toToast(input, formOf(request)));
  const toasts = withoutStaleErrors(existing.success ? existing.data : [], added).slice(-10);
  return new Headers({ "Set-Cookie": await toastCookie.serialize(toasts) });
}

function mergeHeaders(...sources: (HeadersInit | undefined)[]) {
  const merged = new Headers();
  for (const source of sources) {
    if (!source) continue;
    new Headers(source).forEach((value, key) => merged.append(key, value));
  }
  return merged;
}

/** Redirect after a successful post and show the toast on the page the visitor lands on. */
export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Toasts,
  init?: ResponseInit,
) {
  return redirect(url, {
    ...init,
    headers: mergeHeaders(init?.headers, await toastCookieHeaders(request, toast)),
  });
}

/** Answer a post in place (to keep what was typed) and show a toast with the re-rendered page. */
export async function dataWithToast<T>(
  { request, context }: RequestArgs,
  value: T,
  toast: Toasts,
  init?: ResponseInit,
) {
  const sameRequest = context.get(sameRequestToastsContext);
  if (sameRequest) {
    sameRequest.push(...listOf(toast).map((input) => toToast(input, formOf(request))));
    return data(value, init);
  }
  return data(value, {
    ...init,
    headers: mergeHeaders(init?.headers, await toastCookieHeaders(request, toast)),
  });
}

/**
 * A post done on a page that stays where it is: after a plain post, post/redirect/get back to the
 * page it came from (at `hash`, e.g. "#quotes"); after a fetcher, the value and `ok: true` with the toast.
 */
export async function answerPostWithToast(
  args: RequestArgs,
  form: FormData,
  toast: Toasts,
  value: Record<string, unknown> = {},
  hash = "",
) {
  if (isPlainPost(form)) {
    const url = new URL(args.request.url);
    return redirectWithToast(args.request, `${url.pathname}${url.search}${hash}`, toast);
  }
  return dataWithToast(args, { ...value, ok: true }, toast);
}

export { mergeHeaders };
