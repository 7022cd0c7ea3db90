import { parseWithZod } from "@conform-to/zod/v4";
import { waitUntil } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { storeNewPassword } from "./new-password.server";
import { db } from "~/db/client.server";
import { inLocale } from "~/email/jobs";
import { users } from "~/db/schema";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { logSecurityEvent } from "~/security/events.server";
import { errorMessage } from "~/utils/loggable-error";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import type { RequestArgs } from "~/utils/request-context";
import { emailLink, sendEmailLater } from "./account-emails.server";
import { authMessages, authToasts, errorToast } from "./messages";
import { clearEmailLock } from "./login-protection.server";
import { forgotPasswordSchema, resetPasswordSchema } from "./schemas";
import { sessionOf } from "./session.server";
import { takeLimit } from "~/security/rate-limit.server";
import { issueToken } from "./tokens.server";

export const FORGOT_PASSWORD_PATH = "/auth?view=forgot";
/** Where a signed-in visitor who opens the reset form is sent: it is for e-mailed links only. */
const SIGNED_IN_HOME = "/dashboard";
export const RESET_PASSWORD_PATH = "/auth?reset=true";

/** Looks the address up and sends the link after the response, so no answer or timing differs by account. */
async function sendResetLink(request: Request, email: string, locale: Locale) {
  try {
    const user = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, email) });
    logSecurityEvent(request, {
      type: "password_reset_requested",
      userId: user?.id ?? null,
      data: { email, account_found: Boolean(user) },
    });
    if (!user) return;
    if (!(await takeLimit("accountEmailPerAddress", `reset:${email}`)).allowed) {
      logSecurityEvent(request, {
        type: "failed_password_reset",
        userId: user.id,
        data: { email, reason: "throttled" },
      });
      return;
    }
    const token = await issueToken(user.id, "password_reset");
    sendEmailLater({ type: "password-reset", to: email, userId: user.id, resetUrl: emailLink("/auth/reset", token, locale), ...inLocale(locale) });
  } catch (error) {
    console.error(`Password reset request failed: ${errorMessage(error)}`);
    logSecurityEvent(request, { type: "failed_password_reset", data: { email, reason: "error" } });
  }
}

/** Password reset, the request: the same answer whether or not the address has an account. */
export async function requestPasswordReset(args: RequestArgs, form: FormData) {
  const { request } = args;
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ intent: "forgot-password" as const, result: submission.reply(), sent: false }, { status: 400 });
  }
  waitUntil(sendResetLink(request, submission.value.email, getLocale(args.context)));
  return dataWithToast(
    args,
    { intent: "forgot-password" as const, result: submission.reply({ resetForm: true }), sent: true },
    authToasts(getTranslator(args.context)).resetEmailSent,
  );
}

const hideFields = ["password", "confirmPassword"];

/**
 * Password reset, the update: needs the recovery session of an e-mailed link. A normal
 * session may not use this form, which does not ask for the current password: changing it
 * while signed in is the account page's job. The new hash, the end of every other session and
 * of outstanding reset links are one batch; the address's sign-in lock is cleared.
 */
export async function updatePassword(args: RequestArgs, form: FormData) {
  const { request } = args;
  const t = getTranslator(args.context);
  const session = sessionOf(args.context);
  if (!session) {
    logSecurityEvent(request, { type: "failed_password_update", data: { reason: "no_session" } });
    return redirectWithToast(
      request,
      pathFor(args.context, FORGOT_PASSWORD_PATH),
      errorToast(t, t(authMessages.resetSessionMissing)),
    );
  }
  if (!session.isRecovery) {
    logSecurityEvent(request, {
      type: "failed_password_update",
      userId: session.userId,
      data: { reason: "not_a_recovery_session" },
    });
    return redirectWithToast(request, pathFor(args.context, SIGNED_IN_HOME), errorToast(t, t(authMessages.resetNeedsLink)));
  }
  const { userId } = session;
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  const reply = (formErrors?: string[]) => ({
    intent: "update-password" as const,
    result: submission.reply({ formErrors, hideFields }),
  });

  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    if (errors.password?.includes(authMessages.weakPassword)) {
      logSecurityEvent(request, { type: "failed_password_update", userId, data: { reason: "weak_password" } });
      return dataWithToast(args, reply(), authToasts(t).passwordTooWeak, { status: 400 });
    }
    if (errors.confirmPassword?.includes(authMessages.passwordsDoNotMatch)) {
      return dataWithToast(args, reply(), authToasts(t).passwordsDoNotMatch, { status: 400 });
    }
    return data(reply(), { status: 400 });
  }

  let cookie: string;
  try {
    cookie = await storeNewPassword(userId, request, submission.value.password);
    const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, userId) });
    if (user) await clearEmailLock(user.email);
  } catch (error) {
    console.error(`Password update failed: ${errorMessage(error)}`);
    logSecurityEvent(request, { type: "failed_password_update", userId, data: { reason: "error" } });
    return dataWithToast(args, reply([authMessages.updateFailed]), errorToast(t, t(authMessages.updateFailed)), {
      status: 503,
    });
  }
  logSecurityEvent(request, {
    type: "password_updated",
    userId,
    data: { via: "reset_link" },
  });
  return redirectWithToast(request, pathFor(args.context, SIGNED_IN_HOME), authToasts(t).passwordUpdated, {
    headers: { "Set-Cookie": cookie },
  });
}
