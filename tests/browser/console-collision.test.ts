import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signInAs } from "./auth";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

// The reply form refuses to send when the patient wrote after the page was opened (show it, keep
// the draft; with JavaScript a colleague opening the case is told the reply is being written); a colleague's reply
// while writing asks before sending, draft kept; then the ticked case
// is closed from the list in bulk, and a colleague someone else just took is not covered twice. JavaScript on and off.
const HOUR = 60 * 60 * 1000;
const COORDINATOR = "dev-staff-coordinator";

function waitingCase(word: string) {
  const caseId = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  const email = `${word.toLowerCase()}@example.com`;
  const at = Date.now() - HOUR;
  d1(`INSERT INTO contact_messages (id, first_name, last_name, email, message, created_at) VALUES ('${messageId}', 'Rami', '${word}', '${email}', 'A price for crowns, please.', ${at});
      INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, status, assignee_id, received_at, due_at, updated_at)
        VALUES ('${caseId}', 'contact', '${messageId}', 'Rami ${word}', '${email}', 'in_review', '${COORDINATOR}', ${at}, ${at + 2 * HOUR}, ${at})`);
  return { caseId, email };
}

/** A coordinator account named `name` (nobody signs in as them here). */
function coordinator(name: string) {
  const userId = crypto.randomUUID();
  d1(`INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES ('${userId}', '${userId}@example.com', 'unusable', ${Date.now()});
      INSERT INTO profiles (user_id, username, role) VALUES ('${userId}', '${name}', 'coordinator')`);
  return userId;
}

async function signIn(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/auth?redirectTo=%2Fstaff");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill("coordinator@nilecare.test");
  await page.locator("#sign-in-password").fill("NileCare-Dev-2026!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/staff");
  if (javaScriptEnabled) await waitForHydration(page);
}

async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== "1") return;
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `test-results/console-${name}-${width}-${colorScheme}.png`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

