import { useEffect } from "react";
import { createContext, data, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { showToast, withdrawToasts } from "~/toast/client-toasts";
import type { ToastInput } from "~/toast/toast";

/**
 * A form posted with JavaScript whose request never got an answer (the browser is offline, the connection
 * dropped): React Router would take `fetch`'s TypeError for the route's error and draw the error page in place
 * of the page, and what was typed with it. The root's client middleware answers such a post instead as if the
 * server had refused it (503, no data): the page, the form and every typed value stay, the button is usable
 * again, and a toast says the post failed. Nothing is sent again by itself; the visitor decides to try again.
 * Without JavaScript the browser shows its own "no connection" page and keeps the form in its history.
 */

/** The toast a failed post shows, or a choice by what the post sent (the trip planner names only its submit). */
export type FailureToast = ToastInput | ((sent: FormData) => ToastInput | undefined);

const ANY_FORM = "";
const toastsByAction = new Map<string, FailureToast>();

/**
 * Names the toast shown when a post to `action` (a form's action URL; its path counts) fails on the network:
 * the words the specification gives that form. Without `action`, the toast of every other post (the root's).
 */
export function useFailureToast(toast: FailureToast, action?: string) {
  useEffect(() => {
    const key = action === undefined ? ANY_FORM : new URL(action, window.location.href).pathname;
    toastsByAction.set(key, toast);
    return () => {
      if (toastsByAction.get(key) === toast) toastsByAction.delete(key);
    };
  }, [action, toast]);
}

async function failureToastFor(action: URL, sent: () => Promise<FormData>): Promise<ToastInput | undefined> {
  const toast = toastsByAction.get(action.pathname);
  const chosen = typeof toast === "function" ? toast(await sent()) : toast;
  const fallback = toastsByAction.get(ANY_FORM);
  return chosen ?? (typeof fallback === "function" ? undefined : fallback);
}

/** What a route's handler threw; React Router's single fetch wraps an action's in `data()`. */
function thrown(result: DataStrategyResult): unknown {
  const value: unknown = result.result;
  const wrapped = typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit";
  return wrapped && "data" in value ? value.data : value;
}

/** `fetch` rejects with a TypeError when no answer came; an abort (the visitor moved on) is not a failure. */
const failedOnTheNetwork = (result: DataStrategyResult, request: Request) =>
  result.type === "error" && thrown(result) instanceof TypeError && !request.signal.aborted;

/**
 * The address a navigation or fetcher posted to when its post failed, on its context: the reloads that follow
 * the post share that context.
 */
const failedPost = createContext<string | null>(null);

type Results = Record<string, DataStrategyResult>;

/** A page's address as React Router asks for its data: path and query, without the `?index` of an index route's form. */
function pageAddress(url: string) {
  const { pathname, searchParams } = new URL(url, window.location.href);
  searchParams.delete("index");
  return `${pathname}?${searchParams}`;
}

/**
 * After the failed post React Router reloads the page's data (always for the root, and for every route of a form
 * with `defaultShouldRevalidate`): the page the post was made on (a fetcher's) or the one it goes to (a form's
 * navigation, its action's address); and the data of the page's fetchers, at their own addresses. The server was
 * not reached, so nothing there changed: a reload of the page that fails too keeps the data the page has (a
 * route left out of the results keeps it); a fetcher's ends empty.
 */
function keepPageData(results: Results, request: Request, post: string): Results {
  const asked = pageAddress(request.url);
  const isPageReload = asked === pageAddress(window.location.href) || asked === pageAddress(post);
  return Object.fromEntries(
    Object.entries(results).flatMap(([routeId, result]) =>
      !failedOnTheNetwork(result, request)
        ? [[routeId, result]]
        : isPageReload
          ? []
          : [[routeId, { type: "data", result: undefined }]],
    ),
  );
}

/** The root's client middleware: every post, by a fetcher or a form's navigation, goes through it. */
export const keepFormOnNetworkFailure: MiddlewareFunction<Results> = async ({ request, context }, next) => {
  if (request.method === "GET") {
    const post = context.get(failedPost);
    return post ? keepPageData(await next(), request, post) : next();
  }
  const action = new URL(request.url);
  withdrawToasts(action.pathname);
  // The body is read only if the post fails, to choose its toast; fetch reads the original.
  const sent = request.clone();
  const results = await next();
  const failed = Object.keys(results).filter((routeId) => failedOnTheNetwork(results[routeId]!, request));
  if (failed.length === 0) return results;
  context.set(failedPost, request.url);
  const toast = await failureToastFor(action, () => sent.formData());
  if (toast) showToast({ variant: "destructive", ...toast }, action.pathname);
  const unanswered: DataStrategyResult = { type: "data", result: data(undefined, { status: 503 }) };
  return { ...results, ...Object.fromEntries(failed.map((routeId) => [routeId, unanswered])) };
};
