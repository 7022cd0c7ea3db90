import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { violations, violationsInBothThemes } from "./axe";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

const PASSWORD = "Nile-River-2026!";
const NEW_PASSWORD = "Pyramids&Sphinx-77";

/** Opens a page and, with JavaScript, waits until React handles clicks. */
async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

/** The page's own content: the footer has its own Email field (the newsletter). */
const main = (page: Page) => page.getByRole("main");
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

/**
 * Follows the link of the newest e-mail of this template to this address, through the
 * development mailbox. The Queue consumer runs after the request, so the mailbox is
 * reloaded until the message is there.
 */
async function followMailedLink(page: Page, to: string, template: string, path: string, javaScriptEnabled: boolean) {
  const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: template }).first();
  await expect
    .poll(
      async () => {
        await open(page, "/dev/mailbox", javaScriptEnabled);
        return row.count();
      },
      { message: `no ${template} e-mail for ${to}`, timeout: 20_000, interval: 200 },
    )
    .toBeGreaterThan(0);
  await row.getByRole("link").click();
  await page.getByRole("heading", { name: "Links", exact: true }).waitFor();
  const link = page.getByRole("link", { name: new RegExp(`${path.replace("/", "\\/")}\\?token=`) }).first();
  await link.click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("link", { name: "Sign In" }).waitFor();
}

describe.each(javaScriptModes)("accounts with $name", ({ javaScriptEnabled }) => {
  it("sign up, confirm by e-mail, dashboard, sign out, sign in, forgot password, reset, dashboard", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const email = `patient-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
      const username = javaScriptEnabled ? "Amira" : "Karim";

      // Sign up.
      await open(page, "/auth", javaScriptEnabled);
      await page.getByRole("link", { name: "Sign Up" }).click();
      await page.waitForURL(/tab=signup/);
      await page.getByRole("textbox", { name: "Username (optional)" }).fill(username);
      await main(page).getByRole("textbox", { name: "Email" }).fill(email);
      await page.locator("#sign-up-password").fill(PASSWORD);
      if (javaScriptEnabled) {
        await expect(
          page.getByRole("progressbar", { name: "Password strength" }).getAttribute("aria-valuetext"),
        ).resolves.toBe("Strong, 100%");
        await page.locator("#sign-up-confirmPassword").fill(`${PASSWORD}x`);
        await page.getByText("Passwords do not match").waitFor();
      }
      await page.locator("#sign-up-confirmPassword").fill(PASSWORD);
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL(/notice=check-email/);
      await toasts(page).getByText("Account Created Successfully!").waitFor();
      await main(page).getByText("Check your email: we sent you a link").waitFor();

      // Not confirmed yet: sign-in says so and offers a new link.
      await main(page).getByRole("textbox", { name: "Email" }).fill(email);
      await page.locator("#sign-in-password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("button", { name: "Send the confirmation link again" }).waitFor();
      expect(await page.getByRole("alert").textContent()).toContain("Please confirm your email address");

      // Confirm through the mailbox: signed in at the dashboard.
      await followMailedLink(page, email, "signup-confirmation", "/auth/confirm", javaScriptEnabled);
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await page.getByText("Welcome back!").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(username);
      expect(await page.getByRole("link", { name: `Welcome, ${username}` }).getAttribute("href")).toBe("/account");
      // axe runs as page script, so only with JavaScript on.
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
      if (javaScriptEnabled) await waitForHydration(page);

      await signOut(page);
      expect((await page.goto("/dashboard"))?.url()).toMatch(/\/auth\?redirectTo=%2Fdashboard$/);

      // Sign in.
      if (javaScriptEnabled) await waitForHydration(page);
      await main(page).getByRole("textbox", { name: "Email" }).fill(email);
      await page.locator("#sign-in-password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await toasts(page).getByText("Signed in successfully!").waitFor();
      if (javaScriptEnabled) await waitForHydration(page);
      await signOut(page);

      // Forgot password: a dialog with JavaScript, a page of its own without.
      await open(page, "/auth", javaScriptEnabled);
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: "Reset Your Password" });
        await dialog.waitFor();
        expect(page.url()).toMatch(/\/auth$/);
        await dialog.getByRole("textbox", { name: "Email" }).fill(email);
        await dialog.getByRole("button", { name: "Send Reset Email" }).click();
        await dialog.waitFor({ state: "hidden" });
        await toasts(page).getByText("Password Reset Email Sent").waitFor();
      } else {
        await page.waitForURL(/view=forgot/);
        await main(page).getByRole("textbox", { name: "Email" }).fill(email);
        await page.getByRole("button", { name: "Send Reset Email" }).click();
        await page.getByText("a link to reset your password is on its way").waitFor();
        await toasts(page).getByText("Password Reset Email Sent").waitFor();
      }

      // Reset through the mailbox, then the dashboard.
      await followMailedLink(page, email, "password-reset", "/auth/reset", javaScriptEnabled);
      await page.waitForURL(/\/auth\?reset=true$/);
      await page.getByRole("heading", { name: "Reset Your Password" }).waitFor();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.locator("#reset-password-password").fill(NEW_PASSWORD);
      await page.locator("#reset-password-confirmPassword").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Update Password" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await toasts(page).getByText("Password Updated Successfully").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(username);

      // The new password is the one that works.
      if (javaScriptEnabled) await waitForHydration(page);
      await signOut(page);
      await open(page, "/auth", javaScriptEnabled);
      await main(page).getByRole("textbox", { name: "Email" }).fill(email);
      await page.locator("#sign-in-password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await toasts(page).getByText("Invalid email or password.").waitFor();
      await page.locator("#sign-in-password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");
    });
  });

  it("answers a weak password and a different confirmation with the toasts and the inline messages", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/auth?tab=signup", javaScriptEnabled);
      await main(page).getByRole("textbox", { name: "Email" }).fill(`weak-${Date.now()}@example.com`);
      await page.locator("#sign-up-password").fill("password");
      await page.locator("#sign-up-confirmPassword").fill("password");
      await page.getByRole("button", { name: "Create Account" }).click();
      await toasts(page).getByText("Password too weak").waitFor();
      await toasts(page).getByText("Please meet all password requirements").waitFor();
      await page.getByText("Password is too weak. Please choose a stronger password").waitFor();

      await page.locator("#sign-up-password").fill(PASSWORD);
      await page.locator("#sign-up-confirmPassword").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Create Account" }).click();
      await toasts(page).getByText("Please make sure both passwords are identical").waitFor();
      await page.locator("#sign-up-confirmPassword-error").getByText("Passwords do not match").waitFor();
    });
  });
});

// Each page state once, every rule in the light theme and contrast in the dark one (issue 23: a load per theme).
describe("account pages in the light and dark themes", () => {
  it.each(["/auth", "/auth?tab=signup", "/auth?view=forgot"])("%s has no WCAG 2.2 AA violations", async (path) => {
    await withPage({}, async (page) => {
      await open(page, path, true);
      expect(await violationsInBothThemes(page)).toEqual([]);
    });
  });

  it("the sign-up form with its errors, the meter and the open dialog have none either", async () => {
    await withPage({}, async (page) => {
      await open(page, "/auth?tab=signup", true);
      await page.locator("#sign-up-password").fill("abc");
      await page.locator("#sign-up-confirmPassword").fill("abd");
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.getByText("Passwords do not match").first().waitFor();
      expect(await violationsInBothThemes(page)).toEqual([]);

      await open(page, "/auth", true);
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await page.getByRole("dialog").waitFor();
      expect(await violationsInBothThemes(page)).toEqual([]);
    });
  });
});

describe.each(javaScriptModes)("login protection with $name", ({ javaScriptEnabled }) => {
  it("shows the error toast for a wrong password and refuses the sixth attempt on one address", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/auth", javaScriptEnabled);
      const email = `locked-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
      for (let attempt = 1; attempt <= 6; attempt++) {
        await main(page).getByRole("textbox", { name: "Email" }).fill(email);
        await page.locator("#sign-in-password").fill(`Wrong-password-${attempt}!`);
        const answer = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
        );
        await page.getByRole("button", { name: "Sign In" }).click();
        expect((await answer).status()).toBe(attempt <= 5 ? 401 : 429);
        const message =
          attempt <= 5
            ? "Invalid email or password."
            : "Too many failed login attempts. Please try again in 15 minutes.";
        await main(page).getByRole("alert").getByText(message).waitFor();
        await toasts(page).getByText(message).waitFor();
      }
    });
  });
});

