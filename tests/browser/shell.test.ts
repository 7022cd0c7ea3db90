import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

describe.each(javaScriptModes)("site shell with $name", ({ javaScriptEnabled }) => {
  it("renders the complete home page", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Egypt");
      for (const heading of ["Featured Treatments", "Your Journey in Six Steps", "What Our Patients Say"]) {
        await expect.poll(() => page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
      }
      expect(await page.getByRole("link", { name: "Start Your Journey" }).first().getAttribute("href")).toBe(
        "/start-journey",
      );
      expect(await page.getByRole("link", { name: "Get Free Consultation" }).first().getAttribute("href")).toBe(
        "/book",
      );
      expect(await page.getByRole("contentinfo").textContent()).toContain("Cairo");
    });
  });

  it("renders the complete about page", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/about");
      for (const value of ["Safety First", "Patient-Centered Care", "24/7 Emergency Line"]) {
        await expect.poll(() => page.getByRole("heading", { name: value }).isVisible()).toBe(true);
      }
      await expect.poll(() => page.getByRole("heading", { name: "Partner Facilities" }).isVisible()).toBe(true);
      expect(await page.locator("text=Accreditations").count()).toBe(3);
    });
  });

  it.each([
    { system: "light", first: "Dark", firstBackground: "rgb(12, 22, 27)" },
    { system: "dark", first: "Light", firstBackground: "rgb(246, 249, 250)" },
  ] as const)(
    "changes what a $system-system visitor sees on the first press and keeps it after a reload",
    async ({ system, first, firstBackground }) => {
      await withPage({ javaScriptEnabled, colorScheme: system }, async (page) => {
        await page.goto("/about");
        if (javaScriptEnabled) await waitForHydration(page);
        const html = page.locator("html");
        expect(await html.getAttribute("data-theme")).toBe("system");
        const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const before = await background();

        // With JavaScript the page switches at once and the choice is saved in the background.
        const choose = async (label: string) => {
          const saved = page.waitForResponse(
            (r) => r.url().includes("/resources/theme") && r.request().method() === "POST",
          );
          await page.getByRole("group", { name: "Colour theme" }).getByRole("button", { name: label }).click();
          // Without JavaScript the page is replaced mid-wait: the locator is asked again until the new page answers.
          await expect
            .poll(() => html.getAttribute("data-theme", { timeout: 2_000 }), { timeout: 20_000 })
            .toBe(label.toLowerCase());
          await saved;
        };
        await choose(first);
        expect(await background()).toBe(firstBackground);
        expect(await background()).not.toBe(before);
        expect(
          await page
            .getByRole("group", { name: "Colour theme" })
            .getByRole("button", { name: first })
            .getAttribute("aria-pressed"),
        ).toBe("true");
        expect(page.url()).toMatch(/\/about$/);

        await page.reload();
        expect(await html.getAttribute("data-theme")).toBe(first.toLowerCase());
        await choose("System");
        expect(await background()).toBe(before);
      });
    },
  );

  it("closes a notification with its close button", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      // An unknown confirmation link sends the visitor to /auth with an error notification.
      await page.goto("/auth/confirm?token=unknown");
      if (javaScriptEnabled) await waitForHydration(page);
      const toast = page.getByRole("region", { name: "Notifications" }).locator("li").first();
      await toast.waitFor();
      // The visible × is the checkbox's label; screen readers reach the checkbox by its name.
      expect(await toast.getByRole("checkbox", { name: /^Dismiss notification/ }).count()).toBe(1);
      await toast.locator("label").click();
      await toast.waitFor({ state: "hidden" });
    });
  });

  it("opens the menu on a small screen", async () => {
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto("/");
      if (javaScriptEnabled) await waitForHydration(page);
      const menu = page.getByRole("navigation", { name: "Main" });
      await expect.poll(() => menu.isVisible()).toBe(false);
      await page.getByText("Menu", { exact: true }).click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      // The top bar's contact details and theme control live in the menu on a phone.
      const panel = page.locator("header details");
      await expect.poll(() => panel.getByRole("link", { name: "+20 2 2794 5500" }).isVisible()).toBe(true);
      await expect.poll(() => panel.getByRole("group", { name: "Colour theme" }).isVisible()).toBe(true);
      await expect(menu.getByRole("link").count()).resolves.toBe(11);
      await menu.getByRole("link", { name: "About" }).click();
      await page.getByRole("heading", { level: 1, name: "About NileCare" }).waitFor();
      expect(page.url()).toMatch(/\/about$/);
    });
  });

  it("answers an unknown path with the 404 page", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const response = await page.goto("/this/does/not/exist");
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oops! Page not found");
      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
    });
  });
});
