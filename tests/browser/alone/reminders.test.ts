import { afterAll, describe, expect, it } from "vitest";
import { d1, signInAs } from "../auth";
import { baseURL, closeBrowser, javaScriptModes, waitForHydration, withPage } from "../browser";

afterAll(closeBrowser);

const HOUR = 60 * 60 * 1000;
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Runs the worker's Cron Trigger as Cloudflare would at that moment (wrangler dev's local endpoint). Here, not beside
 * the other files: it runs every scheduled job at an instant ahead of the real clock.
 */
async function runCron(at: number) {
  const response = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=${at}`);
  expect(response.status).toBe(200);
}

/** A coordinator of this file's own and a case of theirs that waits on the patient after their reply. */
function waitingCase(word: string) {
  const [coordinator, caseId, messageId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const email = `${word.toLowerCase()}@example.com`;
  const at = Date.now() - 2 * HOUR;
  d1(`INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (${quote(coordinator)}, ${quote(`${coordinator}@example.com`)}, 'unusable', ${at});
      INSERT INTO profiles (user_id, username, role) VALUES (${quote(coordinator)}, 'Rana Reminder', 'coordinator');
      INSERT INTO contact_messages (id, first_name, last_name, email, message, created_at) VALUES (${quote(messageId)}, 'Omar', ${quote(word)}, ${quote(email)}, 'Which clinic for implants?', ${at});
      INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, status, assignee_id, received_at, due_at, first_reply_at, updated_at)
        VALUES (${quote(caseId)}, 'contact', ${quote(messageId)}, ${quote(`Omar ${word}`)}, ${quote(email)}, 'awaiting_patient', ${quote(coordinator)}, ${at}, ${at + 2 * HOUR}, ${at + HOUR}, ${at + HOUR});
      INSERT INTO case_messages (id, case_id, author, author_id, body, created_at) VALUES (${quote(crypto.randomUUID())}, ${quote(caseId)}, 'staff', ${quote(coordinator)}, 'Would you send your X-ray?', ${at + HOUR})`);
  return { coordinator, caseId };
}

describe.each(javaScriptModes)("a coordinator's reminder with $name", ({ javaScriptEnabled }) => {
  it("sets one on a phone, finds the case among the snoozed, and at its time the case is back, due, and they are e-mailed once", async () => {
    const word = `Snooze${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const { coordinator, caseId } = waitingCase(word);
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (page) => {
      await signInAs(page.context(), coordinator);
      await page.goto(`/staff/cases/${caseId}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Remind me").selectOption({ label: "Tomorrow 09:00 (Cairo)" });
      await page.getByRole("button", { name: "Set the reminder" }).click();
      await page.getByRole("status").getByText(/^Reminder set for .+ \(Cairo time\)/).waitFor();

      // On a desk: the case is under "Snoozed", not in the open work.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/staff");
      await page.getByRole("link", { name: /^Snoozed/ }).click();
      await page.getByRole("link", { name: `Omar ${word}` }).waitFor();
    });

    const remindAt = d1<{ remind_at: number }>(`SELECT remind_at FROM cases WHERE id = '${caseId}'`)[0]!.remind_at;
    await runCron(remindAt - 60_000);
    expect(d1<{ status: string }>(`SELECT status FROM cases WHERE id = '${caseId}'`)[0]!.status).toBe("awaiting_patient");
    await runCron(remindAt + 60_000);
    await runCron(remindAt + 6 * 60_000);
    const [row] = d1<{ status: string; due_at: number; remind_at: number | null }>(`SELECT status, due_at, remind_at FROM cases WHERE id = '${caseId}'`);
    expect(row).toEqual({ status: "in_review", due_at: remindAt, remind_at: null });
    await expect
      .poll(() => d1<{ n: number }>(`SELECT count(*) AS n FROM email_outbox WHERE to_address = '${coordinator}@example.com' AND template = 'staff-case-alert' AND subject LIKE 'Reminder:%'`)[0]!.n)
      .toBe(1);
  });
});
