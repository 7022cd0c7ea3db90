import { env } from "cloudflare:workers";
import { site } from "~content/site";
import { errorMessage } from "~/utils/loggable-error";
import type { CounterDecision } from "./rate-limiter.server";

/** "in 40 minutes", "in 1 hour", "in 30 seconds": the real wait, for messages. */
export function waitText(seconds: number) {
  if (seconds >= 90 * 60) return `in ${Math.round(seconds / 3600)} hours`;
  if (seconds >= 55 * 60) return "in 1 hour";
  if (seconds >= 90) return `in ${Math.ceil(seconds / 60)} minutes`;
  if (seconds > 60) return "in 2 minutes";
  return "in a minute";
}

/**
 * Every limit of the site in one table (the README repeats it). `max` uses per `windowSeconds`;
 * `rearm` restarts the window at each counted use (a lock ending 15 minutes after the last
 * failure). Messages take the real wait. Counted in the RateLimiter Durable Object.
 */
export const rateLimits = {
  /** Sign-in attempts per address: counted before the password is compared; a success clears it. */
  loginPerEmail: {
    max: 5,
    windowSeconds: 15 * 60,
    rearm: true,
    message: (wait: string) => `Too many failed login attempts. Please try again ${wait}.`,
  },
  /** Sign-in attempts per client (IPv4 address or IPv6 /64), whatever the address tried. */
  loginPerClient: {
    max: 20,
    windowSeconds: 15 * 60,
    rearm: true,
    message: (wait: string) => `Too many failed login attempts. Please try again ${wait}.`,
  },
  /** Sign-ups per client: a hotel or hospital network shares one address. */
  signupPerClient: {
    max: 30,
    windowSeconds: 60 * 60,
    rearm: false,
    message: (wait: string) => `Too many signup attempts from your network. Please try again ${wait}.`,
  },
  /** Confirmation, reset and change-of-address e-mails per address, so nobody can flood an inbox. */
  accountEmailPerAddress: { max: 1, windowSeconds: 60, rearm: false, message: () => "" },
  /** Archives of one's data per account: each can hold a dozen 10 MB documents. */
  dataExportsPerAccount: {
    max: 5,
    windowSeconds: 60 * 60,
    rearm: false,
    message: (wait: string) => `You have downloaded your data 5 times in the last hour. Please try again ${wait}.`,
  },
  contactPerClient: {
    max: 5,
    windowSeconds: 60 * 60,
    rearm: false,
    message: (wait: string) =>
      `You have sent several messages in a short time. Please try again ${wait}, or call us at ${site.phone}.`,
  },
  newsletterPerClient: {
    max: 10,
    windowSeconds: 60 * 60,
    rearm: false,
    message: (wait: string) => `Too many subscription requests from your network. Please try again ${wait}.`,
  },
  /** Confirmation e-mails per subscribed address. */
  newsletterPerAddress: {
    max: 3,
    windowSeconds: 60 * 60,
    rearm: false,
    message: (wait: string) => `We have already sent confirmation emails to this address. Please try again ${wait}.`,
  },
  /** Each hold blocks a consultation slot for 10 minutes; one visitor may not hold the whole list. */
  consultationHoldsPerClient: {
    max: 20,
    windowSeconds: 60 * 60,
    rearm: false,
    message: (wait: string) =>
      `You have chosen many times in a short while. Please try again ${wait}, or call us at ${site.phone}.`,
  },
  /** New anonymous intake drafts per client per day. */
  intakeDraftsPerClient: {
    max: 10,
    windowSeconds: 24 * 60 * 60,
    rearm: false,
    message: (wait: string) =>
      `Too many registrations were started from your network today. Please try again ${wait} or sign in.`,
  },
  /** Anonymous intake uploads (files) per client per day. */
  intakeUploadsPerClient: {
    max: 40,
    windowSeconds: 24 * 60 * 60,
    rearm: false,
    message: (wait: string) =>
      `Too many files were uploaded from your network today. Please try again ${wait} or sign in.`,
  },
  /** Anonymous intake upload bytes per client per day (each file is at most 10 MB). */
  intakeBytesPerClient: {
    max: 100 * 1024 * 1024,
    windowSeconds: 24 * 60 * 60,
    rearm: false,
    message: (wait: string) =>
      `The upload allowance for your network is used up for today. Please try again ${wait} or sign in.`,
  },
} as const;

export type RateLimitName = keyof typeof rateLimits;

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
    message: limit.message(waitText(decision.retryAfterSeconds)),
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
