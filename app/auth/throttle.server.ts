import { env } from "cloudflare:workers";
import { errorMessage } from "~/utils/loggable-error";

/**
 * A counter in KV for actions that send e-mail or reveal whether an address has an
 * account (docs/decisions/0402-login-protection.md). True while under the limit;
 * each use re-arms the window. If KV fails the action is allowed and the failure logged.
 */
async function withinLimit(key: string, limit: number, windowSeconds: number) {
  try {
    const count = Number(await env.LOGIN_COUNTERS.get(key)) || 0;
    if (count >= limit) return false;
    await env.LOGIN_COUNTERS.put(key, String(count + 1), { expirationTtl: windowSeconds });
    return true;
  } catch (error) {
    console.error(`Throttle check failed, action allowed: ${errorMessage(error)}`);
    return true;
  }
}

/** Sign-ups per IP: also bounds how fast anyone can probe which addresses have accounts. */
export const SIGNUPS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };
/** One confirmation or reset e-mail per address per minute, so nobody can flood an inbox. */
const EMAILS_PER_ADDRESS = { limit: 1, windowSeconds: 60 };

export const signupAllowed = (ip: string | null) =>
  ip ? withinLimit(`signup:ip:${ip}`, SIGNUPS_PER_IP.limit, SIGNUPS_PER_IP.windowSeconds) : Promise.resolve(true);

/** The kinds of account e-mail throttled per address; their KV keys hold the address (erased with the account). */
export const accountEmailKinds = ["confirm", "reset", "change"] as const;
export const accountEmailKey = (kind: (typeof accountEmailKinds)[number], email: string) => `mail:${kind}:${email}`;

export const accountEmailAllowed = (kind: (typeof accountEmailKinds)[number], email: string) =>
  withinLimit(accountEmailKey(kind, email), EMAILS_PER_ADDRESS.limit, EMAILS_PER_ADDRESS.windowSeconds);

/** Archives of one's data per account: each can hold a dozen 10 MB documents. */
export const DATA_EXPORTS_PER_USER = { limit: 5, windowSeconds: 60 * 60 };

export const dataExportAllowed = (userId: string) =>
  withinLimit(`export:user:${userId}`, DATA_EXPORTS_PER_USER.limit, DATA_EXPORTS_PER_USER.windowSeconds);
