import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";
import { photoPng } from "./photo";

afterAll(closeBrowser);

const DOCTOR = "dr-hoda-ibrahim";

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
