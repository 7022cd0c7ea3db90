import { mkdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { violations } from "./axe";
import { baseURL, closeBrowser, javaScriptModes, launchBrowser, visitorAddress, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

/** The Arabic catalogue, doctors and blog pages. */
const arabicCatalogueRoutes = [
  "/ar/treatments",
  "/ar/treatments/cardiac-surgery",
  "/ar/doctors",
  "/ar/doctors/dr-ahmed-hassan",
  "/ar/blog",
  "/ar/blog/2",
];

const SCREENSHOT_DIR = "test-results/screenshots";

describe.each(javaScriptModes)("Arabic catalogue with $name", ({ javaScriptEnabled }) => {
  it("renders every page right to left in Arabic", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const problems: string[] = [];
      for (const path of arabicCatalogueRoutes) {
        const response = await page.goto(path);
        if (javaScriptEnabled) await waitForHydration(page);
        if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
        const html = page.locator("html");
        const [lang, dir] = [await html.getAttribute("lang"), await html.getAttribute("dir")];
        if (lang !== "ar" || dir !== "rtl") problems.push(`${path}: lang=${lang} dir=${dir}`);
      }
      expect(problems).toEqual([]);
    });
  });

  it("searches doctors with Arabic words and keeps the Arabic page", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/doctors");
      if (javaScriptEnabled) await waitForHydration(page);
      const all = await page.getByRole("link", { name: /^الملف الكامل لـ/ }).count();
      await page.getByLabel("ابحث بالاسم أو التخصص").fill("عيون");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "ابحث" }).click();
      await page.waitForURL((url) => url.pathname === "/ar/doctors" && url.searchParams.get("q") === "عيون");
      await page.getByText(new RegExp(`^يُعرض 3 من ${all} طبيبًا$`)).waitFor();
      expect(await page.getByRole("heading", { level: 3, name: "د. نادية الشريف" }).isVisible()).toBe(true);

      await page.getByLabel("اللغة").selectOption({ label: "الألمانية" });
      if (!javaScriptEnabled) await page.getByRole("button", { name: "ابحث" }).click();
      await page.waitForURL((url) => url.searchParams.get("language") === "German");
      expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    });
  });

  it("opens an Arabic price comparison with its prices left to right", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/treatments");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.locator("summary", { hasText: "جراحة القلب" }).click();
      const table = page.getByRole("table", { name: "جراحة القلب: مقارنة الأسعار الابتدائية" });
      await table.waitFor({ state: "visible" });
      expect(await table.locator("bdi[dir=ltr]", { hasText: "$55,000" }).isVisible()).toBe(true);
    });
  });
});

describe.each(["light", "dark"] as const)("Arabic catalogue accessibility in the %s theme", (colorScheme) => {
  it.each(arabicCatalogueRoutes)("%s has no WCAG 2.2 AA violations", async (path) => {
    await withPage({ colorScheme }, async (page) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  });
});

describe("Arabic catalogue layout", () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])("has no sideways scroll at $width px, light and dark (screenshots saved)", async ({ width, height }) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const problems: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await (
        await launchBrowser()
      ).newContext({ baseURL: baseURL(), viewport: { width, height }, colorScheme, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
      try {
        const page = await context.newPage();
        for (const path of arabicCatalogueRoutes) {
          await page.goto(path, { waitUntil: "load" });
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scrollWidth > clientWidth) problems.push(`${path} at ${width}px ${colorScheme}: ${scrollWidth} > ${clientWidth}`);
          const name = path.slice(1).replaceAll("/", "_");
          await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`, fullPage: true });
        }
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
});
