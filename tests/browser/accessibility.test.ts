import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { violations } from "./axe";
import { baseURL, closeBrowser, launchBrowser, visitorAddress } from "./browser";

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

describe.each(["light", "dark"] as const)("accessibility in the %s theme", (colorScheme) => {
  // One anonymous visitor's tab per theme goes from page to page (none of them signs in or writes a cookie the
  // next one reads), instead of a new browser context for each of the 66 page states (issue 23).
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await (
      await launchBrowser()
    ).newContext({ baseURL: baseURL(), colorScheme, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it.each(pages)("%s has no WCAG 2.2 AA violations", async (path) => {
    await page.goto(path);
    expect(await violations(page, colorScheme)).toEqual([]);
  });
});
