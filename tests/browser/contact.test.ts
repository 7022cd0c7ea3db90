import { violationsInBothThemes } from "./axe";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { openMail, toast } from "./mail";

afterAll(closeBrowser);

describe.each(javaScriptModes)("contact page with $name", ({ javaScriptEnabled }) => {
  const mode = javaScriptEnabled ? "js" : "nojs";

  it("shows each validation message next to its field, keeps what was typed, then sends", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/contact");
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator("#contact-form");

      await form.getByLabel("Email").fill("amira@");
      await form.getByLabel("Message").fill("Too short");
      await form.getByRole("button", { name: "Send Message" }).click();
      for (const message of [
        "First name is required",
        "Last name is required",
        "Please enter a valid email address",
        "Message must be at least 10 characters long",
      ]) {
        await form.getByText(message, { exact: true }).waitFor();
      }
      expect(await form.getByLabel("First Name").getAttribute("aria-invalid")).toBe("true");
      expect(await form.getByLabel("Email").inputValue()).toBe("amira@");
      expect(await form.getByLabel("Message").inputValue()).toBe("Too short");
      // The field and its message are tied together for screen readers.
      const describedBy = await form.getByLabel("Last Name").getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Last name is required");

      const email = `amira-${mode}@example.com`;
      await form.getByLabel("First Name").fill("Amira");
      await form.getByLabel("Last Name").fill("Hassan");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Country").fill("United Kingdom");
      await form.getByLabel("Treatment of Interest").selectOption("Dental Care");
      await form.getByLabel("Message").fill("I would like to know the price of two dental implants.");
      if (javaScriptEnabled) {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/contact.data*", async (route) => {
          await held;
          await route.continue();
        });
        await form.getByRole("button", { name: "Send Message" }).click();
        const pending = form.getByRole("button", { name: "Sending..." });
        await pending.waitFor();
        expect(await pending.isDisabled()).toBe(true);
        release();
      } else {
        await form.getByRole("button", { name: "Send Message" }).click();
      }
      await toast(page, "Message Sent Successfully!").waitFor();
      await expect
        .poll(() => page.getByText(/^Thank you for contacting us\. We'll answer you by .+ \(Cairo time\)\./).isVisible())
        .toBe(true);
      // The form is reset and its messages are gone.
      await expect.poll(() => form.getByLabel("Email").inputValue()).toBe("");
      expect(await form.getByLabel("Message").inputValue()).toBe("");
      expect(await form.getByText("First name is required").count()).toBe(0);

      await openMail(page, email, "We received your message");
      await openMail(page, "care@nilecare.example", "New contact message from Amira Hassan");
      await expect
        .poll(() => page.getByText("I would like to know the price of two dental implants.").first().isVisible())
        .toBe(true);
    });
  });

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
