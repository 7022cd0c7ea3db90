/** Meta's `X-Hub-Signature-256`: "sha256=" and the hex HMAC-SHA256 of the raw body under the app secret. */
const PREFIX = "sha256=";

const hmacKey = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/**
 * Whether `header` signs `body` with `secret`. WebCrypto's verify compares in constant time, so the time taken
 * tells nothing about how much of a forged signature was right. No secret verifies nothing.
 */
export async function isSignedByMeta(body: Uint8Array<ArrayBuffer>, header: string | null, secret: string) {
  if (!secret || !header?.startsWith(PREFIX)) return false;
  const signature = hexBytes(header.slice(PREFIX.length));
  if (!signature) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, body);
}

/** The header Meta would send with `body`: the development stand-in signs its webhooks with it. */
export async function metaSignature(body: Uint8Array<ArrayBuffer>, secret: string) {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), body));
  return PREFIX + Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
