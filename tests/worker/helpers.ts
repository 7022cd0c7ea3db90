import { exports } from "cloudflare:workers";
import { vi } from "vitest";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";
import { CLINIC_ZONE, wallClock, zonedTimeToUtc } from "~/i18n/time";

export const ORIGIN = "http://localhost";

/** A fresh benchmarking-range IPv4 address (198.18.0.0/15). */
export const randomIp = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * A request to the worker as a browser would send it through Cloudflare, which always names the
 * client in CF-Connecting-IP: a fresh address unless the test gives one ("" for none at all), so
 * tests do not share per-client limits by accident. Paths are relative to the site.
 */
export function request(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", randomIp());
  else if (headers.get("CF-Connecting-IP") === "") headers.delete("CF-Connecting-IP");
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { redirect: "manual", ...init, headers }));
}

/**
 * A form post as a browser without JavaScript sends it: same origin, navigate mode, and with the
 * hidden field the server renders into forms until JavaScript takes over (app/forms/plain-post.ts).
 */
export function postForm(path: string, fields: Record<string, string>, init: RequestInit = {}) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams({ [PLAIN_POST_FIELD]: "1", ...fields }),
    ...init,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "Sec-Fetch-Mode": "navigate",
      ...init.headers,
    },
  });
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesFrom(response: Response, previous = "") {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const name = pair!.slice(0, pair!.indexOf("="));
    const value = pair!.slice(pair!.indexOf("=") + 1);
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/**
 * 10:00 in Cairo on a working day at or before `ms` (the office works Monday to Saturday): an instant when an
 * office-hours promise ("within 2 hours") runs as plain time, whatever the hour the suite runs at.
 */
export function officeMorning(ms: number) {
  const day = 24 * 60 * 60 * 1000;
  const { date, weekday } = wallClock(ms, CLINIC_ZONE);
  const morning = zonedTimeToUtc(date, 10 * 60, CLINIC_ZONE);
  return weekday === 0 ? morning - day : morning;
}

/** Runs `act` with the worker's clock (Date) at `ms`; timers stay real. */
export async function atInstant<T>(ms: number, act: () => Promise<T>) {
  vi.useFakeTimers({ toFake: ["Date"], now: ms });
  try {
    return await act();
  } finally {
    vi.useRealTimers();
  }
}
