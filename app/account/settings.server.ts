import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { emailLink } from "~/auth/account-emails.server";
import { claimLoginAttempt, forgiveLoginAttempt } from "~/auth/login-protection.server";
import { verifyPassword } from "~/auth/password.server";
import { endOtherSessions } from "~/auth/session.server";
import { storeNewPassword } from "~/auth/new-password.server";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { pendingEmailChanges, profiles, users } from "~/db/schema";
import { getLocale, pathFor } from "~/i18n/locale.server";
import { maskEmail } from "~/newsletter/newsletter.server";
import { logSecurityEvent } from "~/security/events.server";
import { takeLimit } from "~/security/rate-limit.server";
import { errorMessage } from "~/utils/loggable-error";
import { randomToken, sha256Hex } from "~/utils/tokens.server";
import type { AccountActionArgs } from "./action-args";
import { accountMessages } from "./messages";
import type { AccountOutcome } from "./outcome";
import { emailChangeSchema, passwordChangeSchema, usernameSchema } from "./schemas";

export const ACCOUNT_PATH = "/account";

/** /account in the request's language: where every form of the page comes back to. */
export const accountPath = (context: Readonly<RouterContextProvider>) => pathFor(context, ACCOUNT_PATH);
/** The link to a new address works as long as a sign-up confirmation link. */
const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What an /account form answers when it stays on the page. */
type FormAnswer<Intent extends string> = { intent: Intent; result: SubmissionResult<string[]> };

/**
 * Checks the current password a form asked for; null when it is right, else the message for the field.
 * Each answer takes a sign-in attempt of the address and the client (5 and 20 per 15 minutes) before the
 * password is compared, and a right one gives it back, so a session left open on a shared computer
 * cannot be used to guess the password.
 */
export async function currentPasswordProblem(request: Request, userId: string, password: string) {
  const user = await db.query.users.findFirst({ columns: { email: true, passwordHash: true }, where: eq(users.id, userId) });
  if (!user) return accountMessages.wrongPassword;
  const claim = await claimLoginAttempt(request, user.email);
  if (!claim.allowed) return claim.message;
  if (await verifyPassword(password, user.passwordHash)) {
    await forgiveLoginAttempt(request, user.email);
    return null;
  }
  logSecurityEvent(request, { type: "failed_password_update", userId, data: { reason: "wrong_current_password" } });
  return accountMessages.wrongPassword;
}

export async function changeUsername(args: AccountActionArgs): Promise<AccountOutcome<FormAnswer<"username">>> {
  const submission = parseWithZod(args.form, { schema: usernameSchema });
  const reply = (formErrors?: string[]) => ({ intent: "username" as const, result: submission.reply({ formErrors }) });
  if (submission.status !== "success") return { status: "refused", answer: reply() };
  try {
    await db.update(profiles).set({ username: submission.value.username }).where(eq(profiles.userId, args.userId));
  } catch (error) {
    console.error(`Username change failed: ${errorMessage(error)}`);
    return { status: "failed", answer: reply([accountMessages.failed]) };
  }
  return { status: "done", toast: "usernameChanged" };
}

/**
 * Asks for a new address: the current password, then a link to the new address and a notice
 * to the old one. The account keeps its address until the link is opened. An address that
 * already has an account gets no link, but the answer is the same, so this cannot be used to
 * find out who has an account.
 */
export async function requestEmailChange(args: AccountActionArgs): Promise<AccountOutcome<FormAnswer<"email">>> {
  const { request, userId } = args;
  const submission = parseWithZod(args.form, { schema: emailChangeSchema });
  const reply = (formErrors?: string[]) => ({
    intent: "email" as const,
    result: submission.reply({ formErrors, hideFields: ["currentPassword"] }),
  });
  if (submission.status !== "success") return { status: "refused", answer: reply() };
  const { newEmail, currentPassword } = submission.value;
  const locale = getLocale(args.context);
  const passwordProblem = await currentPasswordProblem(request, userId, currentPassword);
  if (passwordProblem) {
    return {
      status: "refused",
      answer: { intent: "email", result: submission.reply({ fieldErrors: { currentPassword: [passwordProblem] }, hideFields: ["currentPassword"] }) },
    };
  }
  try {
    const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, userId) });
    if (!user) return { status: "failed", answer: reply([accountMessages.failed]) };
    if (user.email === newEmail) {
      return {
        status: "refused",
        answer: { intent: "email", result: submission.reply({ fieldErrors: { newEmail: [accountMessages.sameEmail] }, hideFields: ["currentPassword"] }) },
      };
    }
    const taken = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, newEmail) });
    if (!taken && (await takeLimit("accountEmailPerAddress", `change:${newEmail}`)).allowed) {
      const token = randomToken();
      const values = {
        userId,
        newEmail,
        tokenHash: await sha256Hex(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS),
      };
      await db
        .insert(pendingEmailChanges)
        .values(values)
        .onConflictDoUpdate({ target: pendingEmailChanges.userId, set: { ...values, createdAt: new Date() } });
      void queueEmails([{
        type: "email-change-confirmation",
        to: newEmail,
        userId,
        confirmUrl: emailLink("/account/confirm-email", token, locale),
        ...inLocale(locale),
      }], { stored: `The address change of account ${userId}`, later: true });
    }
    void queueEmails(
      [{ type: "email-change-notice", to: user.email, userId, newAddress: maskEmail(newEmail), ...inLocale(locale) }],
      { stored: `The address change of account ${userId}`, later: true },
    );
    logSecurityEvent(request, { type: "email_change_requested", userId, data: { new_email: newEmail, address_free: !taken } });
  } catch (error) {
    console.error(`E-mail change request failed: ${errorMessage(error)}`);
    return { status: "failed", answer: reply([accountMessages.failed]) };
  }
  return { status: "done", toast: "emailChangeSent" };
}

/** The signed-in password change: the current password, then a new hash and the end of every other session. */
export async function changePassword(args: AccountActionArgs): Promise<AccountOutcome<FormAnswer<"password">>> {
  const { request, userId } = args;
  const submission = parseWithZod(args.form, { schema: passwordChangeSchema });
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  const reply = (formErrors?: string[]) => ({ intent: "password" as const, result: submission.reply({ formErrors, hideFields }) });
  if (submission.status !== "success") return { status: "refused", answer: reply() };
  const passwordProblem = await currentPasswordProblem(request, userId, submission.value.currentPassword);
  if (passwordProblem) {
    return {
      status: "refused",
      answer: { intent: "password", result: submission.reply({ fieldErrors: { currentPassword: [passwordProblem] }, hideFields }) },
    };
  }
  let cookie: string;
  try {
    cookie = await storeNewPassword(userId, request, submission.value.password);
  } catch (error) {
    console.error(`Password change failed: ${errorMessage(error)}`);
    return { status: "failed", answer: reply([accountMessages.failed]) };
  }
  logSecurityEvent(request, { type: "password_updated", userId, data: { via: "account_page" } });
  return { status: "done", toast: "passwordChanged", setCookie: cookie };
}

export async function signOutOtherSessions(args: AccountActionArgs): Promise<AccountOutcome<never>> {
  const ended = await endOtherSessions(args.userId, args.request);
  logSecurityEvent(args.request, { type: "other_sessions_ended", userId: args.userId, data: { ended } });
  return { status: "done", toast: "otherSessionsEnded" };
}
