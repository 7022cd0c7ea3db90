import { exports } from "cloudflare:workers";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";

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
