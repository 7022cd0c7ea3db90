import { violationsInBothThemes } from "./axe";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { ANY, localeWalks, within, wordsIn } from "./locales";
import { openMail, toast } from "./mail";

afterAll(closeBrowser);

describe.each(localeWalks)("the contact form with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, zone } = wordsIn(locale);

  it("shows each validation message next to its field, keeps what was typed, then sends", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto(at("/contact"));
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator("#contact-form");
      const required = (field: "firstName" | "lastName") => t("forms.required", { field: t(`contact.field.${field}`) });

      await form.getByLabel(t("contact.form.email")).fill("amira@");
      await form.getByLabel(t("contact.form.message")).fill("Too short");
      await form.getByRole("button", { name: t("contact.form.submit") }).click();
      for (const message of [required("firstName"), required("lastName"), t("forms.emailInvalid"), t("contact.error.messageTooShort")]) {
        await form.getByText(message, { exact: true }).waitFor();
      }
      expect(await form.getByLabel(t("contact.form.firstName")).getAttribute("aria-invalid")).toBe("true");
      expect(await form.getByLabel(t("contact.form.email")).inputValue()).toBe("amira@");
      expect(await form.getByLabel(t("contact.form.message")).inputValue()).toBe("Too short");
      // The field and its message are tied together for screen readers.
      const describedBy = await form.getByLabel(t("contact.form.lastName")).getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(required("lastName"));

      const email = `amira-${locale}@example.com`;
      await form.getByLabel(t("contact.form.firstName")).fill("Amira");
      await form.getByLabel(t("contact.form.lastName")).fill("Hassan");
      await form.getByLabel(t("contact.form.email")).fill(email);
      await form.getByLabel(t("contact.form.country")).fill("United Kingdom");
      await form.getByLabel(t("contact.form.treatment")).selectOption("dental-care");
      await form.getByLabel(t("contact.form.message")).fill("I would like to know the price of two dental implants.");
      if (javaScriptEnabled) {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/contact.data*", async (route) => {
          await held;
          await route.continue();
        });
        await form.getByRole("button", { name: t("contact.form.submit") }).click();
        const pending = form.getByRole("button", { name: t("contact.form.pending") });
        await pending.waitFor();
        expect(await pending.isDisabled()).toBe(true);
        release();
      } else {
        await form.getByRole("button", { name: t("contact.form.submit") }).click();
      }
      await toast(page, t("contact.toast.sentTitle")).waitFor();
      const answerBy = t("patientEmails.ack.thanksBy", { time: ANY, zone: zone("Africa/Cairo") });
      await expect.poll(() => page.getByText(within(answerBy)).isVisible()).toBe(true);
      // The form is reset and its messages are gone.
      await expect.poll(() => form.getByLabel(t("contact.form.email")).inputValue()).toBe("");
      expect(await form.getByLabel(t("contact.form.message")).inputValue()).toBe("");
      expect(await form.getByText(required("firstName")).count()).toBe(0);

      await openMail(page, email, t("patientEmails.ack.subject"));
      await openMail(page, "care@nilecare.example", "New contact message from Amira Hassan");
      await expect
        .poll(() => page.getByText("I would like to know the price of two dental implants.").first().isVisible())
        .toBe(true);
    });
  });
});

describe.each(javaScriptModes)("contact page with $name", ({ javaScriptEnabled }) => {
  it("opens one FAQ answer per topic at a time and links each topic to its FAQ section", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/contact");
      if (javaScriptEnabled) await waitForHydration(page);
      const first = page.getByText("Do I need a visa to travel to Egypt for treatment?");
      const second = page.getByText("Can I extend my stay if my recovery takes longer?");
      const firstAnswer = page.getByText(/Most visitors need a 30-day tourist visa/);
      const secondAnswer = page.getByText(/A tourist visa can be extended for medical treatment/);
      await expect.poll(() => firstAnswer.isVisible()).toBe(false);
      await first.click();
      await firstAnswer.waitFor();
      await second.click();
      await secondAnswer.waitFor();
      await expect.poll(() => firstAnswer.isVisible()).toBe(false);
      await second.click();
      await secondAnswer.waitFor({ state: "hidden" });

      for (const [name, anchor] of [
        ["Visa & Travel", "visa-travel"],
        ["Costs & Payment", "costs-payment"],
        ["Accommodation & Transport", "stay-transport"],
        ["Recovery & Support", "recovery-support"],
      ]) {
        expect(await page.getByRole("heading", { level: 3, name }).getByRole("link").getAttribute("href")).toBe(
          `/faq#${anchor}`,
        );
      }
      expect(await page.getByRole("link", { name: "View All FAQs" }).getAttribute("href")).toBe("/faq");
    });
  });
});

describe("contact page accessibility", () => {
  // One page state: every rule in the light theme, contrast in the dark one (a load per theme).
  it("has no WCAG 2.2 AA violations in the light and dark themes, with its error messages showing", async () => {
    // axe needs timers, so this runs with JavaScript on; the markup is the same server-rendered page.
    await withPage({}, async (page) => {
      await page.goto("/contact");
      await waitForHydration(page);
      await page.locator("#contact-form").getByRole("button", { name: "Send Message" }).click();
      await page.getByText("First name is required").waitFor();
      await page.getByText("Do I need a visa to travel to Egypt for treatment?").click();
      expect(await violationsInBothThemes(page)).toEqual([]);
    });
  });
});
