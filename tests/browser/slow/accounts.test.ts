import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1 } from "../auth";
import { violations, violationsInBothThemes } from "../axe";
import { closeBrowser, javaScriptModes, javaScriptOn, waitForHydration, withPage } from "../browser";
import { localeWalks, wordsIn } from "../locales";

afterAll(closeBrowser);

const PASSWORD = "Nile-River-2026!";
const NEW_PASSWORD = "Pyramids&Sphinx-77";
const SQUATTER_PASSWORD = "Squatter-Chose-2026!";

/** Opens a page and, with JavaScript, waits until React handles clicks. */
async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

/** The page's own content: the footer has its own Email field (the newsletter). */
const main = (page: Page) => page.getByRole("main");
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

/**
 * Opens the newest e-mail of this template to this address in the development mailbox, once `count` of them
 * are there. The Queue consumer runs after the request, so the mailbox is reloaded until they are.
 */
async function openMailbox(page: Page, to: string, template: string, javaScriptEnabled: boolean, count = 1) {
  const rows = page.getByRole("row").filter({ hasText: to }).filter({ hasText: template });
  await expect
    .poll(
      async () => {
        await open(page, "/dev/mailbox", javaScriptEnabled);
        return rows.count();
      },
      { message: `no ${count} ${template} e-mails for ${to}`, timeout: 20_000, interval: 200 },
    )
    .toBeGreaterThanOrEqual(count);
  await rows.first().getByRole("link").click();
  await page.getByRole("heading", { name: "Links", exact: true }).waitFor();
}

/** Follows the link to `path` in the newest e-mail of this template to this address (see `openMailbox`). */
async function followMailedLink(page: Page, to: string, template: string, path: string, javaScriptEnabled: boolean, count = 1) {
  await openMailbox(page, to, template, javaScriptEnabled, count);
  const link = page.getByRole("link", { name: new RegExp(`${path.replaceAll("/", "\\/")}\\?token=`) }).first();
  await link.click();
}

