import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { baseURL, closeBrowser, javaScriptOn, layoutThemes, screenshot, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const SCREENSHOTS = "test-results/screenshots";

async function expectStep(page: Page, n: number, title: string) {
  await page.getByText(`الخطوة ${n} من 5`).waitFor();
  await expect.poll(() => page.getByRole("heading", { level: 2, name: title }).isVisible()).toBe(true);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    "ar",
    "rtl",
  ]);
  expect(new URL(page.url()).pathname).toBe("/ar/plan");
}

const next = (page: Page) => page.getByRole("button", { name: "التالي", exact: true }).click();

// With JavaScript on only: without it, the pages are the server's Arabic answers to plain posts, which
// tests/worker/trip-planner.test.ts (in each locale) and tests/worker/arabic.test.ts post and read; the English
// browser journey proves the same wizard without JavaScript.

describe.each(javaScriptOn)("the Arabic trip planner with $name", ({ javaScriptEnabled }) => {
  it("walks the five steps in Arabic, answers a refused step in Arabic next to its field, and lands on the Arabic confirmation", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const { userId } = await signIn(page.context());
      await page.goto("/ar/plan");
      await waitForHydration(page);

      await expectStep(page, 1, "اختيار العلاج");
      await page.getByRole("radio", { name: /جراحة العظام/ }).check();
      await page.getByText("مدة التعافي: 15 يومًا").waitFor();
      await next(page);

      // A departure before the recovery is over is refused in Arabic, next to the field, with what was typed kept.
      await expectStep(page, 2, "مواعيد السفر");
      await page.getByLabel("تاريخ الوصول").fill(inDays(21));
      await page.getByLabel("تاريخ المغادرة").fill(inDays(25));
      await next(page);
      const departureError = page.locator("#endDate-error");
      await departureError.waitFor();
      expect(await departureError.innerText()).toMatch(
        /^يجب أن يكون تاريخ المغادرة في \d+ \S+ \d{4} أو بعده \(تاريخ وصولك مضافًا إليه 15 يومًا للتعافي\)\.$/,
      );
      expect(await page.getByLabel("تاريخ المغادرة").getAttribute("aria-describedby")).toContain("endDate-error");
      await expect.poll(() => page.getByRole("alert").getByText("يُرجى مراجعة ما يلي:").isVisible()).toBe(true);
      expect(await page.getByLabel("تاريخ المغادرة").inputValue()).toBe(inDays(25));
      expect(await page.getByLabel("تاريخ الوصول").inputValue()).toBe(inDays(21));
      await page.getByLabel("تاريخ المغادرة").fill(inDays(40));
      await next(page);

      await expectStep(page, 3, "الإقامة");
      await page.getByRole("radio", { name: /شقة فندقية/ }).check();
      await page.getByLabel("مكان هادئ", { exact: true }).check();
      await next(page);

      await expectStep(page, 4, "الميزانية والتفضيلات");
      await page.getByLabel("العملة").selectOption("EUR");
      await page.getByLabel("أحتاج إلى مساعدة في التأشيرة").check();
      await next(page);

      await expectStep(page, 5, "المراجعة والإرسال");
      const review = await page.locator("#trip-planner").innerText();
      for (const expected of [
        "جراحة العظام",
        "شقة فندقية",
        "مكان هادئ",
        "19 يومًا",
        "3,000\u00a0€",
        "15,000\u00a0€",
        "EUR",
      ]) {
        expect(review).toContain(expected);
      }
      await page.getByRole("button", { name: "أرسل خطة رحلتي" }).click();

      // Without JavaScript the browser keeps the form's #trip-planner across the redirect.
      await page.waitForURL(/\/ar\/plan\/submitted\/[\w-]+(#trip-planner)?$/);
      await page.getByText("وصلتنا خطة رحلتك!").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
        "خطة رحلتك لـجراحة العظام الآن بين أيدي منسّقينا",
      );
      await expect.poll(() => page.getByRole("heading", { name: "ماذا بعد؟" }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");

      // The plan's case remembers the language, so the coordinator's e-mails about it are Arabic.
      const [stored] = d1<{ locale: string }>(
        `SELECT cases.locale FROM cases JOIN trip_plans ON trip_plans.id = cases.trip_plan_id WHERE trip_plans.user_id = '${userId}'`,
      );
      expect(stored?.locale).toBe("ar");

      await page.getByRole("link", { name: "اطّلع عليها في لوحة التحكم" }).click();
      await page.waitForURL(/\/ar\/dashboard/);
      const plans = page.locator("#trip-plans");
      expect(await plans.getByRole("heading", { level: 2 }).innerText()).toBe("خطط رحلاتك");
      expect(await plans.innerText()).toContain("مُرسَلة");
    });
  });
});

/** Elements of the page's own content that stick out sideways (to the left, in a right-to-left page). */
function overflowing(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main *"))
      .filter((e) => {
        const box = e.getBoundingClientRect();
        // Visually hidden elements (1 px, clipped) are not seen and cannot push the page sideways.
        return box.width > 1 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
      })
      .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`),
  );
}

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])("the Arabic planner at $width px", ({ width, height }) => {
  it.each(layoutThemes)(
    "fits the screen in the %s theme, every step and the overview",
    async (colorScheme) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await withPage({ viewport: { width, height }, colorScheme }, async (page) => {
        const problems: string[] = [];
        const views = ["?step=1", "?step=2", "?step=3", "?step=4", "?step=5", "?tab=overview"];
        for (const view of views) {
          await page.goto(`/ar/plan${view}`);
          await waitForHydration(page);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scrollWidth > clientWidth) problems.push(`${view}: scrolls sideways (${scrollWidth} > ${clientWidth})`);
          problems.push(...(await overflowing(page)).map((element) => `${view}: ${element}`));
          const name = view.replace(/\W/g, "");
          await screenshot(page, `${SCREENSHOTS}/ar-plan-${name}-${width}-${colorScheme}.png`);
        }

        // A submitted plan: its confirmation page and the dashboard's trip plans.
        await signIn(page.context());
        const planSteps: Record<string, string>[] = [
          { treatmentType: "dental-care" },
          { startDate: inDays(30), endDate: inDays(45), flexible: "on" },
          { hotelType: "apartment" },
          { budgetMin: "3000", budgetMax: "50000", currency: "GBP", companionCount: "2" },
        ];
        for (const [index, fields] of planSteps.entries()) {
          await page.request.post(`/ar/plan?step=${index + 1}`, {
            form: { step: String(index + 1), intent: "next", ...fields },
            headers: { Origin: baseURL() },
          });
        }
        const submitted = await page.request.post("/ar/plan?step=5", {
          form: { step: "5", intent: "submit" },
          headers: { Origin: baseURL() },
        });
        for (const [path, name] of [
          [new URL(submitted.url()).pathname, "submitted"],
          ["/ar/dashboard", "dashboard"],
        ] as const) {
          expect(path).toMatch(/^\/ar\//);
          await page.goto(path);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scrollWidth > clientWidth) problems.push(`${path}: scrolls sideways (${scrollWidth} > ${clientWidth})`);
          problems.push(...(await overflowing(page)).map((element) => `${path}: ${element}`));
          await screenshot(page, `${SCREENSHOTS}/ar-plan-${name}-${width}-${colorScheme}.png`);
        }
        expect(problems).toEqual([]);
      });
    },
  );
});
