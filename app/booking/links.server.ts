import { config } from "~/config.server";
import { localePath, type Locale } from "~/i18n/locales";

/**
 * Booking links carry an HMAC of the booking id and their purpose instead of a stored
 * token, so the reminder job can build the same manage link days later. A hold link
 * cannot manage, and a manage link cannot confirm an e-mail address.
 */
export type BookingLinkPurpose = "hold" | "verify" | "manage";

const encoder = new TextEncoder();
/** The key, not a promise of it: a request must never await a promise another request began. */
let kept: { secret: string; key: CryptoKey } | null = null;

async function signingKey() {
  const secret = config.sessionSecret;
  if (kept?.secret === secret) return kept.key;
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(`booking-links:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  kept = { secret, key };
  return key;
}

function base64url(bytes: ArrayBuffer) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export async function bookingKey(purpose: BookingLinkPurpose | "video-room", bookingId: string) {
  return base64url(await crypto.subtle.sign("HMAC", await signingKey(), encoder.encode(`${purpose}:${bookingId}`)));
}

export async function isBookingKey(purpose: BookingLinkPurpose, bookingId: string, key: string | null) {
  if (!key || !/^[\w-]{43}$/.test(key)) return false;
  const signature = Uint8Array.from(atob(key.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
  // verify() compares in constant time.
  return crypto.subtle.verify("HMAC", await signingKey(), signature, encoder.encode(`${purpose}:${bookingId}`));
}

/** The site path of a booking page: /book/<purpose>/<id>?key=… (/ar/book/… in Arabic). */
export async function bookingPath(purpose: BookingLinkPurpose, bookingId: string, suffix = "", locale: Locale = "en") {
  return localePath(locale, `/book/${purpose}/${bookingId}${suffix}?key=${await bookingKey(purpose, bookingId)}`);
}

export async function bookingUrl(purpose: BookingLinkPurpose, bookingId: string, suffix = "", locale: Locale = "en") {
  return `${config.siteUrl}${await bookingPath(purpose, bookingId, suffix, locale)}`;
}

/**
 * The booking's video call: a room on the operator's video service named by an HMAC of the booking id, so the
 * room is the same in every e-mail, page and calendar file without being stored, and nobody finds it from the id.
 */
export async function videoCallUrl(bookingId: string) {
  const room = (await bookingKey("video-room", bookingId)).replace(/[^A-Za-z0-9]/g, "").slice(0, 24);
  return `${config.videoCallBaseUrl}/NileCare-${room}`;
}
