import { isSignedKey, signedKey } from "~/utils/signed-key.server";
import { CONVERSATION_LINK_DAYS } from "./thread-rules";

const DAY_MS = 24 * 60 * 60 * 1000;
const PURPOSE = "conversation-link";

/**
 * The key of a case's conversation link: an HMAC of the case id, so nothing is stored and a
 * guessed or altered key fails. How long it works is decided by the thread (`linkExpiresAt`).
 */
export async function conversationKey(caseId: string) {
  return signedKey(PURPOSE, caseId);
}

export async function isCaseLinkKey(caseId: string, key: string | null) {
  return isSignedKey(PURPOSE, caseId, key);
}

/** A link works for 30 days after the case was sent or the last message of its thread, whichever is later. */
export function linkExpiresAt(receivedAt: Date, lastMessageAt: Date | null) {
  const from = Math.max(receivedAt.getTime(), lastMessageAt?.getTime() ?? 0);
  return new Date(from + CONVERSATION_LINK_DAYS * DAY_MS);
}

export async function caseLinkPath(caseId: string) {
  return `/requests/${caseId}?key=${await conversationKey(caseId)}`;
}
