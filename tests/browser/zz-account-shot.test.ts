import { afterAll, it } from "vitest";
import { hashPasswordWithPepper } from "../../app/auth/password-hash";
import { d1 } from "./auth";
import { closeBrowser, withPage } from "./browser";

afterAll(closeBrowser);

it("screenshots /account at 390 px", async () => {
  const email = `shot-${Date.now()}@example.com`;
  const hash = await hashPasswordWithPepper("Nile-River-2026!", "dev-password-pepper-not-for-production");
  d1(`INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES ('${crypto.randomUUID()}', '${email}', '${hash}', ${Date.now()}); INSERT INTO profiles (user_id, username) SELECT id, 'Samira' FROM users WHERE email = '${email}'`);
  for (const colorScheme of ["light", "dark"] as const) {
    await withPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, colorScheme }, async (page) => {
      await page.goto("/auth");
      await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(email);
      await page.locator("#sign-in-password").fill("Nile-River-2026!");
      await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => url.pathname !== "/auth");
      await page.goto("/account");
      await page.screenshot({ path: `/tmp/acct/account-390-${colorScheme}.png`, fullPage: true });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(`scrollWidth ${colorScheme}: ${wide}`);
    });
  }
}, 120_000);
