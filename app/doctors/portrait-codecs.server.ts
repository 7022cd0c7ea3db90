import webpDecoder from "@jsquash/webp/codec/dec/webp_dec.js";
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm";
import webpEncoder from "@jsquash/webp/codec/enc/webp_enc.js";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc.wasm";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";
import jpegWasm from "imagescript/wasm/any/jpeg.wasm";
import pngWasm from "imagescript/wasm/any/png.wasm";
import type { PortraitType } from "./portrait-rules";
import type { Pixels } from "./portrait-pixels";

/*
 * Every call instantiates its codec afresh (the module is compiled once, at upload): a broken file may leave a codec's
 * memory in any state, and a 10 MB photo's working memory is given back with the instance instead of staying
 * reserved in the isolate. Instances are plain objects of one request; nothing here is shared between requests.
 */

type JpegExports = {
  memory: WebAssembly.Memory;
  walloc(size: number): number;
  wlen(): number;
  decode(pointer: number, length: number, width: number, height: number): number;
  decode_width(frame: number): number;
  decode_height(frame: number): number;
  decode_buffer(frame: number): number;
};

type PngExports = {
  memory: WebAssembly.Memory;
  walloc(size: number): number;
  wfree(pointer: number): void;
  decode(pointer: number, length: number): number;
  width(): number;
  height(): number;
};

/**
 * A JPEG decoded at the smallest of 1/1, 1/2, 1/4 or 1/8 of its size that still covers `side` (libjpeg's DCT
 * scaling, in ImageScript's decoder): a 48-megapixel phone photo needs 3 MB of pixels instead of 190 MB.
 */
function decodeJpeg(bytes: Uint8Array, side: number): Pixels | null {
  const jpeg = new WebAssembly.Instance(jpegWasm).exports as unknown as JpegExports;
  const input = jpeg.walloc(bytes.length);
  new Uint8Array(jpeg.memory.buffer, input, bytes.length).set(bytes);
  const frame = jpeg.decode(input, bytes.length, side, side);
  if (frame <= 1) return null;
  const width = jpeg.decode_width(frame);
  const height = jpeg.decode_height(frame);
  // The buffer's length is what `wlen` answers after `decode_buffer`.
  const pixels = jpeg.decode_buffer(frame);
  const length = jpeg.wlen();
  const channels = length / (width * height);
  if (channels !== 1 && channels !== 3 && channels !== 4) return null;
  const data = new Uint8Array(jpeg.memory.buffer, pixels, length);
  // Four channels are Adobe's inverted CMYK: each colour times the black, to RGB with an opaque alpha.
  if (channels === 4) {
    for (let at = 0; at < length; at += 4) {
      const k = data[at + 3]!;
      for (let c = at; c < at + 3; c++) data[c] = Math.round((data[c]! * k) / 255);
      data[at + 3] = 255;
    }
  }
  return { width, height, channels, data };
}

function decodePng(bytes: Uint8Array): Pixels | null {
  const png = new WebAssembly.Instance(pngWasm, { env: { emscripten_notify_memory_growth() {} } }).exports as unknown as PngExports;
  const input = png.walloc(bytes.length);
  new Uint8Array(png.memory.buffer, input, bytes.length).set(bytes);
  const frame = png.decode(input, bytes.length);
  png.wfree(input);
  if (frame < 0) return null;
  const width = png.width();
  const height = png.height();
  return { width, height, channels: 4, data: new Uint8Array(png.memory.buffer, frame, width * height * 4) };
}

async function decodeWebp(bytes: Uint8Array): Promise<Pixels | null> {
  const webp = await initEmscriptenModule(webpDecoder, webpDecoderWasm, { locateFile: () => "" });
  const image = webp.decode(bytes);
  return image ? { width: image.width, height: image.height, channels: 4, data: new Uint8Array(image.data.buffer) } : null;
}

/** The pixels of a JPEG, PNG or WebP file; null when its codec cannot read it (broken, truncated, not an image). */
export async function decodePortrait(type: PortraitType, bytes: Uint8Array, side: number): Promise<Pixels | null> {
  try {
    if (type === "image/jpeg") return decodeJpeg(bytes, side);
    if (type === "image/png") return decodePng(bytes);
    return await decodeWebp(bytes);
  } catch {
    // A codec that traps on a malformed file (WebAssembly "unreachable") has read nothing usable.
    return null;
  }
}

/** RGBA pixels as a lossy WebP at `quality` (0–100), without any metadata. */
export async function encodeWebp(image: Pixels, quality: number): Promise<Uint8Array> {
  const webp = await initEmscriptenModule(webpEncoder, webpEncoderWasm, { locateFile: () => "" });
  const encoded = webp.encode(image.data, image.width, image.height, { ...webpDefaults, quality });
  if (!encoded) throw new Error("The WebP encoder returned nothing");
  return encoded.slice();
}
