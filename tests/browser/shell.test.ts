import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { signInAs } from "./auth";
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

/**
 * Walks keyboard focus back from the page's last control to its sticky header, as a keyboard user going up the page
 * does, and names each control the browser left (partly) under the header when it scrolled it into view.
 */
async function focusUnderTheHeader(page: Page, header: string) {
  await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea");
    controls[controls.length - 1]!.focus();
  });
  const covered: string[] = [];
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press("Shift+Tab");
    const focused = await page.evaluate((selector) => {
      const element = document.activeElement as HTMLElement;
      const bar = document.querySelector(selector)!;
      if (bar.contains(element) || element === document.body) return null;
      const under = element.getBoundingClientRect().top < bar.getBoundingClientRect().bottom - 0.5;
      return { name: `${element.tagName} "${(element.textContent || element.getAttribute("name") || "").trim().slice(0, 40)}"`, under };
    }, header);
    if (!focused) return covered;
    if (focused.under) covered.push(focused.name);
  }
  throw new Error("focus never reached the header");
}

// Scrolling is instant with reduced motion; a smooth scroll ends at the same place. A short window makes even a
// short page scroll.
describe("keyboard focus stays clear of the sticky header (WCAG 2.2, 2.4.11)", () => {
  it("on a phone, on a public page, in English and Arabic", async () => {
    await withPage({ javaScriptEnabled: false, viewport: { width: 390, height: 500 }, reducedMotion: "reduce" }, async (page) => {
      for (const path of ["/faq", "/ar/faq"]) {
        await page.goto(path);
        expect(await focusUnderTheHeader(page, "header"), path).toEqual([]);
      }
    });
  });

  it("at a desk, in the console, whose header is taller and sticks on wide screens", async () => {
    await withPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 500 }, reducedMotion: "reduce" }, async (page) => {
      await signInAs(page.context(), "dev-staff-admin");
      await page.goto("/staff/doctors");
      expect(await focusUnderTheHeader(page, "header")).toEqual([]);
      await page.setViewportSize({ width: 900, height: 500 });
      await page.goto("/staff/doctors");
      expect(await focusUnderTheHeader(page, "header")).toEqual([]);
    });
  });
});
