import { afterAll, describe, expect, it } from "vitest";
import { violations } from "./axe";
import { closeBrowser, withPage } from "./browser";

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
  it.each(pages)("%s has no WCAG 2.2 AA violations", async (path) => {
    await withPage({ colorScheme }, async (page) => {
      await page.goto(path);
      expect(await violations(page, colorScheme)).toEqual([]);
    });
  });
});
