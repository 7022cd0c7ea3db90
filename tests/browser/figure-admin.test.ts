import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { seeAtBothWidths } from "./both-widths";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";

afterAll(closeBrowser);

describe.each(javaScriptModes)("an admin states a figure of the operator's with $name", ({ javaScriptEnabled }) => {
  it("with its source and date, and a visitor sees it with its source on home and About in English and Arabic", async () => {
    const mode = javaScriptEnabled ? "js" : "nojs";
    // A figure of its own per run, so the two modes do not meet on the pages.
    const value = javaScriptEnabled ? "3,400+" : "2,900+";
    const label = javaScriptEnabled ? "Video consultations held" : "Clinic consultations held";
    const labelAr = javaScriptEnabled ? "استشارات أجريناها بالفيديو" : "استشارات أجريناها في العيادة";

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const { userId } = await signIn(page.context(), `admin-figures-${mode}-${Date.now()}@example.com`);
      d1(`UPDATE profiles SET role = 'admin' WHERE user_id = '${userId}'`);
      await page.goto("/staff");
      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Figures" }).click();
      await page.getByRole("link", { name: "Add a figure" }).click();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel(/^Label(?! in Arabic)/).fill(label);
      await page.getByLabel("Label in Arabic").fill(labelAr);
      await page.getByRole("textbox", { name: "Figure" }).fill(value);
      await page.getByLabel(/^Source(?! in Arabic)/).fill("NileCare consultation diary");
      await page.getByLabel("Source in Arabic").fill("سجل استشارات NileCare");
      await page.getByLabel("Date of the source").fill("2026-11-30");
      await page.getByRole("button", { name: "Add figure" }).click();
      await toast(page, `${label} is added, hidden from the site until you show it.`).waitFor();
      await page.getByRole("button", { name: `Show ${label} on the site` }).click();
      await toast(page, `${label} is shown on the site.`).waitFor();
      // The figure's console page on a phone: nothing sticks out sideways.
      await page.setViewportSize({ width: 390, height: 900 });
      await page.getByRole("heading", { level: 1, name: label }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `test-results/screenshots/figure-console-${mode}-390.png`);
    });

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const hero = page.getByRole("main").locator("dl").first();
      const figure = (name: string) => hero.locator("div").filter({ has: page.getByRole("term").filter({ hasText: name }) });
      for (const [path, name, source] of [
        ["/", label, "Source: NileCare consultation diary, November 30, 2026"],
        ["/about", label, "Source: NileCare consultation diary, November 30, 2026"],
        ["/ar", labelAr, "المصدر: سجل استشارات NileCare، 30 نوفمبر 2026"],
        ["/ar/about", labelAr, "المصدر: سجل استشارات NileCare، 30 نوفمبر 2026"],
      ] as const) {
        await page.goto(path);
        await seeAtBothWidths(
          page,
          async () => {
            // The operator's figure as typed, left to right in Arabic too, and its source isolated in its sentence.
            await figure(name).locator('bdi[dir="ltr"]').getByText(value, { exact: true }).waitFor();
            await expect.poll(async () => (await figure(name).locator("dd").last().textContent())?.replace(/[\u2066-\u2069]/g, "")).toBe(source);
          },
          `figures-${path === "/" ? "home" : path.slice(1).replace("/", "-")}-${mode}`,
        );
      }
    });
  });
});
