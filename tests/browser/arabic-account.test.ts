import { mkdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { signIn } from "./auth";
import { closeBrowser, javaScriptOn, layoutThemes, screenshot, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

/**
 * The sign-up and contact forms of an Arabic page answer in Arabic, with JavaScript on and off
 *: the same schema gives the messages, the forms kit shows them in the page's language.
 */
describe.each(javaScriptOn)("Arabic sign-up and contact forms with $name", ({ javaScriptEnabled }) => {
  it("shows the sign-up form's messages in Arabic and keeps what was typed", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/auth?tab=signup");
      await waitForHydration(page);
      const form = page.locator("#sign-up");
      await form.getByRole("textbox", { name: "البريد الإلكتروني" }).fill("layla@");
      await page.locator("#sign-up-password").fill("short");
      await page.locator("#sign-up-confirmPassword").fill("other");
      await form.getByRole("button", { name: "إنشاء الحساب" }).click();
      await form.getByText("يُرجى كتابة بريد إلكتروني صحيح").waitFor();
      await form.getByText(/^كلمة المرور ضعيفة\./).waitFor();
      await form.getByText("كلمتا المرور غير متطابقتين").waitFor();
      expect(await form.getByRole("textbox", { name: "البريد الإلكتروني" }).inputValue()).toBe("layla@");
      expect(await form.getByText("Please enter a valid email address").count()).toBe(0);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
    });
  });

  it("shows the contact form's messages in Arabic next to their fields", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/contact");
      await waitForHydration(page);
      const form = page.locator("#contact-form");
      await form.getByLabel("البريد الإلكتروني").fill("amira@");
      await form.getByLabel("رسالتك").fill("قصيرة");
      await form.getByRole("button", { name: "إرسال الرسالة" }).click();
      for (const message of [
        "يُرجى تعبئة خانة «الاسم الأول»",
        "يُرجى تعبئة خانة «اسم العائلة»",
        "يُرجى كتابة بريد إلكتروني صحيح",
        "يُرجى كتابة رسالة من 10 أحرف على الأقل",
      ]) {
        await form.getByText(message, { exact: true }).waitFor();
      }
      // The message is tied to its field for screen readers.
      const describedBy = await form.getByLabel("الاسم الأول").getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("يُرجى تعبئة خانة «الاسم الأول»");
      expect(await form.getByLabel("رسالتك").inputValue()).toBe("قصيرة");
    });
  });
});

const SCREENSHOT_DIR = "test-results/screenshots";

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])("Arabic account pages at $width px", ({ width, height }) => {
  it.each(layoutThemes)("fit the screen in the %s theme", async (colorScheme) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await withPage({ viewport: { width, height }, colorScheme }, async (page) => {
      const problems: string[] = [];
      const shoot = async (path: string) => {
        await page.goto(path, { waitUntil: "load" });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth) problems.push(`${path}: scrolls sideways (${scrollWidth} > ${clientWidth})`);
        const name = path.slice(1).replace(/[/?=&]/g, "_");
        await screenshot(page, `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`);
      };
      for (const path of ["/ar/contact", "/ar/auth?tab=signup", "/ar/newsletter/unsubscribe?token=unknown"]) await shoot(path);
      await signIn(page.context());
      for (const path of ["/ar/dashboard", "/ar/account", "/ar/account/delete"]) await shoot(path);
      expect(problems).toEqual([]);
    });
  });
});
