/** Decoded pixels: `channels` bytes a pixel (1 grey, 3 RGB, 4 RGBA), row after row. */
export type Pixels = { width: number; height: number; channels: 1 | 3 | 4; data: Uint8Array };

/**
 * The picture scaled down to fit `side` (never up), as RGBA: every target pixel the average of the source pixels it
 * covers, which keeps a photo's detail when a phone's 4,000 pixels become 480.
 */
export function fitWithin(source: Pixels, side: number): Pixels {
  const scale = Math.min(1, side / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const sums = new Float64Array(width * height * 4);
  const counts = new Uint32Array(width * height);
  const { channels, data } = source;
  for (let y = 0; y < source.height; y++) {
    const row = Math.min(height - 1, Math.floor((y * height) / source.height)) * width;
    for (let x = 0; x < source.width; x++) {
      const target = row + Math.min(width - 1, Math.floor((x * width) / source.width));
      const at = (y * source.width + x) * channels;
      const sum = target * 4;
      const grey = channels === 1;
      sums[sum] = sums[sum]! + data[at]!;
      sums[sum + 1] = sums[sum + 1]! + data[grey ? at : at + 1]!;
      sums[sum + 2] = sums[sum + 2]! + data[grey ? at : at + 2]!;
      sums[sum + 3] = sums[sum + 3]! + (channels === 4 ? data[at + 3]! : 255);
      counts[target]!++;
    }
  }
  const out = new Uint8Array(width * height * 4);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(sums[i]! / counts[i >> 2]!);
  return { width, height, channels: 4, data: out };
}

/** RGBA pixels turned upright as EXIF orientation 2–8 asks (1: already upright). */
export function upright(image: Pixels, orientation: number): Pixels {
  if (orientation <= 1 || orientation > 8) return image;
  const swap = orientation >= 5;
  const width = swap ? image.height : image.width;
  const height = swap ? image.width : image.height;
  const out = new Uint8Array(image.data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Where the pixel shown at (x, y) is stored.
      const [sx, sy] = [
        [x, y],
        [image.width - 1 - x, y],
        [image.width - 1 - x, image.height - 1 - y],
        [x, image.height - 1 - y],
        [y, x],
        [y, image.height - 1 - x],
        [image.width - 1 - y, image.height - 1 - x],
        [image.width - 1 - y, x],
      ][orientation - 1]!;
      out.set(image.data.subarray((sy! * image.width + sx!) * 4, (sy! * image.width + sx!) * 4 + 4), (y * width + x) * 4);
    }
  }
  return { width, height, channels: 4, data: out };
}
