import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { waitUntil } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { MAX_EMAIL_LENGTH } from "~/forms/field-rules";
import { getLocale } from "~/i18n/locale.server";
import { logSecurityEvent, type SignupErrorType } from "~/security/events.server";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { errorMessage } from "~/utils/loggable-error";
import type { RequestArgs } from "~/utils/request-context";
import { authMessages, passwordRefusal, type PasswordRefusal } from "./messages";
import { hashPassword } from "./password.server";
import { signUpSchema } from "./schemas";
import {
  createPendingAccount,
  replacePendingAccount,
  tellOwnerOfSignUp,
  type AddressHolder,
  type SignUpRequest,
} from "./sign-up-accounts.server";

const hideFields = ["password", "confirmPassword"];
/** Where every accepted sign-up lands: the sign-in tab with a note to check the inbox. */
export const SIGNED_UP_PATH = "/auth?notice=check-email";

/** The account holding this address: if the look-up fails, sign-up proceeds (the unique index still holds). */
async function holderOf(email: string): Promise<AddressHolder | null> {
  try {
    const row = await db.query.users.findFirst({
      columns: { id: true, emailConfirmedAt: true, locale: true },
      where: eq(users.email, email),
    });
    return row ? { id: row.id, confirmed: row.emailConfirmedAt !== null, locale: row.locale } : null;
  } catch (error) {
    console.error(`E-mail existence check failed, sign-up proceeds: ${errorMessage(error)}`);
    return null;
  }
}

/**
 * How a sign-up ended, for the route to answer. "created" is every accepted form, whether the address was new,
 * waiting for its confirmation or someone's already (decision 0141): the answer never tells which. `toast` names
 * the toast of a refused form that has one; `message` is the key of the form-level message and toast.
 */
export type SignUpResult =
  | { status: "created" }
  | { status: "refused"; answer: SignUpAnswer; toast: PasswordRefusal }
  | { status: "rate-limited"; answer: SignUpAnswer; message: string; retryAfterSeconds: number }
  | { status: "failed"; answer: SignUpAnswer; message: (typeof authMessages)["signupFailed"] };

type SignUpAnswer = { intent: "sign-up"; result: ReturnType<Submission<unknown>["reply"]> };

/** What an accepted sign-up does to the address's account, if it has one; each outcome logged. */
async function register(request: Request, holder: AddressHolder | null, wanted: SignUpRequest) {
  const failed = (errorType: SignupErrorType, reason?: string) =>
    logSecurityEvent(request, { type: "failed_signup", errorType, data: { email: wanted.email, ...(reason ? { reason } : {}) } });
  const taken = (owner: AddressHolder) => {
    logSecurityEvent(request, { type: "blocked_duplicate_signup", data: { email: wanted.email } });
    waitUntil(tellOwnerOfSignUp(owner, wanted.email));
  };
  if (holder?.confirmed) return taken(holder);
  if (holder) {
    const outcome = await replacePendingAccount(request, holder.id, wanted);
    if (outcome === "confirmed") taken(holder);
    if (outcome === "throttled") failed("rate_limited", "confirmation_email_throttled");
    return;
  }
  if ((await createPendingAccount(request, wanted)) === "exists") failed("existing_email");
}

/** The sign-up flow, each failure logged with its error type. */
export async function signUp(args: RequestArgs, form: FormData): Promise<SignUpResult> {
  const { request } = args;
  const submission = parseWithZod(form, { schema: signUpSchema });
  const reply = (formErrors?: string[]): SignUpAnswer => ({
    intent: "sign-up" as const,
    result: submission.reply({ formErrors, hideFields }),
  });

  if (submission.status !== "success") {
    const toast = passwordRefusal(submission.error);
    if (toast === "passwordTooWeak") {
      const typed = submission.payload.email;
      const email = typeof typed === "string" && typed.length <= MAX_EMAIL_LENGTH ? typed.trim().toLowerCase() : null;
      logSecurityEvent(request, { type: "failed_signup", errorType: "weak_password", data: { email } });
    }
    return { status: "refused", answer: reply(), toast };
  }

  const { email, username, password } = submission.value;
  const limit = await takeLimit("signupPerClient", clientKey(request));
  if (!limit.allowed) {
    logSecurityEvent(request, { type: "failed_signup", errorType: "rate_limited", data: { email } });
    return {
      status: "rate-limited",
      answer: reply([limit.message]),
      message: limit.message,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  // Every accepted sign-up pays for the hash, so the answer's time does not tell a taken address from a new one.
  const passwordHash = await hashPassword(password);
  const wanted = { email, username: username ?? null, passwordHash, locale: getLocale(args.context) };
  try {
    await register(request, await holderOf(email), wanted);
  } catch (error) {
    console.error(`Sign-up failed: ${errorMessage(error)}`);
    logSecurityEvent(request, { type: "failed_signup", errorType: "other", data: { email } });
    return { status: "failed", answer: reply([authMessages.signupFailed]), message: authMessages.signupFailed };
  }
  return { status: "created" };
}
