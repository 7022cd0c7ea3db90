import { randomToken } from "~/utils/tokens.server";

const isDevServer = import.meta.env.DEV;

export function createNonce() {
  return randomToken(16);
}

function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React renders style attributes (progress bars); no inline <style> is needed in production.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // Vite's dev server pushes module updates over a WebSocket.
    isDevServer ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers send Origin on every cross-site form post; a foreign one is refused.
 * A missing Origin is let through: mail clients' one-click unsubscribe (RFC 8058)
 * posts from a server, and SameSite=Lax cookies already keep sessions out of it.
 */
export function isForeignOriginWrite(request: Request) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin;
}
