import type { Page } from "playwright-core";
import { expect } from "vitest";
import { layoutThemes, screenshot, waitForHydration } from "./browser";

/** Steps the journey tests share: a page opened (hydrated with JavaScript), a trip plan sent, a coordinator signed in. */

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

export async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

export async function submitPlan(page: Page, javaScriptEnabled: boolean) {
  await open(page, "/plan", javaScriptEnabled);
  await page.getByRole("radio", { name: /Cardiac Surgery/ }).check();
  await next(page);
  await page.getByText("Step 2 of 5").waitFor();
  await page.getByLabel("Arrival Date").fill(inDays(21));
  await page.getByLabel("Departure Date").fill(inDays(45));
  await next(page);
  await page.getByText("Step 3 of 5").waitFor();
  await page.getByRole("radio", { name: /Serviced Apartment/ }).check();
  await next(page);
  await page.getByText("Step 4 of 5").waitFor();
  await next(page);
  await page.getByText("Step 5 of 5").waitFor();
  await page.getByRole("button", { name: "Submit My Trip Plan" }).click();
  await page.getByText("Trip Plan Submitted!").waitFor();
}

/** Signs the dev coordinator in on this page (the visitor's own: no second page to start) and waits for the console. */
export async function signInStaff(page: Page, javaScriptEnabled: boolean) {
  await open(page, "/auth?redirectTo=%2Fstaff", javaScriptEnabled);
  await page.locator("#sign-in-email").fill("coordinator@nilecare.test");
  await page.locator("#sign-in-password").fill("NileCare-Dev-2026!");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/staff");
  if (javaScriptEnabled) await waitForHydration(page);
}

/**
 * Each page loaded once and resized to a phone and a desktop (the layout is CSS media queries, not state fixed at
 * load): no sideways scroll at either width. Geometry does not depend on the theme, so the dark one only for the
 * screenshots a reviewer asks for (`SCREENSHOTS=1`), saved as `{prefix}-{name}-{width}-{theme}-{mode}.png`.
 */
export async function fitsPhoneAndDesktop(page: Page, paths: [string, string][], prefix: string, mode: string) {
  for (const [name, path] of paths) {
    await page.goto(path);
    for (const colorScheme of layoutThemes) {
      await page.emulateMedia({ colorScheme });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} ${width}`).toBeLessThanOrEqual(width);
        await screenshot(page, `test-results/screenshots/${prefix}-${name}-${width}-${colorScheme}-${mode}.png`);
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
  }
}
