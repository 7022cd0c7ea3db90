import { redirect } from "react-router";
import { isPlainPost } from "~/forms/plain-post";
import { newsletterToasts } from "~/newsletter/toasts";
import { subscribe, type SubscribeOutcome } from "~/newsletter/newsletter.server";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import type { Route } from "./+types/resources.newsletter";

const answers = {
  pending: { toast: newsletterToasts.subscribed, status: 200 },
  "invalid-email": { toast: newsletterToasts.invalidEmail, status: 400 },
  "already-subscribed": { toast: newsletterToasts.alreadySubscribed, status: 409 },
  flooded: { toast: newsletterToasts.flooded, status: 429 },
  failed: { toast: newsletterToasts.failed, status: 503 },
} satisfies Record<SubscribeOutcome, unknown>;

/** The newsletter form's endpoint (footer, blog): subscribe and answer with a toast. */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const outcome = await subscribe(form, request);
  const { toast, status } = answers[outcome];
  // A plain post navigated here: go back to the page it was on.
  if (isPlainPost(form)) {
    return redirectWithToast(request, safeRedirectPath(form.get("redirectTo")), toast);
  }
  return dataWithToast(args, { ok: outcome === "pending" }, toast, { status });
}

export function loader() {
  return redirect("/");
}
