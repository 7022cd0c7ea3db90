import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";

afterAll(closeBrowser);

const DOCTOR = "dr-hoda-ibrahim";

/** A PNG photo-like picture (a gradient with grain) of 1200×900 px: well over 60 KB, as a phone's photo would be. */
function photoPng() {
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

async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== "1") return;
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `test-results/doctor-admin-${name}-${width}-${colorScheme}.png`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

describe.each(javaScriptModes)("an admin edits a doctor with $name", ({ javaScriptEnabled }) => {
  it("saves the profile in English and Arabic and a phone photo; the public pages show them", async () => {
    const word = `${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const bio = `Leads the valve programme ${word}.`;
    const bioAr = `تقود برنامج جراحة الصمامات ${word}.`;
    const photo = photoPng();
    expect(photo.length).toBeGreaterThan(60 * 1024);

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const { userId } = await signIn(page.context(), `admin-${word}@example.com`);
      d1(`UPDATE profiles SET role = 'admin' WHERE user_id = '${userId}'`);
      await page.goto("/staff");
      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Doctors" }).click();
      await page.getByRole("link", { name: "Dr. Hoda Ibrahim" }).click();
      await page.getByRole("heading", { level: 1, name: "Dr. Hoda Ibrahim" }).waitFor();
      if (javaScriptEnabled) await waitForHydration(page);

      await page.getByLabel(/^Biography(?! in Arabic)/).fill(bio);
      await page.getByLabel("Biography in Arabic").fill(bioAr);
      await page.getByRole("button", { name: "Save profile" }).click();
      await toast(page, "Dr. Hoda Ibrahim's profile is saved; the site shows it now.").waitFor();
      await expect.poll(() => page.getByLabel(/^Biography(?! in Arabic)/).inputValue()).toBe(bio);

      await page.getByLabel("New portrait").setInputFiles({ name: "IMG_0042.png", mimeType: "image/png", buffer: photo });
      if (javaScriptEnabled) await page.getByText(/^Resized to \d+ KB, ready to upload\.$/).waitFor();
      await page.getByRole("button", { name: "Upload portrait" }).click();
      // Resized in the browser or not, the server stores its own encoding of the photo, light enough to be shown.
      await page.getByRole("status").getByText(/^Portrait saved \(\d+ KB\); the site shows it now\.$/).waitFor();
      await shoot(page, javaScriptEnabled ? "js" : "nojs");

      // A file that only starts like a JPEG (HTML after the magic bytes) is refused with a message, in both modes.
      const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script></html>")]);
      await page.getByLabel("New portrait").setInputFiles({ name: "IMG_0043.jpg", mimeType: "image/jpeg", buffer: polyglot });
      await page.getByRole("button", { name: "Upload portrait" }).click();
      await toast(page, "That photo could not be read: the file is damaged, cut short or not really an image. Choose another photo.").waitFor();

      await page.goto(`/doctors/${DOCTOR}`);
      await page.getByText(bio).waitFor();
      const portrait = page.getByRole("main").locator(`img[src*="/doctors/${DOCTOR}/"]`).first();
      await expect.poll(() => portrait.getAttribute("src")).toMatch(/\/portrait\?v=/);
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const size = await page.evaluate(async (src) => (await (await fetch(src)).arrayBuffer()).byteLength, (await portrait.getAttribute("src"))!);
      expect(size).toBeLessThanOrEqual(60 * 1024);
      await page.goto(`/ar/doctors/${DOCTOR}`);
      await page.getByText(bioAr).waitFor();
    });
  });
});
