import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A PNG photo-like picture (a gradient with grain) of 1200×900 px: well over 60 KB, as a phone's photo would be. */
export function photoPng() {
  const width = 1200;
  const height = 900;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 17) - 8;
      raw[row + 1 + x * 3] = Math.max(0, Math.min(255, (x * 200) / width + grain));
      raw[row + 2 + x * 3] = Math.max(0, Math.min(255, (y * 180) / height + grain));
      raw[row + 3 + x * 3] = 120 + grain;
    }
  }
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Uploads a phone-sized photo on a record's console page and waits for the site's answer. */
export async function uploadPhoto(page: Page, javaScriptEnabled: boolean) {
  await page.getByLabel("New photo").setInputFiles({ name: "IMG_0042.png", mimeType: "image/png", buffer: photoPng() });
  if (javaScriptEnabled) await page.getByText(/^Resized to \d+ KB, ready to upload\.$/).waitFor();
  await page.getByRole("button", { name: "Upload photo" }).click();
  await page.getByRole("status").getByText(/^Photo saved \(\d+ KB\); the site shows it now\.$/).waitFor();
}

/** Waits until the page's picture from `prefix` has loaded. */
export async function pictureLoaded(page: Page, prefix: string) {
  const photo = page.getByRole("main").locator(`img[src^="${prefix}"]`).first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}
