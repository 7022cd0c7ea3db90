import { env } from "cloudflare:workers";
import { config } from "~/config.server";
import { waitValues } from "./wait-text";
import { formMessage } from "~/i18n/form-message";
import type { MessageKey } from "~/i18n/message-key";
import { errorMessage } from "~/utils/loggable-error";
import type { CounterDecision } from "./rate-limiter.server";

/**
 * Every limit of the site in one table (the README repeats it). `max` uses per `windowSeconds`;
 * `rearm` restarts the window at each counted use (a lock ending 15 minutes after the last
 * failure). `message` is a key of the `rateLimits` catalogue; a refusal carries it as a form message with
 * the real wait (`limitMessage`), which the forms kit shows in the page's language and server code
 * turns into text with `formMessageIn(locale, …)`. Counted in the RateLimiter Durable Object.
 */
export const rateLimits = {
  /** Sign-in attempts per address: counted before the password is compared; a success clears it. */
  loginPerEmail: {
    max: 5,
    windowSeconds: 15 * 60,
    rearm: true,
    message: "rateLimits.loginFailed",
  },
  /** Sign-in attempts per client (IPv4 address or IPv6 /64), whatever the address tried. */
  loginPerClient: {
    max: 20,
    windowSeconds: 15 * 60,
    rearm: true,
    message: "rateLimits.loginFailed",
  },
  /** Sign-ups per client: a hotel or hospital network shares one address. */
  signupPerClient: {
    max: 30,
    windowSeconds: 60 * 60,
    rearm: false,
    message: "rateLimits.signup",
  },
  /** Confirmation, reset and change-of-address e-mails per address, so nobody can flood an inbox. */
  accountEmailPerAddress: { max: 1, windowSeconds: 60, rearm: false, message: null },
  /**
   * "Someone tried to open an account with your address" per address: a sign-up with a taken address answers
   * like any other, so only this limit stops it being used to fill the owner's inbox.
   */
  signupNoticePerAddress: { max: 3, windowSeconds: 24 * 60 * 60, rearm: false, message: null },
  /** Archives of one's data per account: each can hold a dozen 10 MB documents. */
  dataExportsPerAccount: {
    max: 5,
    windowSeconds: 60 * 60,
    rearm: false,
    message: "rateLimits.dataExports",
  },
  contactPerClient: {
    max: 5,
    windowSeconds: 60 * 60,
    rearm: false,
    message: "rateLimits.contact",
  },
  newsletterPerClient: {
    max: 10,
    windowSeconds: 60 * 60,
    rearm: false,
    message: "rateLimits.newsletterClient",
  },
  /** Confirmation e-mails per subscribed address. */
  newsletterPerAddress: {
    max: 3,
    windowSeconds: 60 * 60,
    rearm: false,
    message: "rateLimits.newsletterAddress",
  },
  /**
   * Open consultation holds per client. Each hold keeps a slot for 10 minutes (also while an
   * unproven address waits for its link); the window restarts at each hold, so the counter only
   * empties once every hold it counted has ended: at most 3 open at once (decision 0147).
   */
  consultationHoldsPerClient: {
    max: 3,
    windowSeconds: 10 * 60,
    rearm: true,
    message: "rateLimits.consultationHolds",
  },
  /** The same budget per network (IPv4 /24, IPv6 /64), so many addresses of one network cannot empty a day. */
  consultationHoldsPerNetwork: {
    max: 6,
    windowSeconds: 10 * 60,
    rearm: true,
    message: "rateLimits.consultationHolds",
  },
  /** New anonymous intake drafts per client per day. */
  intakeDraftsPerClient: {
    max: 10,
    windowSeconds: 24 * 60 * 60,
    rearm: false,
    message: "rateLimits.intakeDrafts",
  },
  /** Anonymous intake uploads (files) per client per day. */
  intakeUploadsPerClient: {
    max: 40,
    windowSeconds: 24 * 60 * 60,
    rearm: false,
    message: "rateLimits.intakeUploads",
  },
  /** Anonymous intake upload bytes per client per day (each file is at most 10 MB). */
  intakeBytesPerClient: {
    max: 100 * 1024 * 1024,
    windowSeconds: 24 * 60 * 60,
    rearm: false,
    message: "rateLimits.intakeBytes",
  },
} as const satisfies Record<string, { max: number; windowSeconds: number; rearm: boolean; message: MessageKey | null }>;

