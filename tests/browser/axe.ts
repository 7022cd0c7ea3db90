import axe from "axe-core";
import type { Page } from "playwright-core";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * WCAG 2.2 A and AA violations on the current page, one readable line each. The themes differ only in colours, so
 * a page state gets every rule in the light theme and, in the dark theme (`theme: "dark"`), only colour contrast:
 * the rest would repeat the light theme's answer at the same cost.
 */
export async function violations(page: Page, theme: "light" | "dark" = "light") {
  // page.evaluate runs through the DevTools protocol, so the page's CSP does not block axe.
  await page.evaluate(axe.source);
  const runOnly =
    theme === "dark"
      ? { type: "rule" as const, values: ["color-contrast"] }
      : { type: "tag" as const, values: WCAG_AA };
  const results = await page.evaluate(
    (only) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: only }),
    runOnly,
  );
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/**
 * Every rule in the light theme, then contrast in the dark one on the same page state, switched by media emulation
 * (the "system" theme is a prefers-color-scheme query in CSS, app/styles/theme.css.ts): one load instead of one
 * per theme (issue 23). The page is left in the light theme.
 */
export async function violationsInBothThemes(page: Page) {
  await page.emulateMedia({ colorScheme: "light" });
  const found = (await violations(page, "light")).map((v) => `light: ${v}`);
  await page.emulateMedia({ colorScheme: "dark" });
  // The dark palette applies (the contrast check would pass on the light colours otherwise).
  const dark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  if (!dark) found.push("dark: the dark theme did not apply");
  found.push(...(await violations(page, "dark")).map((v) => `dark: ${v}`));
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}
