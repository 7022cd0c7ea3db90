import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { closeBrowser, javaScriptOn, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";

afterAll(closeBrowser);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const count = (sql: string) => Number(d1<{ n: number }>(sql)[0]!.n);

/** The toast with this title says this, and the page is still the page (not the error page). */
async function expectFailureToast(page: Page, title: string, description: string) {
  await toast(page, title).waitFor();
  expect(await page.getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) }).innerText()).toContain(description);
  expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
}

// JavaScript off, a post that gets no answer is the browser's own business: Chromium shows its "No internet" page
// in place of the answer, and Back, once the connection is back, the form as it was typed (decision 0111).
describe.each(javaScriptOn)("a form posted while the connection is down, with $name", ({ javaScriptEnabled }) => {
  it("contact offline: keeps the form and every value, shows the specification's failure toast, sends once when back", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/contact");
      await waitForHydration(page);
      const form = page.locator("#contact-form");
      const email = `offline-contact-${crypto.randomUUID()}@example.com`;
      const message = "I would like to know the price of two dental implants.";
      await form.getByLabel("First Name").fill("Amira");
      await form.getByLabel("Last Name").fill("Hassan");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Treatment of Interest").selectOption("Dental Care");
      await form.getByLabel("Message").fill(message);

      await page.context().setOffline(true);
      const send = form.getByRole("button", { name: "Send Message" });
      await send.click();
      await expectFailureToast(page, "Error", "Failed to send message. Please try again.");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Contact Us");
      expect(await form.getByLabel("First Name").inputValue()).toBe("Amira");
      expect(await form.getByLabel("Last Name").inputValue()).toBe("Hassan");
      expect(await form.getByLabel("Email").inputValue()).toBe(email);
      expect(await form.getByLabel("Treatment of Interest").inputValue()).toBe("dental-care");
      expect(await form.getByLabel("Message").inputValue()).toBe(message);
      expect(await send.isEnabled()).toBe(true);
      expect(count(`SELECT count(*) AS n FROM contact_messages WHERE email = '${email}'`)).toBe(0);

      await page.context().setOffline(false);
      await send.click();
      await toast(page, "Message Sent Successfully!").waitFor();
      expect(count(`SELECT count(*) AS n FROM contact_messages WHERE email = '${email}'`)).toBe(1);
    });
  });

  it("contact in Arabic: the failure toast is the Arabic one, the Arabic form keeps what was typed", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/contact");
      await waitForHydration(page);
      const form = page.locator("#contact-form");
      await form.getByLabel("الاسم الأول").fill("أميرة");
      await form.getByLabel("رسالتك").fill("أود معرفة سعر زراعة سنين.");
      await page.context().setOffline(true);
      await form.getByRole("button", { name: "إرسال الرسالة" }).click();
      await expectFailureToast(page, "حدث خطأ", "تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.");
      expect(await form.getByLabel("الاسم الأول").inputValue()).toBe("أميرة");
      expect(await form.getByLabel("رسالتك").inputValue()).toBe("أود معرفة سعر زراعة سنين.");
    });
  });

  it("newsletter, connection dropped for the post: keeps the address, shows its failure toast, subscribes once on the next try", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/about");
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      const field = footer.getByLabel("Email address");
      const address = `offline-reader-${crypto.randomUUID()}@example.com`;
      await field.fill(address);
      // A connection that fails for this post only (not as the dev proxy's drops, which the suite retries).
      const dropPost = "**/resources/newsletter.data*";
      await page.route(dropPost, (route) =>
        route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
      );
      const subscribe = footer.getByRole("button", { name: "Subscribe" });
      await subscribe.click();
      await expectFailureToast(page, "Subscription Failed", "Failed to subscribe. Please try again.");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/About/);
      expect(await field.inputValue()).toBe(address);
      expect(await subscribe.isEnabled()).toBe(true);

      await page.unroute(dropPost);
      await subscribe.click();
      await toast(page, "Subscription Confirmed!").waitFor();
      expect(count(`SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = '${address}'`)).toBe(1);
    });
  });

  it("trip plan: a submit offline stays on the review with the plan's failure toast and submits once when back", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const { userId } = await signIn(page.context());
      await page.goto("/plan");
      await waitForHydration(page);
      const next = page.getByRole("button", { name: "Next", exact: true });
      const step = (title: string) => page.getByRole("heading", { level: 2, name: title }).waitFor();
      await step("Treatment Selection");
      await page.getByRole("radio", { name: /Orthopedic Surgery/ }).check();

      // A step that cannot be saved says so in the site's words and stays, its choice still made.
      await page.context().setOffline(true);
      await next.click();
      await expectFailureToast(
        page,
        "Not sent",
        "We could not reach NileCare. Check your connection and try again; what you entered is still here.",
      );
      expect(await page.getByRole("radio", { name: /Orthopedic Surgery/ }).isChecked()).toBe(true);
      await page.context().setOffline(false);

      await next.click();
      await step("Travel Dates");
      await page.getByLabel("Arrival Date").fill(inDays(21));
      await page.getByLabel("Departure Date").fill(inDays(40));
      await next.click();
      await step("Accommodation");
      await page.getByRole("radio", { name: /Serviced Apartment/ }).check();
      await next.click();
      await step("Budget & Preferences");
      await next.click();
      await step("Review & Submit");

      await page.context().setOffline(true);
      const submit = page.getByRole("button", { name: "Submit My Trip Plan" });
      await submit.click();
      await expectFailureToast(page, "Submission Failed", "There was an error submitting your plan. Please try again.");
      expect(await page.locator("#trip-planner").innerText()).toContain("Serviced Apartment");
      expect(await submit.isEnabled()).toBe(true);
      expect(count(`SELECT count(*) AS n FROM trip_plans WHERE user_id = '${userId}'`)).toBe(0);

      await page.context().setOffline(false);
      await submit.click();
      await page.getByText("Trip Plan Submitted!").waitFor();
      expect(count(`SELECT count(*) AS n FROM trip_plans WHERE user_id = '${userId}'`)).toBe(1);
    });
  });
});
