import { createContext, createCookie, data, redirect, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { z } from "zod";
import { baseCookieOptions, cookieSecrets } from "~/cookie-options.server";
import { MAX_VISIBLE_TOASTS, withoutStaleErrors, type Toast, type ToastInput } from "~/toast/toast";
import type { RequestArgs } from "~/utils/request-context";
import { isPlainPost } from "./plain-post";

/**
 * What a server module decided about a post (or a link followed), for `respond` to answer.
 * - `redirect`: the visitor goes to `to` in both modes (a fetcher's page moves too), with the toast;
 * - `done`: the page stays: post/redirect/get back to it (or `to`, at `hash`) after a plain post, so a
 *   reload cannot post twice; after a fetcher, `reply` (e.g. a reset form) with the toast;
 * - `reply`: the form's reply in place with its HTTP status (400 refused, 409 stale, 429 limited,
 *   503 failed), so every typed value stays, and the toast if there is one.
 */
export type Outcome<Reply = never> =
  | { status: "redirect"; to: string; toast?: Toasts; headers?: HeadersInit }
  | { status: "done"; reply: Reply; toast: Toasts; to?: string; hash?: string }
  | { status: "reply"; reply: Reply; httpStatus?: number; toast?: Toasts; headers?: HeadersInit };

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
type Toasts = ToastInput | readonly ToastInput[];
const listOf = (toasts: Toasts): readonly ToastInput[] => (Array.isArray(toasts) ? toasts : [toasts as ToastInput]);

/** The header that carries toasts to the next request: a redirect's target, or a fetcher's revalidation. */
async function toastCookieHeaders(request: Request, toast: Toasts) {
  const existing = storedToastsSchema.safeParse(await toastCookie.parse(request.headers.get("Cookie")));
  const added = listOf(toast).map((input) => toToast(input, formOf(request)));
  const toasts = withoutStaleErrors(existing.success ? existing.data : [], added).slice(-10);
  return new Headers({ "Set-Cookie": await toastCookie.serialize(toasts) });
}

/**
 * Hands toasts to the page rendered in this same request (a plain post answered in place);
 * false on a data request, whose toasts must travel in the cookie instead.
 */
function addSameRequestToasts({ request, context }: RequestArgs, toast: Toasts) {
  const sameRequest = context.get(sameRequestToastsContext);
  if (!sameRequest) return false;
  sameRequest.push(...listOf(toast).map((input) => toToast(input, formOf(request))));
  return true;
}

function mergeHeaders(...sources: (HeadersInit | undefined)[]) {
  const merged = new Headers();
  for (const source of sources) {
    if (!source) continue;
    new Headers(source).forEach((value, key) => merged.append(key, value));
  }
  return merged;
}

const hasToasts = (toast: Toasts | undefined): toast is Toasts =>
  toast !== undefined && (!Array.isArray(toast) || toast.length > 0);

async function redirectTo(request: Request, to: string, toast: Toasts | undefined, headers?: HeadersInit) {
  if (!hasToasts(toast)) return redirect(to, { headers });
  return redirect(to, { headers: mergeHeaders(headers, await toastCookieHeaders(request, toast)) });
}

async function replyWith<Reply>(args: RequestArgs, reply: Reply, toast: Toasts | undefined, init: ResponseInit) {
  if (!hasToasts(toast) || addSameRequestToasts(args, toast)) return data(reply, init);
  return data(reply, { ...init, headers: mergeHeaders(init.headers, await toastCookieHeaders(args.request, toast)) });
}

/**
 * The one answer of an action (or a loader that redirects): a redirect with its toast, or the form's
 * reply with its status. A `done` outcome needs the posted form to tell a fetcher (answered with the reply) from
 * a plain post (redirected); without it, it redirects.
 */
export function respond(args: RequestArgs, outcome: Extract<Outcome, { status: "redirect" }>): Promise<Response>;
export function respond<Reply>(args: RequestArgs, outcome: Outcome<Reply>, form?: FormData): Promise<Response | DataWithResponseInit<Reply>>;
export async function respond<Reply>(args: RequestArgs, outcome: Outcome<Reply>, form?: FormData) {
  switch (outcome.status) {
    case "redirect":
      return redirectTo(args.request, outcome.to, outcome.toast, outcome.headers);
    case "done": {
      if (!form || isPlainPost(form)) {
        const url = new URL(args.request.url);
        return redirectTo(args.request, `${outcome.to ?? `${url.pathname}${url.search}`}${outcome.hash ?? ""}`, outcome.toast);
      }
      return replyWith(args, outcome.reply, outcome.toast, {});
    }
    case "reply":
      return replyWith(args, outcome.reply, outcome.toast, { status: outcome.httpStatus, headers: outcome.headers });
  }
}
