import { env } from "cloudflare:workers";

/**
 * Per-IP limits for anonymous forms, counted in KV (the LOGIN_COUNTERS namespace,
 * under its own "form:" prefix) in fixed windows. Only accepted submissions count:
 * someone correcting a typo is not a flood.
 */
export const formLimits = {
  contact: { max: 5, windowSeconds: 60 * 60 },
  newsletter: { max: 10, windowSeconds: 60 * 60 },
  /** Each hold blocks a consultation slot for 10 minutes; one visitor may not hold the whole list. */
  consultationHold: { max: 20, windowSeconds: 60 * 60 },
} as const;

export type LimitedForm = keyof typeof formLimits;

function expandIpv6(address: string) {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/**
 * The client as Cloudflare reports it. An IPv6 client usually owns a whole /64,
 * so that prefix is the unit counted.
 */
export function clientKey(request: Request) {
  const ip = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase();
  if (!ip) return "unknown";
  if (!ip.includes(":")) return ip;
  return `${expandIpv6(ip)
    .slice(0, 4)
    .map((part) => part.padStart(4, "0"))
    .join(":")}::/64`;
}

/**
 * Takes one slot for this client and form; false when the window is used up.
 * A failing read lets the post through (the limit must never lock everyone out);
 * a failing write refuses it, because KV refuses rapid writes to one key, which is
 * what a flood looks like. KV is eventually consistent, so the limit is approximate.
 */
export async function takeFormSlot(form: LimitedForm, request: Request) {
  const { max, windowSeconds } = formLimits[form];
  const window = Math.floor(Date.now() / 1000 / windowSeconds);
  const key = `form:${form}:${clientKey(request)}:${window}`;
  let used: number;
  try {
    used = Number(await env.LOGIN_COUNTERS.get(key)) || 0;
  } catch (error) {
    console.error(`Flood check for the ${form} form could not read KV; letting the post through`, error);
    return true;
  }
  if (used >= max) return false;
  try {
    await env.LOGIN_COUNTERS.put(key, String(used + 1), { expirationTtl: windowSeconds * 2 });
  } catch (error) {
    console.error(`Flood check for the ${form} form could not write KV; refusing the post`, error);
    return false;
  }
  return true;
}
