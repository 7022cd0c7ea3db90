/**
 * A doctor's portrait as staff upload it and the site encodes it (decision 0123), shared by the console's form (which
 * resizes in the browser) and the server (which decodes, checks and encodes every upload).
 */

/** What a phone may send: a photo straight from the camera roll. */
export const MAX_PORTRAIT_BYTES = 10 * 1024 * 1024;

/** What a portrait may weigh on a page: the site encodes every portrait to weigh at most this. */
export const SERVED_PORTRAIT_BYTES = 60 * 1024;

/**
 * The largest JPEG the server decodes, in pixels: decoded at an eighth of its size, 100 megapixels need 5 MB of the
 * Worker's 128 MB. A phone's largest photos have 50.
 */
export const MAX_JPEG_PIXELS = 100_000_000;

/**
 * The largest PNG or WebP the server decodes, 2560 × 2048: their codecs decode whole, and a file's bytes, its pixels
 * and the decoder's own copy must stay well within the Worker's 128 MB (about 60 MB at this size).
 */
export const MAX_FULL_DECODE_PIXELS = 2560 * 2048;

/** The longest side the browser resizes a portrait to (cards draw it at 56 CSS px, profiles at 112, up to three device pixels each). */
export const PORTRAIT_SIDE = 480;

export const portraitTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type PortraitType = (typeof portraitTypes)[number];

export const PORTRAIT_FIELD = "portrait";

/** What the file input offers; the server decides by the bytes. */
export const portraitAccept = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

/** The type the first bytes of a file show, or null: JPEG, PNG or WebP (RIFF….WEBP). */
export function portraitTypeOf(head: Uint8Array): PortraitType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}
