import { waitUntil } from "cloudflare:workers";
import { db } from "~/db/client.server";
import { loginAttempts } from "~/db/schema";
import { clientKey, rateLimits, releaseLimit, resetLimit, takeLimits } from "~/security/rate-limit.server";
import { errorMessage } from "~/utils/loggable-error";

/**
 * Login protection (docs/decisions/0113-rate-limits.md). Every attempt takes a slot from the
 * address's and the client's counters in the RateLimiter Durable Object BEFORE the password is
 * compared, so parallel attempts are counted one after another and at most
 * `loginPerEmail.max` passwords are ever compared inside a window. A correct password clears
 * the address's counter; each counted attempt re-arms the 15-minute window.
 */
export const MAX_FAILURES_PER_EMAIL = rateLimits.loginPerEmail.max;
export const MAX_FAILURES_PER_CLIENT = rateLimits.loginPerClient.max;

export type LoginClaim =
  | { allowed: true; storeFailed: boolean }
  | { allowed: false; reason: "email_limit" | "ip_limit"; message: string; retryAfterSeconds: number };

/** The login rate-limit check, atomic with the counting: if the store fails, sign-in is allowed. */
export async function claimLoginAttempt(request: Request, email: string): Promise<LoginClaim> {
  const decision = await takeLimits([
    { name: "loginPerEmail", subject: email },
    { name: "loginPerClient", subject: clientKey(request) },
  ]);
  if (decision.allowed) return { allowed: true, storeFailed: decision.storeFailed };
  return {
    allowed: false,
    reason: decision.refusedBy === "loginPerEmail" ? "email_limit" : "ip_limit",
    message: decision.message,
    retryAfterSeconds: decision.retryAfterSeconds,
  };
}

/** A completed password reset ends the address's lock. */
export function clearEmailLock(email: string) {
  return resetLimit("loginPerEmail", email);
}

/**
 * A correct password clears the address's count and gives the client back the attempt it took,
 * so patients signing in on one hotel network do not use up each other's attempts.
 */
export async function forgiveLoginAttempt(request: Request, email: string) {
  await Promise.all([clearEmailLock(email), releaseLimit("loginPerClient", clientKey(request))]);
}

/** The login attempt record: written after the response; a failure is only logged. */
export function recordLoginAttempt(ip: string | null, email: string, success: boolean) {
  waitUntil(
    db
      .insert(loginAttempts)
      .values({ ipAddress: ip, email, success })
      .then(
        () => undefined,
        (error: unknown) => console.error(`Could not record a login attempt: ${errorMessage(error)}`),
      ),
  );
}