export type RateLimitName = keyof typeof rateLimits;

/**
 * A refusal's message as a form message: the limit's words with the real wait (and the operator's phone
 * number). Empty for a limit that refuses silently.
 */
export function limitMessage(name: RateLimitName, retryAfterSeconds: number) {
  const key = rateLimits[name].message;
  return key ? formMessage(key, { ...waitValues(retryAfterSeconds), phone: config.operator.phone }) : "";
}

/** A refused decision's `message` is a form message (`limitMessage`), not text: translate it where it is shown. */
export type LimitDecision =
  | { allowed: true; storeFailed: boolean; retryAfterSeconds: number }
  | { allowed: false; storeFailed: false; retryAfterSeconds: number; message: string };

function expandIpv6(address: string) {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/**
 * The client as Cloudflare reports it (`CF-Connecting-IP`). An IPv6 client usually owns a
 * whole /64, so that prefix is the unit counted; requests without the header share one key.
 */
export function clientKey(request: Request) {
  const ip = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase();
  if (!ip || ip.length > 45) return "unknown";
  if (!ip.includes(":")) return ip;
  return `${expandIpv6(ip.split("%")[0]!)
    .slice(0, 4)
    .map((part) => part.padStart(4, "0"))
    .join(":")}::/64`;
}

/**
 * The network a client belongs to: its IPv4 /24, or (as `clientKey` already counts) its IPv6 /64.
 * Addresses of one small network usually share an owner.
 */
export function networkKey(request: Request) {
  const client = clientKey(request);
  if (client === "unknown" || client.endsWith("/64")) return client;
  const parts = client.split(".");
  return parts.length === 4 ? `${parts.slice(0, 3).join(".")}.0/24` : client;
}

const counter = (name: RateLimitName, subject: string) =>
  env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${name}:${subject}`));

/**
 * Counts one use (or `cost` units) of `name` for `subject` (a client key or an address).
 * If the counter store fails, the use is allowed and the failure logged without the subject:
 * a broken limit must never lock patients out.
 */
export async function takeLimit(name: RateLimitName, subject: string, cost = 1): Promise<LimitDecision> {
  const limit = rateLimits[name];
  let decision: CounterDecision;
  try {
    decision = await counter(name, subject).take(limit.max, limit.windowSeconds, cost, limit.rearm);
  } catch (error) {
    console.error(`Rate limit ${name} could not be checked; allowed: ${errorMessage(error)}`);
    return { allowed: true, storeFailed: true, retryAfterSeconds: 0 };
  }
  if (decision.allowed) return { allowed: true, storeFailed: false, retryAfterSeconds: decision.retryAfterSeconds };
  return {
    allowed: false,
    storeFailed: false,
    retryAfterSeconds: decision.retryAfterSeconds,
    message: limitMessage(name, decision.retryAfterSeconds),
  };
}

/** Gives back `cost` counted uses (a check that was counted but whose action did not happen). */
export async function releaseLimit(name: RateLimitName, subject: string, cost = 1) {
  try {
    await counter(name, subject).release(cost);
  } catch (error) {
    console.error(`Rate limit ${name} could not be released: ${errorMessage(error)}`);
  }
}

/** Clears a counter (a correct password, a completed password reset). */
export async function resetLimit(name: RateLimitName, subject: string) {
  try {
    await counter(name, subject).reset();
  } catch (error) {
    console.error(`Rate limit ${name} could not be reset: ${errorMessage(error)}`);
  }
}

/** Takes each limit in order; if one refuses, the ones taken before are given back. */
export async function takeLimits(checks: { name: RateLimitName; subject: string; cost?: number }[]) {
  const taken: typeof checks = [];
  let storeFailed = false;
  for (const check of checks) {
    const decision = await takeLimit(check.name, check.subject, check.cost);
    if (!decision.allowed) {
      await Promise.all(taken.map((t) => releaseLimit(t.name, t.subject, t.cost)));
      return { ...decision, refusedBy: check.name };
    }
    storeFailed ||= decision.storeFailed;
    taken.push(check);
  }
  return { allowed: true as const, storeFailed, refusedBy: null };
}
