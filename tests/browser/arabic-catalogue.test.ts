import { afterAll, describe, expect, it } from "vitest";
import { violations } from "./axe";
import { closeBrowser, javaScriptOn, waitForHydration, withPage } from "./browser";

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

describe.each(javaScriptOn)("Arabic catalogue with $name", ({ javaScriptEnabled }) => {
  it("renders every page right to left in Arabic", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const problems: string[] = [];
      for (const path of arabicCatalogueRoutes) {
        const response = await page.goto(path);
        await waitForHydration(page);
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
      await waitForHydration(page);
      const all = await page.getByRole("link", { name: /^الملف الكامل: / }).count();
      await page.getByLabel("ابحث بالاسم أو التخصص").fill("عيون");
      await page.waitForURL((url) => url.pathname === "/ar/doctors" && url.searchParams.get("q") === "عيون");
      await page.getByText(new RegExp(`^يُعرض 3 من ${all} طبيبًا$`)).waitFor();
      await expect.poll(() => page.getByRole("heading", { level: 3, name: "د. نادية الشريف" }).isVisible()).toBe(true);

      await page.getByRole("search").getByLabel("اللغة").selectOption({ label: "الألمانية" });
      await page.waitForURL((url) => url.searchParams.get("language") === "German");
      expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    });
  });

  it("opens an Arabic price comparison with its prices left to right", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/treatments");
      await waitForHydration(page);
      await page.locator("summary", { hasText: "جراحة القلب" }).click();
      const table = page.getByRole("table", { name: "جراحة القلب: مقارنة الأسعار الابتدائية" });
      await table.waitFor({ state: "visible" });
      await expect.poll(() => table.locator("bdi[dir=ltr]", { hasText: /123,000\sUS\$/ }).isVisible()).toBe(true);
    });
  });
});

/**
 * tests/browser/slow/arabic.test.ts checks these pages' words (names, labels, titles) in the light theme and their layout;
 * their Arabic text in the dark theme keeps its contrast.
 */
describe("Arabic catalogue contrast in the dark theme", () => {
  it.each(arabicCatalogueRoutes)("%s keeps WCAG AA contrast", async (path) => {
    await withPage({ colorScheme: "dark" }, async (page) => {
      await page.goto(path);
      expect(await violations(page, "dark")).toEqual([]);
    });
  });
});
