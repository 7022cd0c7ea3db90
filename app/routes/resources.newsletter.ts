import { redirect } from "react-router";
import { isPlainPost } from "~/forms/plain-post";
import { readResourceFormBody } from "~/forms/request-body.server";
import { newsletterToasts } from "~/newsletter/toasts";
import { subscribe, type SubscribeOutcome, type SubscribeResult } from "~/newsletter/newsletter.server";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import type { Route } from "./+types/resources.newsletter";

const answers = {
  pending: { toast: newsletterToasts.subscribed, status: 200 },
  "invalid-email": { toast: newsletterToasts.invalidEmail, status: 400 },
  "already-subscribed": { toast: newsletterToasts.alreadySubscribed, status: 409 },
  failed: { toast: newsletterToasts.failed, status: 503 },
} satisfies Record<Exclude<SubscribeOutcome, "flooded">, unknown>;

function answerFor(result: SubscribeResult) {
  return result.outcome === "flooded"
    ? { toast: newsletterToasts.flooded(result.message), status: 429 }
    : answers[result.outcome];
}

/** The newsletter form's endpoint (footer, blog): subscribe and answer with a toast. */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await readResourceFormBody(request);
  // Decided before anything is stored, so an odd value cannot fail after the subscription exists.
  const back = safeRedirectPath(form.get("redirectTo"));
  const result = await subscribe(form, request);
  const { toast, status } = answerFor(result);
  // A plain post navigated here: go back to the page it was on.
  if (isPlainPost(form)) {
    return redirectWithToast(request, back, toast);
  }
  return dataWithToast(args, { ok: result.outcome === "pending" }, toast, { status });
}

export function loader() {
  return redirect("/");
}
