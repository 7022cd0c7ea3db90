import { portraitTypeOf, type PortraitType } from "./portrait-rules";

/** What a file's own headers say before anything is decoded: its size in pixels and, for a JPEG, how to turn it. */
export type PortraitHeader = {
  type: PortraitType;
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1: as stored); a phone records how it was held instead of turning the pixels. */
  orientation: number;
};

const u16 = (b: Uint8Array, at: number, little = false) => (little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
const u32 = (b: Uint8Array, at: number, little = false) =>
  (little ? u16(b, at, true) + u16(b, at + 2, true) * 65536 : u16(b, at) * 65536 + u16(b, at + 2)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** The orientation tag of an APP1 "Exif" segment's first IFD, or 1. */
function exifOrientation(b: Uint8Array, start: number, end: number) {
  const tiff = start + 6;
  if (end - tiff < 8 || ascii(b, start, 6) !== "Exif\0\0") return 1;
  const little = ascii(b, tiff, 2) === "II";
  const ifd = tiff + u32(b, tiff + 4, little);
  if (ifd + 2 > end) return 1;
  for (let entry = ifd + 2, n = u16(b, ifd, little); n > 0 && entry + 12 <= end; n--, entry += 12) {
    if (u16(b, entry, little) === 0x0112) {
      const value = u16(b, entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * A JPEG's frame size and orientation, walking its markers to the scan; null unless the markers hold together and
 * the image data after the scan ends with an end-of-image marker (a truncated upload has none).
 */
function jpegHeader(b: Uint8Array): PortraitHeader | null {
  let at = 2;
  let size: { width: number; height: number } | null = null;
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = u16(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return null;
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(b, at + 4, end);
    // Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      size = { height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    if (marker === 0xda) {
      if (!size || size.width === 0 || size.height === 0) return null;
      for (let i = end; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd9) return { type: "image/jpeg", ...size, orientation };
      return null;
    }
    at = end;
  }
  return null;
}

/** A PNG's size from its first chunk, which must be IHDR; null if it is not. */
function pngHeader(b: Uint8Array): PortraitHeader | null {
  if (b.length < 33 || ascii(b, 12, 4) !== "IHDR") return null;
  return { type: "image/png", width: u32(b, 16), height: u32(b, 20), orientation: 1 };
}

/** A WebP's canvas size from its first chunk (VP8X, lossy VP8 or lossless VP8L); null for anything else. */
function webpHeader(b: Uint8Array): PortraitHeader | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  const size = (width: number, height: number) => ({ type: "image/webp" as const, width, height, orientation: 1 });
  if (chunk === "VP8X") return size(1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)));
  if (chunk === "VP8 " && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return size(u16(b, 26, true) & 0x3fff, u16(b, 28, true) & 0x3fff);
  if (chunk === "VP8L" && b[20] === 0x2f) {
    const bits = u32(b, 21, true);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

/** The header of a JPEG, PNG or WebP upload, judged by its bytes; null for anything else or a broken header. */
export function portraitHeader(bytes: Uint8Array): PortraitHeader | null {
  const type = portraitTypeOf(bytes.subarray(0, 12));
  const header = type === "image/jpeg" ? jpegHeader(bytes) : type === "image/png" ? pngHeader(bytes) : type === "image/webp" ? webpHeader(bytes) : null;
  return header && header.width > 0 && header.height > 0 ? header : null;
}
