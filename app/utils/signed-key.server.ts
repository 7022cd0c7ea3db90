import { config } from "~/config.server";

const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Each purpose signs with its own key, so a key made for one kind of link never opens another. */
async function signingKey(purpose: string) {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`${purpose}:${config.sessionSecret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

function base64Url(bytes: ArrayBuffer) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string) {
  const padded = text.replaceAll("-", "+").replaceAll("_", "/");
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/**
 * The key of a link that opens one record without signing in: an HMAC of the record's id, so nothing is
 * stored and a guessed or altered key fails. How long it works is the link's own rule.
 */
export async function signedKey(purpose: string, value: string) {
  return base64Url(await crypto.subtle.sign("HMAC", await signingKey(purpose), new TextEncoder().encode(value)));
}

export async function isSignedKey(purpose: string, value: string, key: string | null) {
  if (!key || !KEY_PATTERN.test(key)) return false;
  return crypto.subtle.verify("HMAC", await signingKey(purpose), fromBase64Url(key), new TextEncoder().encode(value));
}

/** A short lowercase signature of `value` (hex, `length` characters), for places a full key does not fit: an e-mail address. */
export async function shortSignature(purpose: string, value: string, length: number) {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await signingKey(purpose), new TextEncoder().encode(value)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("").slice(0, length);
}

/** Whether `signature` is `value`'s short signature, compared in constant time. */
export async function isShortSignature(purpose: string, value: string, signature: string) {
  const expected = await shortSignature(purpose, value, signature.length);
  if (signature.length === 0 || expected.length !== signature.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return difference === 0;
}
