import { config } from "~/config.server";
import { isShortSignature, shortSignature } from "~/utils/signed-key.server";

/**
 * The per-case reply address of the patient's e-mails: `reply+<case>-<expiry>-<signature>@REPLY_DOMAIN`. The case id
 * is written without its dashes (32 hex), the expiry is a day number in base 36, and the signature is 20 hex (80 bits)
 * of an HMAC over both, so the whole local part stays under SMTP's 64 characters and survives servers that fold case.
 * A reply arriving after the expiry is quarantined like a forged one (decision 0104).
 */
export const REPLY_ADDRESS_LIFETIME_DAYS = 180;

const PURPOSE = "case-reply-address";
const SIGNATURE_LENGTH = 20;
const DAY = 24 * 60 * 60 * 1000;
const LOCAL_PART = /^reply\+([0-9a-f]{32})-([0-9a-z]{1,6})-([0-9a-f]{20})$/;

const compact = (caseId: string) => caseId.replaceAll("-", "").toLowerCase();
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The Reply-To of an e-mail about the case, valid for REPLY_ADDRESS_LIFETIME_DAYS from `now`. */
export async function replyAddressFor(caseId: string, now = new Date()) {
  const expiry = (Math.floor(now.getTime() / DAY) + REPLY_ADDRESS_LIFETIME_DAYS).toString(36);
  const signed = `${compact(caseId)}-${expiry}`;
  return `reply+${signed}-${await shortSignature(PURPOSE, signed, SIGNATURE_LENGTH)}@${config.replyDomain}`;
}

/** The headers a patient's e-mail about a case carries: replying to it writes in the case's thread. */
export async function replyHeadersFor(caseId: string) {
  return { "Reply-To": await replyAddressFor(caseId) };
}

export type ReplyAddressReading =
  /** Not a reply address of ours: mail to the care inbox. */
  | { kind: "none" }
  | { kind: "case"; caseId: string }
  | { kind: "invalid" }
  | { kind: "expired" };

/** What an inbound recipient address says: a case (signature and expiry checked), a bad token, or no token at all. */
export async function readReplyAddress(address: string, now = new Date()): Promise<ReplyAddressReading> {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  if (at < 0 || domain !== config.replyDomain || !local.startsWith("reply+")) return { kind: "none" };
  const match = LOCAL_PART.exec(local);
  if (!match) return { kind: "invalid" };
  const [, hex, expiry, signature] = match as unknown as [string, string, string, string];
  if (!(await isShortSignature(PURPOSE, `${hex}-${expiry}`, signature))) return { kind: "invalid" };
  if (parseInt(expiry, 36) < Math.floor(now.getTime() / DAY)) return { kind: "expired" };
  return { kind: "case", caseId: uuidOf(hex) };
}
