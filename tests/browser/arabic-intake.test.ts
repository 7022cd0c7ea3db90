import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { closeBrowser, javaScriptOn, layoutThemes, screenshot, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

const SCREENSHOTS = "test-results/screenshots";

async function expectArabicStep(page: Page, step: number, title: string) {
  await page.getByRole("heading", { level: 2, name: title }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
  await expect.poll(() => page.getByText(`الخطوة ${step} من 6`, { exact: true }).isVisible()).toBe(true);
}

/** The message tied to a control by aria-describedby (what a screen reader reads with the field). */
async function describedMessage(page: Page, label: string) {
  const ids = (await page.locator("main").getByLabel(label, { exact: true }).getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(ids.split(" ").filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" | ");
}

const file = (name: string, content: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(content) });

// With JavaScript on only: without it, the pages are the server's Arabic answers to plain posts, which
// tests/worker/own-rows/arabic-intake.test.ts posts and reads, and the English browser journey proves the same wizard without JavaScript.

describe.each(javaScriptOn)("the Arabic intake with $name", ({ javaScriptEnabled }) => {
  it("shows refused answers and files in Arabic next to their field, and completes under /ar", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const { userId } = await signIn(page.context());
      // The wizard's fields (the footer's newsletter form has an e-mail field too).
      const main = page.locator("main");
      await page.goto("/ar/start-journey?treatment=dental-care");
      await waitForHydration(page);
      await expectArabicStep(page, 1, "المعلومات الأساسية");
      expect(await main.getByLabel("نوع العلاج").inputValue()).toBe("dental-care");
      await main.getByLabel("الاسم الأول").fill("فاطمة");
      await main.getByLabel("البريد الإلكتروني", { exact: true }).fill("fatima-at-example");
      await main.getByLabel("العمر").fill("300");
      await main.getByLabel("الدولة").selectOption("other");
      await page.getByRole("button", { name: "التالي" }).click();

      // Steps move on without checks (nothing is required); coming back shows why an answer cannot be stored.
      await expectArabicStep(page, 2, "التاريخ الطبي");
      await page.getByRole("button", { name: "السابق" }).click();
      await expectArabicStep(page, 1, "المعلومات الأساسية");
      expect(await describedMessage(page, "البريد الإلكتروني")).toContain("يُرجى كتابة بريد إلكتروني صحيح");
      expect(await describedMessage(page, "العمر")).toContain("يُرجى كتابة عمرك بالسنوات، رقمًا من 1 إلى 120.");
      expect(await main.getByLabel("الاسم الأول").inputValue()).toBe("فاطمة");
      await main.getByLabel("البريد الإلكتروني", { exact: true }).fill("fatima@example.com");
      await main.getByLabel("العمر").fill("41");
      await page.getByRole("button", { name: "التالي" }).click();
      await expectArabicStep(page, 2, "التاريخ الطبي");
      await page.getByRole("button", { name: "التالي" }).click();
      await expectArabicStep(page, 3, "تفضيلات السفر");
      await main.getByLabel("المرافقون").selectOption("1");
      await page.getByRole("button", { name: "التالي" }).click();

      await expectArabicStep(page, 4, "المستندات");
      // A file whose content is not a PDF is refused with an Arabic message (checked in the browser with
      // JavaScript, by the server without); a real PDF is stored.
      await main.getByLabel("اختر ملف جواز السفر").setInputFiles(file("passport.pdf", "not a pdf"));
      await page.getByText("نوع الملف غير مدعوم").waitFor();
      await main.getByLabel("أضف تقارير طبية").setInputFiles(file("ecg.pdf", "%PDF-1.7\n% ecg\n"));
      await page.getByText("تم رفع الملف بنجاح").first().waitFor();
      await page.getByRole("button", { name: /^حذف .*ecg\.pdf/ }).waitFor();
      await expect.poll(() => page.getByText("✓ تم رفع التقارير الطبية").isVisible()).toBe(true);
      await page.getByRole("button", { name: "التالي" }).click();

      await expectArabicStep(page, 5, "تقدير التكاليف");
      await expect.poll(() => page.getByRole("rowheader", { name: "زراعة الأسنان (الإجراء الطبي)" }).isVisible()).toBe(true);
      // Dental implants' range from the catalogue, each price left to right in the Arabic money format.
      expect(await page.locator("td bdi[dir=ltr]").first().textContent()).toMatch(/^\u200f?1,000\sUS\$$/);
      await page.getByRole("button", { name: "التالي" }).click();

      await expectArabicStep(page, 6, "حجز الاستشارة");
      await page.getByRole("button", { name: "إكمال التسجيل" }).click();
      await page.getByText("يُرجى وضع علامة في المربّع للموافقة على معالجة بياناتك الصحية.").waitFor();
      expect(d1(`SELECT id FROM intakes WHERE user_id = '${userId}'`)).toHaveLength(0);
      expect(new URL(page.url()).pathname).toBe("/ar/start-journey");

      await main.getByLabel(/أوافق على أن تعالج NileCare معلوماتي الصحية/).check();
      await page.getByRole("button", { name: "إكمال التسجيل" }).click();
      await page.waitForURL((url) => url.pathname === "/ar/dashboard");
      await page.getByText("اكتمل تسجيلك").waitFor();
      await page.getByRole("heading", { level: 2, name: "تسجيلك الطبي" }).waitFor();
      await expect.poll(() => page.getByText("العلاج: علاج الأسنان").isVisible()).toBe(true);

      const [intake] = d1<{ id: string; health_data_consent_text: string; email: string; age: number }>(
        `SELECT id, health_data_consent_text, email, age FROM intakes WHERE user_id = '${userId}'`,
      );
      expect(intake).toMatchObject({ email: "fatima@example.com", age: 41 });
      // The consent is stored in the words the patient agreed to.
      expect(intake!.health_data_consent_text).toMatch(/^أوافق على أن تعالج NileCare/);
      expect(d1(`SELECT locale FROM cases WHERE intake_id = '${intake!.id}'`)).toEqual([{ locale: "ar" }]);
    });
  });
});

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])("the Arabic intake at $width px", ({ width, height }) => {
  it.each(layoutThemes)("fits the screen in the %s theme on every step", async (colorScheme) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await withPage({ viewport: { width, height }, colorScheme }, async (page) => {
      const problems: string[] = [];
      for (const step of [1, 3, 4, 5, 6]) {
        await page.goto(`/ar/start-journey?step=${step}&treatment=cardiac-surgery`, { waitUntil: "load" });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth) problems.push(`step ${step}: ${scrollWidth}px wide in ${clientWidth}px`);
        await screenshot(page, `${SCREENSHOTS}/arabic-intake-step${step}-${width}-${colorScheme}.png`);
      }
      expect(problems).toEqual([]);
    });
  });
});
