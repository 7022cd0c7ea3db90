import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { signIn } from "./auth";
import { closeBrowser, layoutThemes, screenshot, withPage } from "./browser";

afterAll(closeBrowser);

/**
 * One heading scale: on every page the page title (its one h1) is larger than every section and
 * card heading, on a phone and on a desktop. The pages the review found out of scale (account, dashboard, privacy,
 * request pages) and one of each other kind, in both languages.
 */
const publicPages = ["/", "/doctors/dr-ahmed-hassan", "/stories", "/privacy", "/outcomes", "/blog/1"];
const signedInPages = ["/dashboard", "/account"];

/** Every visible heading's level, size in px and words, in the page's order. */
function headings(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, h4, h5, h6)"))
      .filter((h) => h.offsetParent !== null && !h.closest(".sr-only"))
      .map((h) => ({ level: Number(h.tagName[1]), size: parseFloat(getComputedStyle(h).fontSize), text: (h.textContent ?? "").trim().slice(0, 40) })),
  );
}

async function checkScale(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(path);
  // Sizes follow the viewport's width: resizing redraws the same page, no second load.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const found = await headings(page);
    const titles = found.filter((h) => h.level === 1);
    expect(titles, `${path} at ${width}px has one page title`).toHaveLength(1);
    const larger = found.filter((h) => h.level > 1 && h.size >= titles[0]!.size);
    expect(larger, `${path} at ${width}px: headings as large as the title "${titles[0]!.text}" (${titles[0]!.size}px)`).toEqual([]);
    for (const colorScheme of layoutThemes) {
      await page.emulateMedia({ colorScheme });
      const name = path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
      await screenshot(page, `test-results/heading-scale-${name}-${width}-${colorScheme}.png`);
    }
  }
}

describe("one heading scale", () => {
  it.each(publicPages)("gives %s, in English and Arabic, a title larger than its section and card headings", async (path) => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await checkScale(page, path);
      await checkScale(page, `/ar${path === "/" ? "" : path}`);
    });
  });

  it("does the same on the signed-in patient's dashboard and account pages", async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await signIn(page.context());
      for (const path of signedInPages) {
        await checkScale(page, path);
        await checkScale(page, `/ar${path}`);
      }
    });
  });
});
