import jpegWasm from "imagescript/wasm/any/jpeg.wasm";
import { zlibSync } from "fflate";
import { encodeWebp } from "~/doctors/portrait-codecs.server";

/** RGBA pixels: `paint(x, y)` gives each pixel's RGB, with a little grain so the photo compresses as a photo does. */
export function photoPixels(width: number, height: number, paint: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 9) - 4;
      const [r, g, b] = paint(x, y);
      data.set([r + grain, g + grain, b + grain, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

type Photo = ReturnType<typeof photoPixels>;

/** A real JPEG of the pixels (ImageScript's encoder), as a camera writes one: JFIF, baseline, no metadata. */
export function jpegOf({ width, height, data }: Photo, quality: number) {
  const jpeg = new WebAssembly.Instance(jpegWasm).exports as unknown as {
    memory: WebAssembly.Memory;
    walloc(size: number): number;
    wlen(): number;
    encode(pointer: number, width: number, height: number, quality: number): number;
  };
  const input = jpeg.walloc(data.length);
  new Uint8Array(jpeg.memory.buffer, input, data.length).set(data);
  const output = jpeg.encode(input, width, height, quality);
  return new Uint8Array(jpeg.memory.buffer, output, jpeg.wlen()).slice();
}

/**
 * The JPEG with a phone's EXIF segment after its start: the orientation it was held in and a GPS position, whose
 * processing-method field carries `marker` so a test can look for it in what was stored.
 */
export function withExif(jpeg: Uint8Array, { orientation, marker }: { orientation: number; marker: string }) {
  const text = new TextEncoder().encode(marker);
  const tiff = new Uint8Array(104 + text.length);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    view.setUint32(at + 8, value, true);
  };
  view.setUint16(8, 2, true);
  entry(10, 0x0112, 3, 1, orientation);
  entry(22, 0x8825, 4, 1, 38);
  view.setUint16(38, 3, true);
  entry(40, 0x0001, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(52, 0x0002, 5, 3, 80); // GPSLatitude, three rationals at 80
  entry(64, 0x001b, 7, text.length, 104); // GPSProcessingMethod
  [30, 1, 2, 1, 40, 1].forEach((n, i) => view.setUint32(80 + i * 4, n, true));
  tiff.set(text, 104);
  const exif = new Uint8Array(4 + 6 + tiff.length);
  new DataView(exif.buffer).setUint16(2, exif.length - 2);
  exif.set([0xff, 0xe1]);
  exif.set(new TextEncoder().encode("Exif\0\0"), 4);
  exif.set(tiff, 10);
  return concat(jpeg.subarray(0, 2), exif, jpeg.subarray(2));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => (bytes.reduce((c, b) => crcTable[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

/** A real PNG of the pixels (truecolour with alpha, zlib as any encoder writes it). */
export function pngOf({ width, height, data }: Photo) {
  const raw = new Uint8Array((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const chunk = (type: string, body: Uint8Array) => {
    const typed = concat(new TextEncoder().encode(type), body);
    const out = new Uint8Array(8 + body.length + 4);
    const view = new DataView(out.buffer);
    view.setUint32(0, body.length);
    out.set(typed, 4);
    view.setUint32(8 + body.length, crc32(typed));
    return out;
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  return concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", zlibSync(raw)), chunk("IEND", new Uint8Array()));
}

/** A WebP of the pixels, as a browser's canvas makes one when it resizes a photo before the upload. */
export function webpOf(photo: Photo, quality: number) {
  return encodeWebp({ ...photo, channels: 4 }, quality);
}

export function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether `bytes` contain `text` anywhere (as ASCII). */
export function containsText(bytes: Uint8Array, text: string) {
  return new TextDecoder("latin1").decode(bytes).includes(text);
}
