import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, javaScriptOn, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

describe.each(javaScriptOn)("the information pages in Arabic with $name", ({ javaScriptEnabled }) => {
  it("FAQ: a search in Arabic finds answers however the word is spelled, and stays in Arabic", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/ar/faq");
      // Written without the hamza and with a final haa, as many people type it.
      await page.getByLabel("ابحث في الأسئلة").fill("تاشيره");
      await page.getByRole("button", { name: "بحث" }).click();
      await page.getByRole("heading", { name: "نتائج البحث" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/ar/faq");
      await expect.poll(() => page.getByText("هل أحتاج إلى تأشيرة للسفر إلى مصر بغرض العلاج؟").isVisible()).toBe(true);
      expect(await page.locator("main").getByRole("status").textContent()).toMatch(/«تاشيره»\.$/);

      await page.getByRole("link", { name: "امسح البحث وتصفّح كل الأسئلة" }).click();
      await page.getByRole("tablist", { name: "فئات الأسئلة الشائعة" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/ar/faq");
    });
  });

  it("FAQ: a category card opens its Arabic tab under the same anchor", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/ar/faq");
      await page.getByRole("link", { name: /^التكاليف والدفع/ }).click();
      const costs = page.locator("#costs-payment");
      await costs.waitFor({ state: "visible" });
      await expect.poll(() => page.locator("#general-questions").isVisible()).toBe(false);
      await costs.getByText("كيف أدفع؟").click();
      await expect.poll(() => costs.getByText("تدفع للمستشفى مباشرةً").isVisible()).toBe(true);
    });
  });

  it("travel information: the Arabic tabs switch, and the arrow keys follow the reading direction", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/ar/travel-info");
      const panel = page.getByRole("tabpanel");
      expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("التأشيرة والدخول");

      await page.getByRole("tab", { name: "معلومات عملية" }).click();
      await panel.getByText("شرطة السياحة").waitFor();
      await page.waitForURL((url) => url.pathname === "/ar/travel-info" && url.searchParams.get("tab") === "practical");

      // Right to left, the left arrow moves forward (wrapping to the first tab) and the right arrow back.
      await page.getByRole("tab", { name: "معلومات عملية" }).press("ArrowLeft");
      await panel.getByRole("rowheader", { name: "دول مجلس التعاون الخليجي" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("التأشيرة والدخول");
      await page.keyboard.press("ArrowRight");
      await panel.getByText("شرطة السياحة").waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("معلومات عملية");
    });
  });
});
