import { config } from "~/config.server";
import { notFound } from "~/utils/not-found";

/** 127.0.0.0/8, ::1 and the IPv4-mapped loopback; `localhost` for a host name. */
function isLoopback(address: string) {
  const host = address.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return host === "localhost" || host === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Whether a request may reach the development pages (the mailbox) and the test endpoints: only where ENVIRONMENT
 * is `development` or `test`, and only from this machine. The client is the one the runtime names in
 * `CF-Connecting-IP`: Cloudflare's edge on a deployment (never a loopback address there, whatever a visitor
 * sends), the socket's peer under `wrangler dev` and Vite, which listen on 127.0.0.1 only. The host asked for
 * must be a loopback name too, so a page elsewhere cannot reach the mailbox through a name that resolves to
 * 127.0.0.1 (DNS rebinding).
 */
export function isDevelopmentRequest(request: Request) {
  if (!config.isDevelopment) return false;
  const client = request.headers.get("CF-Connecting-IP");
  return client !== null && isLoopback(client) && isLoopback(new URL(request.url).hostname);
}

/** Everyone else gets the site's ordinary 404: nothing tells that the page exists. */
export function assertDevelopmentRequest(request: Request) {
  if (!isDevelopmentRequest(request)) notFound();
}
