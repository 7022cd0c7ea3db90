/**
 * The site's one module for random tokens, hashes and base64: session ids, e-mailed links,
 * newsletter links, CSP nonces and the password hash format all use these.
 */

/** Standard base64 (the stored password hash format). */
export function toBase64(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes));
}

/** The bytes of a standard base64 string, or null when it is not one. */
export function fromBase64(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** URL-safe base64 without padding, for values that travel in links and cookies. */
export function toBase64Url(bytes: Uint8Array) {
  return toBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** An unguessable token: 256 random bits by default, URL-safe base64 (43 characters). */
export function randomToken(bytes = 32) {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Tokens are stored only as this hash, so a copy of the database cannot use them. */
export async function sha256Hex(value: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
