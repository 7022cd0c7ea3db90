import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { waitUntil } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { storeNewPassword } from "./new-password.server";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { users } from "~/db/schema";
import { getLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { logSecurityEvent } from "~/security/events.server";
import { errorMessage } from "~/utils/loggable-error";
import type { RequestArgs } from "~/utils/request-context";
import { emailLink } from "./account-emails.server";
import { authMessages, passwordRefusal, type PasswordRefusal } from "./messages";
import { clearEmailLock } from "./login-protection.server";
import { forgotPasswordSchema, resetPasswordSchema } from "./schemas";
import { sessionOf } from "./session.server";
import { takeLimit } from "~/security/rate-limit.server";
import { issueToken } from "./tokens.server";

export const FORGOT_PASSWORD_PATH = "/auth?view=forgot";
/** Where a signed-in visitor who opens the reset form is sent: it is for e-mailed links only. */
export const SIGNED_IN_HOME = "/dashboard";
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
    void queueEmails(
      [{ type: "password-reset", to: email, userId: user.id, resetUrl: emailLink("/auth/reset", token, locale), ...inLocale(locale) }],
      { stored: `A password reset link of account ${user.id}`, later: true },
    );
  } catch (error) {
    console.error(`Password reset request failed: ${errorMessage(error)}`);
    logSecurityEvent(request, { type: "failed_password_reset", data: { email, reason: "error" } });
  }
}

/** Password reset, the request: the same answer whether or not the address has an account. */
export function requestPasswordReset(args: RequestArgs, form: FormData) {
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return { sent: false as const, result: submission.reply() };
  waitUntil(sendResetLink(args.request, submission.value.email, getLocale(args.context)));
  return { sent: true as const, result: submission.reply({ resetForm: true }) };
}

const hideFields = ["password", "confirmPassword"];

type UpdatePasswordAnswer = { intent: "update-password"; result: ReturnType<Submission<unknown>["reply"]> };

/**
 * How a password update ended, for the route to answer: "no-session" and "not-recovery" send the
 * visitor away with the toast of their `message`; "updated" carries the new session's cookie.
 */
export type UpdatePasswordResult =
  | { status: "no-session" | "not-recovery"; message: (typeof authMessages)["resetSessionMissing" | "resetNeedsLink"] }
  | { status: "refused"; answer: UpdatePasswordAnswer; toast: PasswordRefusal }
  | { status: "failed"; answer: UpdatePasswordAnswer; message: (typeof authMessages)["updateFailed"] }
  | { status: "updated"; setCookie: string };

/**
 * Password reset, the update: needs the recovery session of an e-mailed link. A normal
 * session may not use this form, which does not ask for the current password: changing it
 * while signed in is the account page's job. The new hash, the address's confirmation, the end of every other
 * session and of outstanding reset links are one batch; the address's sign-in lock is cleared.
 */
export async function updatePassword(args: RequestArgs, form: FormData): Promise<UpdatePasswordResult> {
  const { request } = args;
  const session = sessionOf(args.context);
  if (!session) {
    logSecurityEvent(request, { type: "failed_password_update", data: { reason: "no_session" } });
    return { status: "no-session", message: authMessages.resetSessionMissing };
  }
  if (!session.isRecovery) {
    logSecurityEvent(request, {
      type: "failed_password_update",
      userId: session.userId,
      data: { reason: "not_a_recovery_session" },
    });
    return { status: "not-recovery", message: authMessages.resetNeedsLink };
  }
  const { userId } = session;
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  const reply = (formErrors?: string[]): UpdatePasswordAnswer => ({
    intent: "update-password" as const,
    result: submission.reply({ formErrors, hideFields }),
  });

  if (submission.status !== "success") {
    const toast = passwordRefusal(submission.error);
    if (toast === "passwordTooWeak") {
      logSecurityEvent(request, { type: "failed_password_update", userId, data: { reason: "weak_password" } });
    }
    return { status: "refused", answer: reply(), toast };
  }

  let cookie: string;
  try {
    // Receiving the link proved the address, but only a saved password makes it confirmed: until then a
    // password chosen by whoever signed up must not start to work (decision 0141).
    cookie = await storeNewPassword(userId, request, submission.value.password, { provesAddress: true });
    const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, userId) });
    if (user) await clearEmailLock(user.email);
  } catch (error) {
    console.error(`Password update failed: ${errorMessage(error)}`);
    logSecurityEvent(request, { type: "failed_password_update", userId, data: { reason: "error" } });
    return { status: "failed", answer: reply([authMessages.updateFailed]), message: authMessages.updateFailed };
  }
  logSecurityEvent(request, {
    type: "password_updated",
    userId,
    data: { via: "reset_link" },
  });
  return { status: "updated", setCookie: cookie };
}
