import { config } from "~/config.server";
import { CONVERSATION_LINK_DAYS } from "./thread-rules";

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function signingKey() {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`conversation-link:${config.sessionSecret}`),
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
 * The key of a case's conversation link: an HMAC of the case id, so nothing is stored and a
 * guessed or altered key fails. How long it works is decided by the thread (`linkExpiresAt`).
 */
export async function conversationKey(caseId: string) {
  return base64Url(await crypto.subtle.sign("HMAC", await signingKey(), new TextEncoder().encode(caseId)));
}

export async function isConversationKey(caseId: string, key: string | null) {
  if (!key || !KEY_PATTERN.test(key)) return false;
  return crypto.subtle.verify("HMAC", await signingKey(), fromBase64Url(key), new TextEncoder().encode(caseId));
}

/** A link works for 30 days after the case was sent or the last message of its thread, whichever is later. */
export function linkExpiresAt(receivedAt: Date, lastMessageAt: Date | null) {
  const from = Math.max(receivedAt.getTime(), lastMessageAt?.getTime() ?? 0);
  return new Date(from + CONVERSATION_LINK_DAYS * DAY_MS);
}

export async function conversationPath(caseId: string) {
  return `/requests/${caseId}?key=${await conversationKey(caseId)}`;
}
