import type { Submission } from "@conform-to/zod/v4";
import { logSecurityEvent } from "~/security/events.server";
import { clientIp } from "~/security/request-meta.server";
import { authenticator } from "./authenticator.server";
import { forgiveLoginAttempt, recordLoginAttempt } from "./login-protection.server";
import { authMessages } from "./messages";
import { createSession } from "./session.server";

const hideFields = ["password"];

/** What the form gets back: its errors, never the password, and the address to offer a new link for. */
function answer(submission: Pick<Submission<unknown>, "reply">, formErrors?: string[], unconfirmedEmail: string | null = null) {
  return { intent: "sign-in" as const, result: submission.reply({ formErrors, hideFields }), unconfirmedEmail };
}

export type SignInAnswer = ReturnType<typeof answer>;

/**
 * How a sign-in ended, for the route to answer: "signed-in" carries the new session's cookie; the
 * others the form's answer, and the message key of the toast ("refused" has none, its messages sit
 * next to the fields).
 */
export type SignInResult =
  | { status: "signed-in"; setCookie: string }
  | { status: "refused"; answer: SignInAnswer }
  | { status: "blocked"; answer: SignInAnswer; message: string; retryAfterSeconds: number }
  | {
      status: "unconfirmed" | "invalid";
      answer: SignInAnswer;
      message: (typeof authMessages)["emailNotConfirmed" | "invalidCredentials"];
    };

/**
 * The login flow: remix-auth's password strategy reads the form (through the body reader, once),
 * validates it and takes the rate-limit slot; here the attempt is recorded and the event logged.
 */
export async function signIn(request: Request): Promise<SignInResult> {
  const outcome = await authenticator.authenticate("password", request);
  const { submission } = outcome;
  if (outcome.status === "refused") return { status: "refused", answer: answer(submission) };
  const { email } = outcome;

  if (outcome.status === "blocked") {
    const { claim } = outcome;
    logSecurityEvent(request, {
      type: "login_blocked_rate_limit",
      data: { email, reason: claim.reason, retry_after_seconds: claim.retryAfterSeconds },
    });
    return {
      status: "blocked",
      answer: answer(submission, [claim.message]),
      message: claim.message,
      retryAfterSeconds: claim.retryAfterSeconds,
    };
  }
  if (outcome.storeFailed) {
    logSecurityEvent(request, { type: "rate_limit_unavailable", data: { email, check: "login" } });
  }

  recordLoginAttempt(clientIp(request), email, outcome.status === "signed-in");
  // A correct password is not a failure: the attempt it took is given back.
  if (outcome.status !== "invalid") await forgiveLoginAttempt(request, email);

  if (outcome.status === "signed-in") {
    logSecurityEvent(request, { type: "successful_login", userId: outcome.userId, data: { email } });
    return { status: "signed-in", setCookie: await createSession(outcome.userId, { replacing: request }) };
  }

  const reason = outcome.status === "unconfirmed" ? "email_not_confirmed" : "invalid_credentials";
  logSecurityEvent(request, { type: "failed_login", userId: outcome.userId, data: { email, reason } });
  const message = outcome.status === "unconfirmed" ? authMessages.emailNotConfirmed : authMessages.invalidCredentials;
  return {
    status: outcome.status,
    answer: answer(submission, [message], outcome.status === "unconfirmed" ? email : null),
    message,
  };
}
