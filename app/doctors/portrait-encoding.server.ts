import { decodePortrait, encodeWebp } from "./portrait-codecs.server";
import { portraitHeader } from "./portrait-headers";
import { fitWithin, upright } from "./portrait-pixels";
import { MAX_FULL_DECODE_PIXELS, MAX_JPEG_PIXELS, PORTRAIT_SIDE, portraitTypeOf, SERVED_PORTRAIT_BYTES } from "./portrait-rules";

export type EncodedPortrait =
  | { ok: true; bytes: Uint8Array; width: number; height: number }
  | { ok: false; reason: "invalidType" | "undecodable" | "tooManyPixels" };

/**
 * The portrait the site stores: the upload decoded, turned upright, scaled to fit PORTRAIT_SIDE and encoded afresh
 * as WebP, at the best quality (then the largest size) that weighs at most 60 KB. Nothing of the upload but its
 * pixels survives: no EXIF (GPS, camera), no trailing bytes, no HTML after a JPEG's header (decision 0123).
 */
export async function encodePortrait(upload: Uint8Array): Promise<EncodedPortrait> {
  const header = portraitHeader(upload);
  // A JPEG, PNG or WebP signature whose header does not hold together (HTML after the magic bytes) is a broken image.
  if (!header) return { ok: false, reason: portraitTypeOf(upload.subarray(0, 12)) ? "undecodable" : "invalidType" };
  const pixels = header.width * header.height;
  // A JPEG is decoded at an eighth of its size or more; PNG and WebP only whole, within the Worker's 128 MB.
  if (pixels > (header.type === "image/jpeg" ? MAX_JPEG_PIXELS : MAX_FULL_DECODE_PIXELS)) return { ok: false, reason: "tooManyPixels" };
  const decoded = await decodePortrait(header.type, upload, PORTRAIT_SIDE);
  if (!decoded) return { ok: false, reason: "undecodable" };
  let image = upright(fitWithin(decoded, PORTRAIT_SIDE), header.orientation);
  for (;;) {
    for (const quality of [82, 72, 62, 50]) {
      const bytes = await encodeWebp(image, quality);
      if (bytes.length <= SERVED_PORTRAIT_BYTES) return { ok: true, bytes, width: image.width, height: image.height };
    }
    image = fitWithin(image, Math.round(Math.max(image.width, image.height) * 0.75));
  }
}
