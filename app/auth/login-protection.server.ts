import { env, waitUntil } from "cloudflare:workers";
import { db } from "~/db/client.server";
import { loginAttempts } from "~/db/schema";
import { errorMessage } from "~/utils/loggable-error";

/**
 * Login protection on KV counters (docs/decisions/0402-login-protection.md).
 * Failed sign-ins are counted per e-mail and per IP; each failure re-arms a
 * 15-minute expiry, so a lock ends 15 minutes after the last counted failure,
 * as the message promises. Refused attempts are not counted, so a locked
 * account unlocks on time even while someone keeps trying.
 */
const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

const emailKey = (email: string) => `login:email:${email}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

async function readCount(key: string) {
  const value = Number(await env.LOGIN_COUNTERS.get(key));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

type RateLimitDecision = {
  allowed: boolean;
  reason: "ok" | "email_limit" | "ip_limit" | "check_failed";
  ipAttempts: number;
  emailAttempts: number;
};

/** The login rate-limit check: if the counter store fails, sign-in is allowed. */
export async function checkLoginRateLimit(ip: string | null, email: string): Promise<RateLimitDecision> {
  try {
    const [ipAttempts, emailAttempts] = await Promise.all([ip ? readCount(ipKey(ip)) : 0, readCount(emailKey(email))]);
    if (emailAttempts >= MAX_FAILURES_PER_EMAIL)
      return { allowed: false, reason: "email_limit", ipAttempts, emailAttempts };
    if (ipAttempts >= MAX_FAILURES_PER_IP) return { allowed: false, reason: "ip_limit", ipAttempts, emailAttempts };
    return { allowed: true, reason: "ok", ipAttempts, emailAttempts };
  } catch (error) {
    console.error(`Login rate-limit check failed, sign-in allowed: ${errorMessage(error)}`);
    return { allowed: true, reason: "check_failed", ipAttempts: 0, emailAttempts: 0 };
  }
}

/**
 * Counts a failed sign-in. Awaited (not deferred) so that the next attempt of a
 * client that skips the browser already sees it; a store failure is only logged.
 */
export async function countLoginFailure(ip: string | null, email: string, before: RateLimitDecision) {
  const options = { expirationTtl: LOGIN_WINDOW_SECONDS };
  const writes = [env.LOGIN_COUNTERS.put(emailKey(email), String(before.emailAttempts + 1), options)];
  if (ip) writes.push(env.LOGIN_COUNTERS.put(ipKey(ip), String(before.ipAttempts + 1), options));
  const results = await Promise.allSettled(writes);
  for (const result of results) {
    if (result.status === "rejected") console.error(`Could not count a failed sign-in: ${errorMessage(result.reason)}`);
  }
}

/** A correct password clears the e-mail's count (not the IP's, which may be guessing many accounts). */
export function clearEmailFailures(email: string) {
  waitUntil(
    env.LOGIN_COUNTERS.delete(emailKey(email)).catch((error: unknown) =>
      console.error(`Could not clear failed sign-ins: ${errorMessage(error)}`),
    ),
  );
}

/** Records a login attempt: written after the response; a failure is only logged. */
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
