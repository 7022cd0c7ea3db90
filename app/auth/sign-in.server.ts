import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formMessageIn } from "~/i18n/catalogue.server";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { logSecurityEvent } from "~/security/events.server";
import { clientIp } from "~/security/request-meta.server";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import type { RequestArgs } from "~/utils/request-context";
import { authenticator } from "./authenticator.server";
import { claimLoginAttempt, forgiveLoginAttempt, recordLoginAttempt } from "./login-protection.server";
import { authMessages, authToasts, errorToast } from "./messages";
import { signInSchema } from "./schemas";
import { createSession } from "./session.server";

const hideFields = ["password"];

type SignInSubmission = Pick<Submission<unknown>, "reply">;

/** What the form gets back: its errors, never the password, and the address to offer a new link for. */
function answer(submission: SignInSubmission, formErrors?: string[], unconfirmedEmail: string | null = null) {
  return { intent: "sign-in" as const, result: submission.reply({ formErrors, hideFields }), unconfirmedEmail };
}

/**
 * The login flow: IP, rate-limit check, password sign-in through remix-auth, the attempt
 * recorded, the event logged. The action has read the body already; remix-auth-form reads the
 * form from a request, so it gets one that carries the same form instead of the network body.
 */
export async function signIn(args: RequestArgs, form: FormData) {
  const { request } = args;
  const t = getTranslator(args.context);
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status !== "success") {
    return data(answer(submission), { status: 400 });
  }
  const { email } = submission.value;
  const ip = clientIp(request);
  // Decided before anything is committed, so an odd value cannot fail after the session exists.
  const redirectTo = safeRedirectPath(form.get("redirectTo"), pathFor(args.context, "/dashboard"));

  const claim = await claimLoginAttempt(request, email);
  if (!claim.allowed) {
    logSecurityEvent(request, {
      type: "login_blocked_rate_limit",
      data: { email, reason: claim.reason, retry_after_seconds: claim.retryAfterSeconds },
    });
    return dataWithToast(args, answer(submission, [claim.message]), errorToast(t, formMessageIn(getLocale(args.context), claim.message)), {
      status: 429,
      headers: { "Retry-After": String(claim.retryAfterSeconds) },
    });
  }
  if (claim.storeFailed) {
    logSecurityEvent(request, { type: "rate_limit_unavailable", data: { email, check: "login" } });
  }

  const outcome = await authenticator.authenticate("password", new Request(request.url, { method: "POST", body: form }));
  recordLoginAttempt(ip, email, outcome.status === "signed-in");

  // A correct password is not a failure: the attempt it took is given back.
  if (outcome.status !== "invalid") await forgiveLoginAttempt(request, email);

  if (outcome.status === "signed-in") {
    logSecurityEvent(request, { type: "successful_login", userId: outcome.userId, data: { email } });
    return redirectWithToast(request, redirectTo, authToasts(t).signedIn, {
      headers: { "Set-Cookie": await createSession(outcome.userId, { replacing: request }) },
    });
  }

  if (outcome.status === "unconfirmed") {
    logSecurityEvent(request, {
      type: "failed_login",
      userId: outcome.userId,
      data: { email, reason: "email_not_confirmed" },
    });
    return dataWithToast(
      args,
      answer(submission, [authMessages.emailNotConfirmed], email),
      errorToast(t, t(authMessages.emailNotConfirmed)),
      { status: 403 },
    );
  }

  logSecurityEvent(request, {
    type: "failed_login",
    userId: outcome.userId,
    data: { email, reason: "invalid_credentials" },
  });
  return dataWithToast(
    args,
    answer(submission, [authMessages.invalidCredentials]),
    errorToast(t, t(authMessages.invalidCredentials)),
    { status: 401 },
  );
}
