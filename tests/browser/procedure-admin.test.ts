import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";
import { seeAtBothWidths } from "./both-widths";
import { pictureLoaded, uploadPhoto } from "./photo";

afterAll(closeBrowser);

describe.each(javaScriptModes)("an admin adds a procedure with $name", ({ javaScriptEnabled }) => {
  it("with its price, and a visitor sees it on /treatments and its specialty page in English and Arabic", async () => {
    const mode = javaScriptEnabled ? "js" : "nojs";
    const word = `${mode}${Date.now()}`;
    const name = `Knee Replacement ${word}`;
    const nameAr = `استبدال مفصل الركبة ${word}`;

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const { userId } = await signIn(page.context(), `admin-${word}@example.com`);
      d1(`UPDATE profiles SET role = 'admin' WHERE user_id = '${userId}'`);
      await page.goto("/staff");
      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Catalogue" }).click();
      await page.getByRole("link", { name: "Add a procedure" }).click();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Specialty").selectOption("orthopedic-surgery");
      await page.getByLabel(/^Name(?! in Arabic)/).fill(name);
      await page.getByLabel("Name in Arabic").fill(nameAr);
      await page.getByLabel(/^Description(?! in Arabic)/).fill("The worn knee joint is replaced with an artificial one.");
      await page.getByLabel("Description in Arabic").fill("يُستبدل مفصل الركبة التالف بمفصل صناعي.");
      await page.getByLabel(/^Duration(?! in Arabic)/).fill("1-2 hours");
      await page.getByLabel("Duration in Arabic").fill("من ساعة إلى ساعتين");
      await page.getByLabel(/^Recovery(?! in Arabic| stages)/).fill("6-12 weeks");
      await page.getByLabel("Recovery in Arabic").fill("من 6 إلى 12 أسبوعًا");
      await page.getByLabel("Lowest price (USD)").fill("12,000");
      await page.getByLabel("Highest price (USD)").fill("14,000");
      // Outside the range first: the message stands by the field and everything typed is kept.
      await page.getByLabel("Egypt price (USD)").fill("15,000");
      await page.getByLabel("Fewest hospital nights").fill("3");
      await page.getByLabel("Most hospital nights").fill("5");
      await page.getByLabel("Fewest nights in Egypt").fill("14");
      await page.getByLabel("Most nights in Egypt").fill("21");
      await page.getByLabel("Trips to Egypt").fill("1");
      await page.getByRole("checkbox", { name: "Hospital nights" }).check();
      await page.getByLabel(/^Who it suits(?!, in Arabic)/).fill("Severe knee arthritis");
      await page.getByLabel("Who it suits, in Arabic").fill("خشونة شديدة في الركبة");
      await page.getByLabel(/^Recovery stages(?! in Arabic)/).fill("Ward (days 1-4): First steps with a physiotherapist");
      await page.getByLabel("Recovery stages in Arabic").fill("القسم الداخلي (الأيام 1-4): الخطوات الأولى مع أخصائي العلاج الطبيعي");
      const prices = { "the United States": "40,000", "the United Kingdom": "27,000", Germany: "30,000", Canada: "48,000" };
      for (const [country, amount] of Object.entries(prices)) {
        const group = page.getByRole("group", { name: `Price in ${country}` });
        await group.getByLabel(/^Amount/).fill(amount);
        await group.getByLabel("Read on").fill("2026-11-20");
        await group.getByLabel("Source").fill(`${country} hospital price list`);
      }
      await page.getByRole("button", { name: "Add procedure" }).click();
      await page.getByText("The Egypt price lies outside the price range").waitFor();
      expect(await page.getByLabel(/^Name(?! in Arabic)/).inputValue()).toBe(name);
      expect(await page.getByLabel("Source").first().inputValue()).toBe("the United States hospital price list");
      await page.getByLabel("Egypt price (USD)").fill("13,000");
      await page.getByRole("button", { name: "Add procedure" }).click();
      await toast(page, `${name} is added, retired until you offer it.`).waitFor();
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await page.getByRole("button", { name: `Show ${name} on the site` }).click();
      await toast(page, `${name} is shown on the site.`).waitFor();
      await screenshot(page, `test-results/screenshots/procedure-console-${mode}.png`);
    });

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const main = page.getByRole("main");
      await page.goto("/treatments");
      await seeAtBothWidths(page, () => main.getByText(name).first().waitFor(), `procedure-treatments-en-${mode}`);
      await page.goto("/treatments/orthopedic-surgery");
      await seeAtBothWidths(
        page,
        async () => {
          const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name }) });
          await card.getByText("$12,000 - $14,000").waitFor();
        },
        `procedure-specialty-en-${mode}`,
      );
      await page.goto("/ar/treatments");
      await seeAtBothWidths(page, () => main.getByText(nameAr).first().waitFor(), `procedure-treatments-ar-${mode}`);
      await page.goto("/ar/treatments/orthopedic-surgery");
      await seeAtBothWidths(
        page,
        async () => {
          const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: nameAr }) });
          await card.getByText("خشونة شديدة في الركبة").waitFor();
        },
        `procedure-specialty-ar-${mode}`,
      );
    });
  });
});

describe.each(javaScriptModes)("an admin uploads a specialty's photo with $name", ({ javaScriptEnabled }) => {
  it("from a phone, and a visitor sees it instead of the drawing on /treatments and the specialty's page, named in each language", async () => {
    const mode = javaScriptEnabled ? "js" : "nojs";
    const word = `${mode}${Date.now()}`;
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 900 } }, async (page) => {
      const { userId } = await signIn(page.context(), `photo-admin-${word}@example.com`);
      d1(`UPDATE profiles SET role = 'admin' WHERE user_id = '${userId}'`);
      await page.goto("/staff/catalogue/specialties/eye-surgery");
      if (javaScriptEnabled) await waitForHydration(page);
      await uploadPhoto(page, javaScriptEnabled);
      await pictureLoaded(page, "/treatments/eye-surgery/photo");
      await screenshot(page, `test-results/screenshots/specialty-photo-console-${mode}.png`);
    });

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const main = page.getByRole("main");
      const uploaded = 'img[src^="/treatments/eye-surgery/photo"]';
      const photo = main.locator(uploaded).first();
      // The photo stands in the drawing's 16:9 box, named as the heading beside it names the specialty.
      const shownAs = async (heading: string) => {
        // A card's picture loads lazily, as it comes into view.
        await photo.scrollIntoViewIfNeeded();
        await pictureLoaded(page, "/treatments/eye-surgery/photo");
        expect(await photo.getAttribute("alt")).toBe(heading);
        const box = (await photo.boundingBox())!;
        expect(box.height / box.width).toBeCloseTo(9 / 16, 1);
      };
      for (const prefix of ["", "/ar"]) {
        await page.goto(`${prefix}/treatments`);
        const card = main.getByRole("listitem").filter({ has: page.locator(uploaded) });
        await seeAtBothWidths(page, async () => shownAs((await card.getByRole("heading", { level: 3 }).textContent())!.trim()), `specialty-photo-cards${prefix.replace("/", "-")}-${mode}`);
        await page.goto(`${prefix}/treatments/eye-surgery`);
        await seeAtBothWidths(page, async () => shownAs((await page.getByRole("heading", { level: 1 }).textContent())!.trim()), `specialty-photo-page${prefix.replace("/", "-")}-${mode}`);
      }
    });
  });
});
