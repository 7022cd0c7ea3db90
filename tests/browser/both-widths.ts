import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshot } from "./browser";

/**
 * A public page as a visitor sees it, at a phone's and a desktop's width: `check` at each, no sideways scroll, and
 * with SCREENSHOTS=1 `test-results/screenshots/{name}-{width}-{theme}.png` in the light and dark themes.
 */
export async function seeAtBothWidths(page: Page, check: () => Promise<void>, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    for (const colorScheme of process.env.SCREENSHOTS === "1" ? (["light", "dark"] as const) : []) {
      await page.emulateMedia({ colorScheme });
      await screenshot(page, `test-results/screenshots/${name}-${width}-${colorScheme}.png`);
    }
  }
}