/** Signs up through the form and waits for the answer every accepted sign-up gets. */
async function signUpThrough(page: Page, fields: { email: string; username: string; password: string }, javaScriptEnabled: boolean) {
  await open(page, "/auth?tab=signup", javaScriptEnabled);
  await page.getByRole("textbox", { name: "Username (optional)" }).fill(fields.username);
  await main(page).getByRole("textbox", { name: "Email" }).fill(fields.email);
  await page.locator("#sign-up-password").fill(fields.password);
  await page.locator("#sign-up-confirmPassword").fill(fields.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(/notice=check-email/);
  await toasts(page).getByText("Account Created Successfully!").waitFor();
  await main(page).getByText("Check your email: we sent you a link").waitFor();
}

/** The page of an e-mailed confirmation link: the address it confirms, and the password chosen there. */
async function choosePasswordToConfirm(page: Page, email: string, password: string, javaScriptEnabled: boolean) {
  await page.waitForURL((url) => url.pathname === "/auth/confirm");
  await page.getByRole("heading", { level: 1, name: "Confirm your email address" }).waitFor();
  await main(page).getByText(email).waitFor();
  if (javaScriptEnabled) await waitForHydration(page);
  await page.locator("#confirm-address-password").fill(password);
  await page.locator("#confirm-address-confirmPassword").fill(password);
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await toasts(page).getByText("Email Confirmed").waitFor();
}

async function signInThrough(page: Page, email: string, password: string, javaScriptEnabled: boolean) {
  await open(page, "/auth", javaScriptEnabled);
  await main(page).getByRole("textbox", { name: "Email" }).fill(email);
  await page.locator("#sign-in-password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
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

      // Confirm through the mailbox: the link's page asks for the password (here the same again), then the dashboard.
      await followMailedLink(page, email, "signup-confirmation", "/auth/confirm", javaScriptEnabled);
      if (javaScriptEnabled) {
        await page.getByRole("heading", { level: 1, name: "Confirm your email address" }).waitFor();
        expect(await violationsInBothThemes(page)).toEqual([]);
      }
      await choosePasswordToConfirm(page, email, PASSWORD, javaScriptEnabled);
      await page.getByText("Welcome!", { exact: true }).waitFor();
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

  it("someone signs up with the owner's address first: the owner's sign-up looks like any, and the password they choose on confirming is the only one that works", async () => {
    const email = `owner-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
    await withPage({ javaScriptEnabled }, async (squatter) => {
      await signUpThrough(squatter, { email, username: "Squatter", password: SQUATTER_PASSWORD }, javaScriptEnabled);
      await withPage({ javaScriptEnabled }, async (owner) => {
        // The owner's own attempt gets the answer of a new address: no "already exists".
        await signUpThrough(owner, { email, username: "Mona", password: PASSWORD }, javaScriptEnabled);
        expect(await owner.getByText("already exists").count()).toBe(0);
        // The newest e-mail (the owner's); a weak password first, refused on the page like the sign-up form's.
        await followMailedLink(owner, email, "signup-confirmation", "/auth/confirm", javaScriptEnabled, 2);
        await owner.waitForURL((url) => url.pathname === "/auth/confirm");
        if (javaScriptEnabled) await waitForHydration(owner);
        await owner.locator("#confirm-address-password").fill("password");
        await owner.locator("#confirm-address-confirmPassword").fill("password");
        await owner.getByRole("button", { name: "Confirm and Sign In" }).click();
        await toasts(owner).getByText("Password too weak").waitFor();
        await owner.getByText("Password is too weak. Please choose a stronger password").waitFor();
        await choosePasswordToConfirm(owner, email, NEW_PASSWORD, javaScriptEnabled);
        expect(await owner.getByRole("heading", { level: 1 }).textContent()).toBe("Mona");
      });
      // The password the squatter chose opens nothing, before or after.
      await signInThrough(squatter, email, SQUATTER_PASSWORD, javaScriptEnabled);
      await toasts(squatter).getByText("Invalid email or password.").waitFor();
      expect(squatter.url()).not.toMatch(/\/dashboard/);
    });
  });

  it("a taken address: the page answers as for a new one, and the owner is told in the account's language", async () => {
    const email = `taken-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
    const userId = crypto.randomUUID();
    d1(
      `INSERT INTO users (id, email, password_hash, email_confirmed_at, locale) VALUES ('${userId}', '${email}', 'unusable', ${Date.now()}, 'ar'); INSERT INTO profiles (user_id, username) VALUES ('${userId}', 'Layla')`,
    );
    await withPage({ javaScriptEnabled }, async (page) => {
      await signUpThrough(page, { email, username: "Intruder", password: SQUATTER_PASSWORD }, javaScriptEnabled);
      expect(await page.getByText("already exists").count()).toBe(0);
      await openMailbox(page, email, "signup-attempt", javaScriptEnabled);
      await page.getByRole("heading", { level: 1, name: "حاول أحدهم فتح حساب في NileCare بعنوان بريدك" }).waitFor();
      const text = await page.locator("pre").textContent();
      expect(text).toContain("لهذا العنوان حساب مسجّل بالفعل");
      expect(text).toMatch(/\/ar\/auth\n/);
      expect(text).toContain("/ar/auth?view=forgot");
    });
    expect(d1<{ n: number }>(`SELECT count(*) AS n FROM auth_tokens WHERE user_id = '${userId}'`)).toEqual([{ n: 0 }]);
  });
});

describe.each(localeWalks)("the sign-up form's answers with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, direction } = wordsIn(locale);
  const notifications = (page: Page) => page.getByRole("region", { name: t("shell.toasts.label") });

  it("answers a wrong address, a weak password and a different confirmation with the toasts and the inline messages, keeping what was typed", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, at("/auth?tab=signup"), javaScriptEnabled);
      const form = page.locator("#sign-up");
      const email = form.getByRole("textbox", { name: t("auth.field.email") });
      const create = form.getByRole("button", { name: t("auth.signUp.submit") });
      await email.fill("layla@");
      await page.locator("#sign-up-password").fill("short");
      await page.locator("#sign-up-confirmPassword").fill("other");
      await create.click();
      await form.getByText(t("forms.emailInvalid")).waitFor();
      await form.getByText(t("auth.error.weakPassword")).waitFor();
      await form.getByText(t("auth.error.passwordsDoNotMatch")).waitFor();
      expect(await email.inputValue()).toBe("layla@");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);

      await email.fill(`weak-${locale}-${Date.now()}@example.com`);
      await page.locator("#sign-up-password").fill("password");
      await page.locator("#sign-up-confirmPassword").fill("password");
      await create.click();
      await notifications(page).getByText(t("auth.toast.passwordTooWeakTitle")).waitFor();
      await notifications(page).getByText(t("auth.toast.passwordTooWeakBody")).waitFor();
      await form.getByText(t("auth.error.weakPassword")).waitFor();

      await page.locator("#sign-up-password").fill(PASSWORD);
      await page.locator("#sign-up-confirmPassword").fill(NEW_PASSWORD);
      await create.click();
      await notifications(page).getByText(t("auth.toast.passwordsDoNotMatchBody")).waitFor();
      await page.locator("#sign-up-confirmPassword-error").getByText(t("auth.error.passwordsDoNotMatch")).waitFor();
    });
  });
});

