import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { seeAtBothWidths } from "./both-widths";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";
import { photoPng } from "./photo";

afterAll(closeBrowser);

describe.each(javaScriptModes)("an admin adds a facility with $name", ({ javaScriptEnabled }) => {
  it("with a photo and an accreditation, and a visitor sees them on its page in English and Arabic", async () => {
    const word = `${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const name = `Maadi Heart Hospital ${word}`;
    const nameAr = `مستشفى المعادي للقلب ${word}`;
    const number = `JCI-${word}`;
    let path = "";

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const { userId } = await signIn(page.context(), `admin-${word}@example.com`);
      d1(`UPDATE profiles SET role = 'admin' WHERE user_id = '${userId}'`);
      await page.goto("/staff");
      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Facilities" }).click();
      await page.getByRole("link", { name: "Add a facility" }).click();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Kind").selectOption("hospital");
      await page.getByLabel(/^Name(?! in Arabic)/).fill(name);
      await page.getByLabel("Name in Arabic").fill(nameAr);
      await page.getByLabel(/^Address(?! in Arabic)/).fill("3 Road 9, Maadi, Cairo");
      await page.getByLabel("Address in Arabic").fill("3 شارع 9، المعادي، القاهرة");
      await page.getByRole("checkbox", { name: "Cardiac surgery" }).check();
      await page.getByRole("button", { name: "Add facility" }).click();
      await toast(page, `${name} is added, hidden from the site until you show it.`).waitFor();
      await page.getByRole("heading", { level: 1, name }).waitFor();
      path = new URL(page.url()).pathname.replace("/staff", "");

      await page.getByLabel("Accrediting body").selectOption("JCI");
      await page.getByLabel("Accreditation number").fill(number);
      await page.getByLabel("Valid until").fill("2030-05-31");
      await page.getByLabel("Register link").fill("https://www.jointcommissioninternational.org/who-we-are/accredited-organizations/");
      await page.getByRole("button", { name: "Add accreditation" }).click();
      await toast(page, `JCI ${number} is added; the site shows it until it expires.`).waitFor();

      await page.getByLabel("New photo").setInputFiles({ name: "IMG_0042.png", mimeType: "image/png", buffer: photoPng() });
      if (javaScriptEnabled) await page.getByText(/^Resized to \d+ KB, ready to upload\.$/).waitFor();
      await page.getByRole("button", { name: "Upload photo" }).click();
      await page.getByRole("status").getByText(/^Photo saved \(\d+ KB\); the site shows it now\.$/).waitFor();

      await page.getByRole("button", { name: `Show ${name} on the site` }).click();
      await toast(page, `${name} is shown on the site.`).waitFor();
      await screenshot(page, `test-results/screenshots/facility-console-${javaScriptEnabled ? "js" : "nojs"}.png`);
    });

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await seeAtBothWidths(
        page,
        async () => {
          await page.getByRole("heading", { level: 1, name }).waitFor();
          await main.getByText(number).waitFor();
          await main.getByText("Valid until May 31, 2030").waitFor();
          const photo = main.locator(`img[src^="${path}/photos/"]`).first();
          await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        },
        `facility-en-${javaScriptEnabled ? "js" : "nojs"}`,
      );
      await page.goto(`/ar${path}`);
      await seeAtBothWidths(
        page,
        async () => {
          await page.getByRole("heading", { level: 1, name: nameAr }).waitFor();
          await main.getByText("ساري حتى").waitFor();
          await main.getByRole("link", { name: "تحقّق منه في السجل" }).waitFor();
        },
        `facility-ar-${javaScriptEnabled ? "js" : "nojs"}`,
      );
    });
  });
});