describe("accounts with JavaScript on", () => {
  it("disables the submit button with a spinner while the sign-in runs", async () => {
    await withPage({}, async (page) => {
      await open(page, "/auth", true);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/auth.data*", async (route) => {
        await held;
        await route.continue();
      });
      await main(page).getByRole("textbox", { name: "Email" }).fill("nobody@example.com");
      await page.locator("#sign-in-password").fill("Wrong-password-1!");
      await page.getByRole("button", { name: "Sign In" }).click();
      const pending = page.getByRole("button", { name: "Signing in..." });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      expect(await page.getByRole("button", { name: "Sign In" }).isDisabled()).toBe(false);
    });
  });

  it("shows the strength meter only once something is typed, with the labels the spec's validation rules give", async () => {
    await withPage({}, async (page) => {
      await open(page, "/auth?tab=signup", true);
      const meter = page.getByRole("progressbar", { name: "Password strength" });
      expect(await meter.count()).toBe(0);
      const password = page.locator("#sign-up-password");
      for (const [value, label] of [
        ["a", "Weak, 20%"],
        ["aB", "Fair, 40%"],
        ["aB1", "Good, 60%"],
        ["aB1!", "Strong, 80%"],
        ["aB1!efgh", "Strong, 100%"],
      ] as const) {
        await password.fill(value);
        expect(await meter.getAttribute("aria-valuetext")).toBe(label);
      }
      await password.fill("");
      expect(await meter.count()).toBe(0);
    });
  });
});
