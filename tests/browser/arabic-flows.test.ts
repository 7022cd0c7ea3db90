import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { violations } from "./axe";
import { closeBrowser, javaScriptOn, screenshot, waitForHydration, withPage } from "./browser";
import { openMail } from "./mail";

afterAll(closeBrowser);

const SCREENSHOTS = "test-results/screenshots";

/** The page is Arabic and right to left, as an Arabic-speaking patient gets it. */
async function expectArabic(page: Page) {
  const html = page.locator("html");
  expect(await html.getAttribute("lang")).toBe("ar");
  expect(await html.getAttribute("dir")).toBe("rtl");
}

/** Elements of the page's own content that stick out sideways (to the left, in a right-to-left page). */
function overflowing(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main *"))
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.left < -0.5 || box.right > window.innerWidth + 0.5;
      })
      .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`),
  );
}

describe.each(javaScriptOn)("booking in Arabic with $name", ({ javaScriptEnabled }) => {
  it("a patient in Riyadh books in Arabic, sees Arabic validation messages, and gets an Arabic e-mail and calendar entry", async () => {
    await withPage({ javaScriptEnabled, timezoneId: "Asia/Riyadh" }, async (page) => {
      const { email } = await signIn(page.context());
      await page.goto("/ar/book?zone=Asia/Riyadh");
      await waitForHydration(page);
      await expectArabic(page);
      await page.getByRole("heading", { level: 1, name: "احجز استشارتك المجانية" }).waitFor();
      await expect.poll(() => page.getByText("المواعيد معروضة بتوقيت الرياض").isVisible()).toBe(true);

      const days = page.getByRole("navigation", { name: "الأيام التي فيها مواعيد متاحة" }).getByRole("link");
      await days.nth(2).click();
      await days.nth(2).and(page.locator('[aria-current="date"]')).waitFor();
      const slot = page.locator("form button[name=startsAt]").first();
      expect(await slot.textContent()).toContain("القاهرة");
      await slot.click();

      await page.waitForURL((url) => url.pathname.startsWith("/ar/book/hold/"));
      await expectArabic(page);
      await page.getByText("نحتفظ لك بهذا الموعد حتى").waitFor();
      const details = page.locator("form#booking-details");
      await details.getByLabel("الاسم الكامل").fill("فاطمة الزهراني");
      await details.getByLabel("رقم الهاتف أو واتساب").fill("abc");
      await details.getByRole("button", { name: "أكّد الحجز" }).click();
      // The server's messages, in Arabic, next to their fields; what was typed stays.
      await details.getByText("يُرجى إدخال رقم هاتف بالأرقام").waitFor();
      await details.getByText("يُرجى إخبارنا بما تودّ مناقشته").waitFor();
      expect(await details.getByLabel("الاسم الكامل").inputValue()).toBe("فاطمة الزهراني");

      await details.getByLabel("رقم الهاتف أو واتساب").fill("+966 50 123 4567");
      await details.getByLabel("ما الذي تودّ مناقشته؟").fill("عملية الركبة: ما الذي أحتاج إلى تحضيره؟");
      await details.getByRole("button", { name: "أكّد الحجز" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/ar/book/manage/"));
      await expectArabic(page);
      await page.getByRole("heading", { level: 1, name: "استشارتك" }).waitFor();
      await expect.poll(() => page.getByText("محجوزة", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "غيّر الموعد" }).getAttribute("href")).toMatch(/^\/ar\/book\?/);

      const [booking] = d1<{ locale: string }>(`SELECT locale FROM consultation_bookings WHERE email = '${email}'`);
      expect(booking?.locale).toBe("ar");
      await openMail(page, email, "تم حجز استشارتك مع NileCare");
      const mail = (await page.locator("main").textContent())!;
      expect(mail).toContain("مرحبًا فاطمة الزهراني");
      expect(mail).toContain("بتوقيت القاهرة");
      // The patient's zone by its Arabic name, not its Latin id.
      expect(mail).not.toContain("Asia/Riyadh");
      expect(mail).toMatch(/\([\u0600-\u06FF ]+\)/);
      expect(mail).toContain("/ar/book/manage/");
      const calendarPath = mail.match(/\/book\/manage\/[\w-]+\/calendar\.ics\?key=[\w-]{43}/)![0];
      const ics = await (await page.request.get(calendarPath)).text();
      expect(ics).toContain("SUMMARY:استشارة بالفيديو مع NileCare");
    });
  });
});

// Geometry does not depend on the theme, nor colours on the width: each width once, each theme once.
describe("the patient's Arabic booking pages look right", () => {
  it.each([
    { colorScheme: "light", width: 390 },
    { colorScheme: "dark", width: 1280 },
  ] as const)(
    "at $width px, $colorScheme: right to left, nothing sideways, axe clean",
    async ({ colorScheme, width }) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await withPage({ colorScheme, viewport: { width, height: 900 }, timezoneId: "Asia/Baghdad" }, async (page) => {
        await signIn(page.context());
        await page.goto("/ar/book?zone=Asia/Baghdad");
        await expectArabic(page);
        expect(await overflowing(page)).toEqual([]);
        expect(await violations(page, colorScheme === "light" ? "words" : "dark")).toEqual([]);
        await screenshot(page, `${SCREENSHOTS}/ar-book-${width}-${colorScheme}.png`);

        await page.locator("form button[name=startsAt]").first().click();
        await page.waitForURL((url) => url.pathname.startsWith("/ar/book/hold/"));
        expect(await overflowing(page)).toEqual([]);
        expect(await violations(page, colorScheme === "light" ? "words" : "dark")).toEqual([]);
        await screenshot(page, `${SCREENSHOTS}/ar-book-hold-${width}-${colorScheme}.png`);

        const details = page.locator("form#booking-details");
        await details.getByLabel("الاسم الكامل").fill("علي حسن");
        await details.getByLabel("رقم الهاتف أو واتساب").fill("+964 770 123 4567");
        await details.getByLabel("ما الذي تودّ مناقشته؟").fill("زراعة الأسنان");
        await details.getByRole("button", { name: "أكّد الحجز" }).click();
        await page.waitForURL((url) => url.pathname.startsWith("/ar/book/manage/"));
        expect(await overflowing(page)).toEqual([]);
        expect(await violations(page, colorScheme === "light" ? "words" : "dark")).toEqual([]);
        await screenshot(page, `${SCREENSHOTS}/ar-book-manage-${width}-${colorScheme}.png`);
      });
    },
  );
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

describe.each(javaScriptOn)("the planner's validation in Arabic with $name", ({ javaScriptEnabled }) => {
  it("answers a too-early arrival with the Arabic message, next to the field and in the summary, keeping what was typed", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/plan?step=2");
      await waitForHydration(page);
      await expectArabic(page);
      const arrival = page.locator('input[name="startDate"]');
      await arrival.fill(inDays(1));
      await page.locator('button[name="intent"][value="next"]').last().click();
      const message = page.getByText("يجب أن يكون تاريخ الوصول في", { exact: false });
      await message.first().waitFor();
      // Next to the field and in the summary that links to it.
      expect(await message.count()).toBeGreaterThanOrEqual(2);
      await expect.poll(() => page.getByRole("alert").getByText("يُرجى مراجعة ما يلي:").isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/ar/plan");
      expect(await arrival.inputValue()).toBe(inDays(1));
      // The date in the message is written in Arabic.
      expect(await message.first().textContent()).toMatch(
        /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/,
      );
    });
  });
});
