import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inLocale } from "~/email/jobs";
import { profiles, users } from "~/db/schema";
import { getLocale } from "~/i18n/locale.server";
import { logSecurityEvent, type SignupErrorType } from "~/security/events.server";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { errorMessage } from "~/utils/loggable-error";
import type { RequestArgs } from "~/utils/request-context";
import { emailLink, greetingName, sendEmailLater } from "./account-emails.server";
import { authMessages } from "./messages";
import { hashPassword } from "./password.server";
import { MAX_EMAIL_LENGTH } from "~/forms/field-rules";
import { signUpSchema } from "./schemas";
import { prepareToken } from "./tokens.server";

const hideFields = ["password", "confirmPassword"];
/** Where a new account lands: the sign-in tab with a note to check the inbox. */
export const SIGNED_UP_PATH = "/auth?notice=check-email";

/** Whether an account has this address: if the check fails, sign-up proceeds (the unique index still holds). */
async function emailExists(email: string) {
  try {
    const row = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, email) });
    return row !== undefined;
  } catch (error) {
    console.error(`E-mail existence check failed, sign-up proceeds: ${errorMessage(error)}`);
    return false;
  }
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed: users\.email/i.test(errorMessage(error));

/**
 * How a sign-up ended, for the route to answer: "created" (the confirmation mail is queued), or the form
 * again with its messages. `toast` names the toast of a refused form that has one; `message` is the
 * key of the form-level message and toast.
 */
export type SignUpResult =
  | { status: "created" }
  | { status: "refused"; answer: SignUpAnswer; toast: "passwordTooWeak" | "passwordsDoNotMatch" | null }
  | { status: "rate-limited"; answer: SignUpAnswer; message: string; retryAfterSeconds: number }
  | { status: "existing-email" | "failed"; answer: SignUpAnswer; message: (typeof authMessages)["existingEmail" | "signupFailed"] };

type SignUpAnswer = { intent: "sign-up"; result: ReturnType<Submission<unknown>["reply"]> };

/** The sign-up flow, each failure logged with its error type. */
export async function signUp(args: RequestArgs, form: FormData): Promise<SignUpResult> {
  const { request } = args;
  const submission = parseWithZod(form, { schema: signUpSchema });
  const reply = (formErrors?: string[]): SignUpAnswer => ({
    intent: "sign-up" as const,
    result: submission.reply({ formErrors, hideFields }),
  });
  const failed = (errorType: SignupErrorType, email: string | null) =>
    logSecurityEvent(request, { type: "failed_signup", errorType, data: { email } });

  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    if (errors.password?.includes(authMessages.weakPassword)) {
      const typed = submission.payload.email;
      const email = typeof typed === "string" && typed.length <= MAX_EMAIL_LENGTH ? typed.trim().toLowerCase() : null;
      failed("weak_password", email);
      return { status: "refused", answer: reply(), toast: "passwordTooWeak" };
    }
    const mismatch = errors.confirmPassword?.includes(authMessages.passwordsDoNotMatch);
    return { status: "refused", answer: reply(), toast: mismatch ? "passwordsDoNotMatch" : null };
  }

  const { email, username, password } = submission.value;
  const limit = await takeLimit("signupPerClient", clientKey(request));
  if (!limit.allowed) {
    failed("rate_limited", email);
    return {
      status: "rate-limited",
      answer: reply([limit.message]),
      message: limit.message,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  if (await emailExists(email)) {
    logSecurityEvent(request, { type: "blocked_duplicate_signup", data: { email } });
    return { status: "existing-email", answer: reply([authMessages.existingEmail]), message: authMessages.existingEmail };
  }

  const userId = crypto.randomUUID();
  const confirmation = await prepareToken(userId, "email_confirmation");
  try {
    await db.batch([
      db.insert(users).values({ id: userId, email, passwordHash: await hashPassword(password) }),
      db.insert(profiles).values({ userId, username: username ?? null }),
      ...confirmation.statements,
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) {
      failed("existing_email", email);
      return { status: "existing-email", answer: reply([authMessages.existingEmail]), message: authMessages.existingEmail };
    }
    console.error(`Sign-up failed: ${errorMessage(error)}`);
    failed("other", email);
    return { status: "failed", answer: reply([authMessages.signupFailed]), message: authMessages.signupFailed };
  }

  const name = greetingName(email, username);
  const locale = getLocale(args.context);
  sendEmailLater({
    type: "signup-confirmation",
    to: email,
    userId,
    username: name,
    confirmUrl: emailLink("/auth/confirm", confirmation.token, locale),
    ...inLocale(locale),
  });
  logSecurityEvent(request, { type: "successful_signup", userId, data: { email, has_username: Boolean(username) } });
  return { status: "created" };
}
