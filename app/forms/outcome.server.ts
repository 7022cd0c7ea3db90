import { data, redirect, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { addSameRequestToasts, toastCookieHeaders, type Toasts } from "~/toast/toast.server";
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
