import { redirect } from "react-router";
import { isPlainPost } from "~/forms/plain-post";
import { formMessageIn } from "~/i18n/catalogue.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { readResourceFormBody } from "~/forms/request-body.server";
import { newsletterToasts } from "~/newsletter/toasts";
import { subscribe, type SubscribeStatus, type SubscribeResult } from "~/newsletter/newsletter.server";
import { respond } from "~/forms/outcome.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import type { Route } from "./+types/resources.newsletter";

function answerFor(result: SubscribeResult, t: Translate, locale: Locale) {
  const toasts = newsletterToasts(t);
  if (result.outcome === "flooded") return { toast: toasts.flooded(formMessageIn(locale, result.message)), status: 429 };
  const answers = {
    pending: { toast: toasts.subscribed, status: 200 },
    "invalid-email": { toast: toasts.invalidEmail, status: 400 },
    "already-subscribed": { toast: toasts.alreadySubscribed, status: 409 },
    failed: { toast: toasts.failed, status: 503 },
  } satisfies Record<Exclude<SubscribeStatus, "flooded">, unknown>;
  return answers[result.outcome];
}

/** The newsletter form's endpoint (footer, blog; `/ar/resources/newsletter` answers in Arabic): subscribe and answer with a toast. */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await readResourceFormBody(request);
  // Decided before anything is stored, so an odd value cannot fail after the subscription exists.
  const back = safeRedirectPath(form.get("redirectTo"));
  const result = await subscribe(form, request);
  const { toast, status } = answerFor(result, getTranslator(args.context), getLocale(args.context));
  // A plain post navigated here: go back to the page it was on.
  if (isPlainPost(form)) return respond(args, { status: "redirect", to: back, toast });
  return respond(args, { status: "reply", reply: { ok: result.outcome === "pending" }, toast, httpStatus: status });
}

export function loader() {
  return redirect("/");
}