describe.each(javaScriptModes)("two people, one patient, with $name", ({ javaScriptEnabled }) => {
  it("refuses a reply written before the patient's new message, shows it and keeps the draft; asks before sending after a colleague's reply; then closes the case from the list and is refused a colleague already covered", async () => {
    const word = `Quokka${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const { caseId, email } = waitingCase(word);
    const mode = javaScriptEnabled ? "js" : "nojs";

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      await signIn(page, javaScriptEnabled);
      await page.goto(`/staff/cases/${caseId}`);
      if (javaScriptEnabled) await waitForHydration(page);
      const box = page.getByLabel("Reply to the patient");
      await box.fill("Crowns cost 300 USD each.");
      if (javaScriptEnabled) {
        // A colleague who opens the case now is told (the coordinator's page pinged as the reply box filled).
        await expect
          .poll(() => d1<{ writing: number }>(`SELECT writing FROM case_presence WHERE case_id = '${caseId}' AND staff_id = '${COORDINATOR}'`)[0]?.writing)
          .toBe(1);
        await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (admin) => {
          await signInAs(admin.context(), "dev-staff-admin");
          await admin.goto(`/staff/cases/${caseId}`);
          await admin.getByRole("status").getByText("Karim Coordinator is writing a reply now.").waitFor();
          // Here now, so no longer listed among those who opened it recently.
          await expect.poll(() => admin.getByText("Also opened in the last 10 minutes").count()).toBe(0);
          await shoot(admin, "presence-js");
        });
      }
      // The patient writes while the coordinator types.
      d1(`INSERT INTO case_messages (id, case_id, author, patient_email, body, created_at)
          VALUES ('${crypto.randomUUID()}', '${caseId}', 'patient', '${email}', 'Sorry, I meant veneers, not crowns.', ${Date.now()})`);
      await page.getByRole("button", { name: "Send reply" }).click();

      await page.getByText("Not sent: the patient wrote a new message since you opened this case").waitFor();
      await expect
        .poll(() => page.getByLabel("The patient's new messages").getByText("Sorry, I meant veneers").isVisible())
        .toBe(true);
      await expect.poll(() => page.getByLabel("Reply to the patient").inputValue()).toBe("Crowns cost 300 USD each.");
      await shoot(page, `collision-${mode}`);

      await page.getByLabel("Reply to the patient").fill("Veneers cost 250 USD each.");
      await page.getByRole("button", { name: "Send reply" }).click();
      await expect
        .poll(() => page.locator("#conversation").getByText("Veneers cost 250 USD each.").isVisible())
        .toBe(true);
      expect(
        d1<{ n: number }>(
          `SELECT count(*) AS n FROM case_messages WHERE case_id = '${caseId}' AND author = 'staff'`,
        )[0]!.n,
      ).toBe(1);

      // An admin answers while the coordinator writes: the coordinator is asked first, with the draft kept.
      await page.getByLabel("Reply to the patient").fill("Tuesday at 10 suits the clinic.");
      await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (admin) => {
        await signInAs(admin.context(), "dev-staff-admin");
        await admin.goto(`/staff/cases/${caseId}`);
        if (javaScriptEnabled) await waitForHydration(admin);
        await admin.getByLabel("Reply to the patient").fill("Dr Hany can also see you on Wednesday.");
        await admin.getByRole("button", { name: "Send reply" }).click();
        await admin.locator("#conversation").getByText("Dr Hany can also see you on Wednesday.").waitFor();
      });
      await page.getByRole("button", { name: "Send reply" }).click();
      await page.getByText("A colleague replied while you were writing — send anyway?").waitFor();
      await page.locator("#conversation").getByText("Dr Hany can also see you on Wednesday.").waitFor();
      await expect.poll(() => page.getByLabel("Reply to the patient").inputValue()).toBe("Tuesday at 10 suits the clinic.");
      await shoot(page, `colleague-replied-${mode}`);
      await page.getByRole("button", { name: "Send anyway" }).click();
      await page.locator("#conversation").getByText("Tuesday at 10 suits the clinic.").waitFor();

      // The list: tick the case, choose a reason, close it.
      await page.goto(`/staff?status=all&q=${word}`);
      if (javaScriptEnabled) {
        await waitForHydration(page);
        // Leaving the case page took the coordinator off it for colleagues at once.
        await expect.poll(() => d1<{ n: number }>(`SELECT count(*) AS n FROM case_presence WHERE case_id = '${caseId}' AND staff_id = '${COORDINATOR}'`)[0]!.n).toBe(0);
      }
      await page.getByRole("checkbox", { name: new RegExp(`Select the case of Rami ${word}`) }).check();
      // Ticking opens the folded actions with JavaScript; without, the coordinator opens them.
      if (!javaScriptEnabled) await page.locator("summary", { hasText: "With the ticked cases" }).click();
      await page.getByLabel("Closing reason").selectOption("answered");
      await shoot(page, `bulk-${mode}`);
      await page.getByRole("button", { name: "Close", exact: true }).click();
      await page.getByText("1 case changed.").waitFor();
      await expect
        .poll(() => d1<{ status: string }>(`SELECT status FROM cases WHERE id = '${caseId}'`)[0]!.status)
        .toBe("closed");

      // Two coordinators reach for the same absent colleague: the second is told, and the panel shows who is free.
      const away = coordinator(`Away ${word}`);
      const other = coordinator(`Other ${word}`);
      // The list's live socket hears of every case the other files change and draws the panel again, which could drop
      // the chosen colleague before the click; here the socket answers nothing, so only this test's own race is run.
      await page.routeWebSocket(/\/staff\/live/, () => {});
      await page.goto("/staff");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Colleague who is away").selectOption({ label: `Away ${word}` });
      d1(`UPDATE profiles SET covered_by = '${other}' WHERE user_id = '${away}'`);
      await page.getByRole("button", { name: "Cover their cases" }).click();
      await page.getByRole("alert").getByText("Someone else covers that colleague now.").waitFor();
      await expect.poll(() => page.getByLabel("Colleague who is away").locator("option", { hasText: `Away ${word}` }).count()).toBe(0);
      expect(d1<{ by: string }>(`SELECT covered_by AS by FROM profiles WHERE user_id = '${away}'`)[0]!.by).toBe(other);
      await shoot(page, `cover-refused-${mode}`);
    });
  });
});
