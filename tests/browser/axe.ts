import axe from "axe-core";
import type { Page } from "playwright-core";

/** WCAG 2.2 A and AA violations on the current page, one readable line each. */
export async function violations(page: Page) {
  // page.evaluate runs through the DevTools protocol, so the page's CSP does not block axe.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    }),
  );
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}
