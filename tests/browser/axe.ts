import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { Page } from "playwright-core";

/**
 * axe's minified build: `axe.source` is the 1.5 MB unminified one, which every page state paid to send and compile
 * (about a third of a check's time).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * WCAG 2.2 A and AA violations on the current page, one readable line each. The themes differ only in colours, so
 * a page state gets every rule in the light theme and, in the dark theme (`theme: "dark"`), only colour contrast:
 * the rest would repeat the light theme's answer at the same cost.
 */
/**
 * The rules whose answer can change with a page's words, language, direction or line breaks: names and labels,
 * titles, `lang`, alternative texts, target sizes and scrolling regions (text that wraps or overflows differently).
 * An Arabic page is built by the same components as its English twin, so the rules about structure, ARIA roles and
 * colours answer as they do on the English page, which accessibility.test.ts checks in full in both themes
 * ("Arabic browser tests check what Arabic changes").
 */
const WORD_RULES = [
  "area-alt",
  "aria-command-name",
  "aria-input-field-name",
  "aria-meter-name",
  "aria-progressbar-name",
  "aria-tab-name",
  "aria-toggle-field-name",
  "aria-tooltip-name",
  "button-name",
  "document-title",
  "frame-title",
  "html-has-lang",
  "html-lang-valid",
  "html-xml-lang-mismatch",
  "image-alt",
  "input-button-name",
  "input-image-alt",
  "label",
  "label-content-name-mismatch",
  "link-name",
  "object-alt",
  "role-img-alt",
  "scrollable-region-focusable",
  "select-name",
  "summary-name",
  "svg-img-alt",
  "target-size",
  "valid-lang",
];

/** Which rules a check runs: every WCAG 2.2 AA rule, colour contrast only (dark theme), or the rules about words. */
type Checks = "light" | "dark" | "words";

export async function violations(page: Page, theme: Checks = "light") {
  // page.evaluate runs through the DevTools protocol, so the page's CSP does not block axe.
  // Once per document: the dark theme's contrast check runs on the document the light check already loaded axe into.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // axe counts a target the sticky header covers at the current scroll as too small (target-size), so the answer
  // would depend on where the test left the page (a refusal scrolled into view, the day's other bookings above it):
  // the page is checked as laid out, from its top. Focus kept clear of the header is the scroll padding's job.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const runOnly =
    theme === "dark"
      ? { type: "rule" as const, values: ["color-contrast"] }
      : theme === "words"
        ? { type: "rule" as const, values: WORD_RULES }
        : { type: "tag" as const, values: WCAG_AA };
  // Only violations are read: axe then skips gathering the nodes that pass, much of its time on a long page.
  const results = await page.evaluate(
    (only) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: only, resultTypes: ["violations"] }),
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
 * per theme. The page is left in the light theme.
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
