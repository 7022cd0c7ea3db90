import { useEffect } from "react";
import { createContext, data, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { showToast } from "~/toast/client-toasts";
import type { ToastInput } from "~/toast/toast";

/**
 * A form posted with JavaScript whose request never got an answer (the browser is offline, the connection
 * dropped): React Router would take `fetch`'s TypeError for the route's error and draw the error page in place
 * of the page, and what was typed with it. The root's client middleware answers such a post instead as if the
 * server had refused it (503, no data): the page, the form and every typed value stay, the button is usable
 * again, and a toast says the post failed. Nothing is sent again by itself; the visitor decides to try again.
 * Without JavaScript the browser shows its own "no connection" page, and Back (once online) the form as typed.
 */

/** The toast a failed post shows, or a choice by what the post sent (the trip planner names only its submit). */
export type FailureToast = ToastInput | ((sent: FormData) => ToastInput | undefined);

const ANY_FORM = "";
const toastsByAction = new Map<string, FailureToast>();

/**
 * Names the toast shown when a post to the path `action` (a form's action, without query or #fragment) fails on
 * the network: the words the specification gives that form. Without `action`, the toast of every other post (the
 * root's). Registered anew on every render, so the words follow the page's.
 */
export function useFailureToast(toast: FailureToast, action = ANY_FORM) {
  useEffect(() => {
    toastsByAction.set(action, toast);
    return () => {
      if (toastsByAction.get(action) === toast) toastsByAction.delete(action);
    };
  });
}

/**
 * `fetch` rejects with a TypeError when no answer came (React Router's single fetch wraps an action's in `data()`);
 * an abort (the visitor moved on) is a DOMException, not a failure.
 */
const failedOnTheNetwork = ({ type, result }: DataStrategyResult) =>
  type === "error" && (result instanceof TypeError || (result as { data?: unknown } | null)?.data instanceof TypeError);

/**
 * The address a navigation or fetcher posted to when its post failed, on its context: the reloads that follow
 * the post share that context.
 */
const failedPost = createContext<string | null>(null);

type Results = Record<string, DataStrategyResult>;

/**
 * After the failed post React Router reloads the page's data (always for the root, and for every route of a form
 * with `defaultShouldRevalidate`): the page the post was made on (a fetcher's) or the one it goes to (a form's
 * navigation, its action's address); and the data of the page's fetchers, at their own addresses. The server was
 * not reached, so nothing there changed: a reload of the page that fails too keeps the data the page has (a
 * route left out of the results keeps it); a fetcher's ends empty.
 */
function keepPageData(results: Results, request: Request, post: string): Results {
  // A request's address has no #fragment; the page's may.
  const isPageReload = request.url === window.location.href.split("#")[0] || request.url === post;
  return Object.fromEntries(
    Object.entries(results).flatMap(([routeId, result]) =>
      !failedOnTheNetwork(result)
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
  // The body is read only if the post fails, to choose its toast; fetch reads the original.
  const sent = request.clone();
  const results = await next();
  const failed = Object.keys(results).filter((routeId) => failedOnTheNetwork(results[routeId]!));
  if (failed.length === 0) return results;
  context.set(failedPost, request.url);
  // The form's own toast for what it sent, else the site's.
  const own = toastsByAction.get(action.pathname);
  const toast = (typeof own === "function" ? own(await sent.formData()) : own) ?? toastsByAction.get(ANY_FORM);
  if (toast) showToast({ variant: "destructive", ...(toast as ToastInput) });
  const unanswered: DataStrategyResult = { type: "data", result: data(undefined, { status: 503 }) };
  return { ...results, ...Object.fromEntries(failed.map((routeId) => [routeId, unanswered])) };
};
