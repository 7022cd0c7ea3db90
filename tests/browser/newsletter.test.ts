import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { followMailLink, openMail, toast } from "./mail";

afterAll(closeBrowser);

describe.each(javaScriptModes)("newsletter with $name", ({ javaScriptEnabled }) => {
  const mode = javaScriptEnabled ? "js" : "nojs";

  it("subscribes from the footer, confirms from the mailbox, and unsubscribes", async () => {
    const address = `reader-${mode}@example.com`;
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/about");
      if (javaScriptEnabled) await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      const field = footer.getByLabel("Email address");
      const button = footer.getByRole("button", { name: "Subscribe" });

      // The field is required: a blank one is never sent.
      await button.click();
      await expect.poll(() => field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      expect(page.url()).toMatch(/\/about$/);

      await field.fill(`  ${address.toUpperCase()}  `);
      if (javaScriptEnabled) {
        // Hold the request so the pending state can be seen.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/resources/newsletter*", async (route) => {
          await held;
          await route.continue();
        });
        await button.click();
        const pending = footer.getByRole("button", { name: "Subscribing..." });
        await pending.waitFor();
        expect(await pending.isDisabled()).toBe(true);
        release();
      } else {
        await button.click();
      }
      await toast(page, "Subscription Confirmed!").waitFor();
      await expect.poll(() => page.getByText("Please check your email to confirm your subscription.").isVisible()).toBe(true);
      expect(page.url()).toMatch(/\/about$/);
      if (javaScriptEnabled) expect(await field.inputValue()).toBe("");

      await openMail(page, address, "Confirm your NileCare newsletter subscription");
      await followMailLink(page, "/newsletter/confirm");
      await page.getByRole("heading", { level: 1, name: "Subscription confirmed" }).waitFor();

      // Subscribing again while confirmed is refused with the spec's message.
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("contentinfo").getByLabel("Email address").fill(address);
      await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
      await toast(page, "Subscription Failed").waitFor();
      await expect.poll(() => page.getByText("You are already subscribed to our newsletter.").isVisible()).toBe(true);

      await openMail(page, address, "Confirm your NileCare newsletter subscription");
      await followMailLink(page, "/newsletter/unsubscribe");
      await page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" }).waitFor();
      await expect.poll(() => page.getByText("r***@example.com").isVisible()).toBe(true);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
      await toast(page, "Unsubscribed Successfully").waitFor();
      await expect.poll(() => page.getByText("You have been unsubscribed from our newsletter.").isVisible()).toBe(true);
      await page.getByRole("heading", { level: 1, name: "You are unsubscribed" }).waitFor();

      await openMail(page, address, "You have been unsubscribed");
    });
  });

  it("refuses an address the server finds invalid with the spec's message", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/");
      if (javaScriptEnabled) await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      // The browser accepts "name@localhost"; the server wants a domain with a dot.
      await footer.getByLabel("Email address").fill(`someone-${mode}@localhost`);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await toast(page, "Subscription Failed").waitFor();
      await expect.poll(() => page.getByText("Please enter a valid email address.").isVisible()).toBe(true);
    });
  });
});
