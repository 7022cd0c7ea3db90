import { gzipSync } from "node:zlib";
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
        expect(await page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
      }
      expect(await page.getByRole("link", { name: "Start Your Journey" }).first().getAttribute("href")).toBe("/start-journey");
      expect(await page.getByRole("link", { name: "Get Free Consultation" }).first().getAttribute("href")).toBe("/contact");
      expect(await page.getByRole("contentinfo").textContent()).toContain("Cairo");
    });
  });

  it("renders the complete about page", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/about");
      for (const value of ["Safety First", "Patient-Centered Care", "24/7 Support"]) {
        expect(await page.getByRole("heading", { name: value }).isVisible()).toBe(true);
      }
      expect(await page.getByRole("heading", { name: "Partner Facilities" }).isVisible()).toBe(true);
      expect(await page.locator("text=Accreditations").count()).toBe(3);
    });
  });

  it("switches the theme and keeps it after a reload", async () => {
    await withPage({ javaScriptEnabled, colorScheme: "light" }, async (page) => {
      await page.goto("/about");
      if (javaScriptEnabled) await waitForHydration(page);
      const html = page.locator("html");
      expect(await html.getAttribute("data-theme")).toBe("system");

      // With JavaScript the page switches at once and the choice is saved in the background.
      const switchTo = async (theme: string) => {
        const saved = page.waitForResponse((r) => r.url().includes("/resources/theme") && r.request().method() === "POST");
        await page.getByRole("button", { name: new RegExp(`switch to ${theme} theme`, "i") }).click();
        // Without JavaScript the page is replaced mid-wait, when there is briefly no document element.
        await page.waitForFunction((t) => document.documentElement?.dataset.theme === t, theme);
        await saved;
      };
      await switchTo("light");
      await switchTo("dark");
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe("rgb(13, 23, 28)");
      expect(page.url()).toMatch(/\/about$/);

      await page.reload();
      expect(await html.getAttribute("data-theme")).toBe("dark");
    });
  });

  it("opens the menu on a small screen", async () => {
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto("/");
      if (javaScriptEnabled) await waitForHydration(page);
      const menu = page.getByRole("navigation", { name: "Main" });
      await expect(menu.isVisible()).resolves.toBe(false);
      await page.getByText("Menu", { exact: true }).click();
      await expect(menu.isVisible()).resolves.toBe(true);
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

describe("performance budget", () => {
  it("keeps the first-load JavaScript of / within 115 KB gzip", async () => {
    await withPage({}, async (page) => {
      const scripts: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") {
          scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
        }
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      console.info(`First-load JavaScript of /: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
      expect(total).toBeGreaterThan(0);
      expect(total / 1024).toBeLessThanOrEqual(115);
    });
  });
});