// In English the walks above confirm by the e-mailed link in both modes and answer a weak password there (the owner's
// sign-up): this walk is the Arabic one, the page in the sign-up's language.
describe.each(localeWalks.filter(({ locale }) => locale === "ar"))("the confirmation page with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, direction } = wordsIn(locale);
  const notifications = (page: Page) => page.getByRole("region", { name: t("shell.toasts.label") });

  it("the e-mailed link opens the page in the sign-up's language, answers a weak password and confirms", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const email = `confirm-${locale}-${Date.now()}@example.com`;
      await open(page, at("/auth?tab=signup"), javaScriptEnabled);
      const form = page.locator("#sign-up");
      await form.getByRole("textbox", { name: t("auth.field.email") }).fill(email);
      await page.locator("#sign-up-password").fill(PASSWORD);
      await page.locator("#sign-up-confirmPassword").fill(PASSWORD);
      await form.getByRole("button", { name: t("auth.signUp.submit") }).click();
      await page.waitForURL((url) => url.pathname === at("/auth") && url.search === "?notice=check-email");
      await notifications(page).getByText(t("auth.toast.accountCreatedTitle")).waitFor();

      await followMailedLink(page, email, "signup-confirmation", at("/auth/confirm"), javaScriptEnabled);
      await page.waitForURL((url) => url.pathname === at("/auth/confirm"));
      await page.getByRole("heading", { level: 1, name: t("auth.confirm.title") }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);
      if (locale === "ar") expect((await main(page).textContent())!.replace(email, "")).not.toMatch(/[A-Za-z]{3,}/);
      if (javaScriptEnabled) await waitForHydration(page);

      const submit = page.getByRole("button", { name: t("auth.confirm.submit") });
      await page.locator("#confirm-address-password").fill("password");
      await page.locator("#confirm-address-confirmPassword").fill("password");
      await submit.click();
      await notifications(page).getByText(t("auth.toast.passwordTooWeakTitle")).waitFor();
      await main(page).getByText(t("auth.error.weakPassword")).waitFor();

      await page.locator("#confirm-address-password").fill(NEW_PASSWORD);
      await page.locator("#confirm-address-confirmPassword").fill(NEW_PASSWORD);
      await submit.click();
      await page.waitForURL((url) => url.pathname === at("/dashboard"));
      await notifications(page).getByText(t("auth.toast.emailConfirmedTitle")).waitFor();
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
    });
  });
});

// Each page state once, every rule in the light theme and contrast in the dark one (a load per theme).
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

// The sign-in form is posted both ways by the first walk, a wrong password's answer included; the lockout's page
// without JavaScript is the server's (tests/worker/own-rows/sign-in.test.ts), so this runs once, with JavaScript.
describe.each(javaScriptOn)("login protection with $name", ({ javaScriptEnabled }) => {
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
