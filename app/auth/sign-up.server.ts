import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { inLocale } from "~/email/jobs";
import { profiles, users } from "~/db/schema";
import { formMessageIn } from "~/i18n/catalogue.server";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { logSecurityEvent, type SignupErrorType } from "~/security/events.server";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { errorMessage } from "~/utils/loggable-error";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import type { RequestArgs } from "~/utils/request-context";
import { emailLink, greetingName, sendEmailLater } from "./account-emails.server";
import { authMessages, authToasts, errorToast } from "./messages";
import { hashPassword } from "./password.server";
import { MAX_EMAIL_LENGTH } from "~/forms/field-rules";
import { signUpSchema } from "./schemas";
import { prepareToken } from "./tokens.server";

const hideFields = ["password", "confirmPassword"];
/** Where a new account lands: the sign-in tab with a note to check the inbox. */
const SIGNED_UP_PATH = "/auth?notice=check-email";

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

/** The sign-up flow, each failure logged with its error type. */
export async function signUp(args: RequestArgs, form: FormData) {
  const { request } = args;
  const t = getTranslator(args.context);
  const toasts = authToasts(t);
  const submission = parseWithZod(form, { schema: signUpSchema });
  const reply = (formErrors?: string[]) => ({
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
      return dataWithToast(args, reply(), toasts.passwordTooWeak, { status: 400 });
    }
    if (errors.confirmPassword?.includes(authMessages.passwordsDoNotMatch)) {
      return dataWithToast(args, reply(), toasts.passwordsDoNotMatch, { status: 400 });
    }
    return data(reply(), { status: 400 });
  }

  const { email, username, password } = submission.value;
  const limit = await takeLimit("signupPerClient", clientKey(request));
  if (!limit.allowed) {
    failed("rate_limited", email);
    return dataWithToast(args, reply([limit.message]), errorToast(t, formMessageIn(getLocale(args.context), limit.message)), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  if (await emailExists(email)) {
    logSecurityEvent(request, { type: "blocked_duplicate_signup", data: { email } });
    return dataWithToast(args, reply([authMessages.existingEmail]), errorToast(t, t(authMessages.existingEmail)), {
      status: 409,
    });
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
      return dataWithToast(args, reply([authMessages.existingEmail]), errorToast(t, t(authMessages.existingEmail)), {
        status: 409,
      });
    }
    console.error(`Sign-up failed: ${errorMessage(error)}`);
    failed("other", email);
    return dataWithToast(args, reply([authMessages.signupFailed]), errorToast(t, t(authMessages.signupFailed)), {
      status: 503,
    });
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
  return redirectWithToast(request, pathFor(args.context, SIGNED_UP_PATH), toasts.accountCreated);
}
