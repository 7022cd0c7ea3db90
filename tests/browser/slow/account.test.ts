import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { violations, violationsInBothThemes } from "../axe";
import { hashPasswordWithPepper } from "../../../app/auth/password-hash";
import { d1 } from "../auth";
import { closeBrowser, downloadedBytes, javaScriptModes, waitForHydration, withPage } from "../browser";
import { openMail, toast } from "../mail";

afterAll(closeBrowser);

const PASSWORD = "Nile-River-2026!";
const NEW_PASSWORD = "Pyramids&Sphinx-77";
// The development pepper of wrangler.toml, which the served worker uses.
const PEPPER = "dev-password-pepper-not-for-production";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A confirmed patient with a real password, to sign in through the form. */
async function createPatient(tag: string) {
  const email = `account-${tag}-${Date.now()}@example.com`;
  const userId = crypto.randomUUID();
  const hash = await hashPasswordWithPepper(PASSWORD, PEPPER);
  d1(
    [
      `INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (${quote(userId)}, ${quote(email)}, ${quote(hash)}, ${Date.now()})`,
      `INSERT INTO profiles (user_id, username) VALUES (${quote(userId)}, 'Samira')`,
    ].join("; "),
  );
  return { email, userId };
}

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

const main = (page: Page) => page.getByRole("main");

async function signIn(page: Page, email: string, password: string, javaScriptEnabled: boolean) {
  await open(page, "/auth", javaScriptEnabled);
  await main(page).getByRole("textbox", { name: "Email" }).fill(email);
  await page.locator("#sign-in-password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe.each(javaScriptModes)("the account page with $name", ({ javaScriptEnabled }) => {
  it("changes the username, the e-mail address (after its link) and the password", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const { email } = await createPatient(javaScriptEnabled ? "js" : "nojs");
      await signIn(page, email, PASSWORD, javaScriptEnabled);
      await page.waitForURL((url) => url.pathname === "/dashboard");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("link", { name: "Welcome, Samira" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      await page.getByRole("heading", { level: 1, name: "Your Account" }).waitFor();
      if (javaScriptEnabled) {
        await waitForHydration(page);
        expect(await violations(page)).toEqual([]);
      }

      // Username: the header follows.
      await main(page).getByRole("textbox", { name: "Username" }).fill("Samira Nasser");
      await page.getByRole("button", { name: "Save Username" }).click();
      await toast(page, "Username updated").waitFor();
      await page.getByRole("link", { name: "Welcome, Samira Nasser" }).waitFor();

      // E-mail: nothing changes until the link in the new inbox is opened.
      const newEmail = `moved-${email}`;
      if (javaScriptEnabled) await waitForHydration(page);
      await main(page).getByRole("textbox", { name: "New Email Address" }).fill(newEmail);
      await page.locator("#account-email-currentPassword").fill(PASSWORD);
      await page.getByRole("button", { name: "Send Confirmation Link" }).click();
      await toast(page, "Check your new inbox").waitFor();
      await main(page).getByText(`Waiting for confirmation: ${newEmail}`).waitFor();
      await openMail(page, email, "A change of your NileCare email address was requested");
      await openMail(page, newEmail, "Confirm your new NileCare email address");
      // The link changes nothing by itself: the signed-in owner confirms on its page.
      await page.getByRole("list").getByRole("link").filter({ hasText: "/account/confirm-email" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Confirm Your New Email Address" }).waitFor();
      await main(page).getByText(newEmail).waitFor();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: "Use This Address" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      await toast(page, "Email address changed").waitFor();
      await main(page).getByText(`Your address: ${newEmail}`).waitFor();

      // Password: the current one is required, and the new one is the one that works.
      if (javaScriptEnabled) await waitForHydration(page);
      await page.locator("#account-password-currentPassword").fill("Not-My-Password-1!");
      await page.locator("#account-password-password").fill(NEW_PASSWORD);
      await page.locator("#account-password-confirmPassword").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Change Password" }).click();
      await main(page).getByText("That is not your current password.").waitFor();
      await page.locator("#account-password-currentPassword").fill(PASSWORD);
      await page.locator("#account-password-password").fill(NEW_PASSWORD);
      await page.locator("#account-password-confirmPassword").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Change Password" }).click();
      await toast(page, "Password changed").waitFor();

      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: "Sign Out" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await signIn(page, newEmail, PASSWORD, javaScriptEnabled);
      await toast(page, "Invalid email or password.").waitFor();
      await signIn(page, newEmail, NEW_PASSWORD, javaScriptEnabled);
      await page.waitForURL((url) => url.pathname === "/dashboard");
    });
  });

  it("downloads the data as a ZIP, then deletes the account in two steps", async () => {
    await withPage({ javaScriptEnabled, acceptDownloads: true }, async (page) => {
      const { email, userId } = await createPatient(javaScriptEnabled ? "js-delete" : "nojs-delete");
      await signIn(page, email, PASSWORD, javaScriptEnabled);
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await open(page, "/account", javaScriptEnabled);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download My Data" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^nilecare-my-data-\d{4}-\d\d-\d\d\.zip$/);
      const files = unzipSync(await downloadedBytes(download));
      expect(strFromU8(files["README.txt"]!)).toContain("This archive holds everything NileCare keeps about you");
      const data = JSON.parse(strFromU8(files["data.json"]!)) as { users: { email: string }[]; profiles: { username: string }[] };
      expect(data.users[0]!.email).toBe(email);
      expect(data.profiles[0]!.username).toBe("Samira");

      // Step one: the password; step two: an explicit confirmation.
      await page.getByRole("link", { name: "Delete My Account" }).click();
      await page.waitForURL((url) => url.pathname === "/account/delete");
      if (javaScriptEnabled) await waitForHydration(page);
      await main(page).getByLabel("Your Password").fill("Wrong-Password-1!");
      await page.getByRole("button", { name: "Continue" }).click();
      await main(page).getByText("That is not your current password.").waitFor();
      await main(page).getByLabel("Your Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("heading", { name: "Are you sure?" }).waitFor();
      expect(d1(`SELECT id FROM users WHERE id = ${quote(userId)}`)).toHaveLength(1);
      await page.getByRole("button", { name: "Delete My Account Permanently" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await toast(page, "Account deleted").waitFor();
      await page.getByRole("link", { name: "Sign In" }).waitFor();
      expect(d1(`SELECT id FROM users WHERE id = ${quote(userId)}`)).toHaveLength(0);
      expect(d1(`SELECT user_id FROM security_events WHERE user_id = ${quote(userId)}`)).toHaveLength(0);

      await signIn(page, email, PASSWORD, javaScriptEnabled);
      await toast(page, "Invalid email or password.").waitFor();
    });
  });
});

// Each page once: every rule in the light theme, contrast in the dark one (a patient and a load per theme).
describe("account and privacy pages in the light and dark themes", () => {
  it("/account, /account/delete and /privacy have no WCAG 2.2 AA violations and no sideways scroll at 390 px", async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      const { email } = await createPatient("a11y");
      await signIn(page, email, PASSWORD, true);
      await page.waitForURL((url) => url.pathname === "/dashboard");
      for (const path of ["/account", "/account/delete", "/privacy"]) {
        await open(page, path, true);
        expect(await violationsInBothThemes(page), path).toEqual([]);
        const overflow = await page.evaluate(() => document.querySelector("main")!.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
});
