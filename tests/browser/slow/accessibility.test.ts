import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { violationsInBothThemes } from "../axe";
import { baseURL, closeBrowser, launchBrowser, visitorAddress } from "../browser";

afterAll(closeBrowser);

/** Public pages checked against WCAG 2.2 A and AA rules in the light theme, and for contrast in the dark one. */
const pages = [
  "/",
  "/about",
  "/does-not-exist",
  "/plan",
  "/plan?step=2",
  "/plan?step=3",
  "/plan?step=4",
  "/plan?step=5",
  "/plan?tab=overview",
  "/treatments",
  "/treatments/cardiac-surgery",
  "/treatments/unknown-category",
  "/doctors",
  "/doctors?q=nobody",
  "/doctors/dr-ahmed-hassan",
  "/doctors/unknown-doctor",
  "/hotels/dokki-nile-medical-hotel",
  "/hotels/unknown-hotel",
  "/stories",
  "/travel-info",
  "/travel-info?tab=practical",
  "/travel-info/guide",
  "/concierge",
  "/blog",
  "/blog/1",
  "/blog/99",
  "/faq",
  "/faq?q=visa",
  "/contact",
  "/privacy",
  "/book",
  "/book?zone=Australia/Sydney",
  "/newsletter/confirm?token=unknown",
  "/newsletter/unsubscribe?token=unknown",
  "/dev/mailbox",
];

describe("accessibility in the light and dark themes", () => {
  // One anonymous visitor's tab goes from page to page (none of them signs in or writes a cookie the next one
  // reads). Each page loads once: every rule in the light theme, then the dark theme by media emulation (the
  // "system" theme is a prefers-color-scheme query in CSS, app/styles/theme.css.ts) for contrast, the only thing
  // the theme changes (a second load of every page per theme).
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await (
      await launchBrowser()
    ).newContext({ baseURL: baseURL(), colorScheme: "light", extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it.each(pages)("%s has no WCAG 2.2 AA violations", async (path) => {
    await page.goto(path);
    expect(await violationsInBothThemes(page)).toEqual([]);
  });
});
