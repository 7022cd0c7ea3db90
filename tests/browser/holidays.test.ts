import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signInAs } from "./auth";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";

afterAll(closeBrowser);

const ADMIN = "dev-staff-admin";
/** Wednesday 8 December 2027, 17:30 Cairo time (UTC+2): half an hour that evening, then Thursday from 09:00. */
const RECEIVED = Date.parse("2027-12-08T15:30:00Z");
/** 2 working hours later in the seeded week (Monday to Saturday, 09:00–18:00): Thursday 10:30 Cairo time. */
const DUE = Date.parse("2027-12-09T08:30:00Z");

/** An open contact message, opened as the contact form opens it: its due time the one the team's hours give. */
function openCase(word: string) {
  const caseId = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  const email = `${word.toLowerCase()}@example.com`;
  d1(`INSERT INTO contact_messages (id, first_name, last_name, email, message, created_at) VALUES ('${messageId}', 'Omar', '${word}', '${email}', 'Can I come for an implant in December?', ${RECEIVED});
      INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, status, received_at, due_at, updated_at)
        VALUES ('${caseId}', 'contact', '${messageId}', 'Omar ${word}', '${email}', 'new', ${RECEIVED}, ${DUE}, ${RECEIVED})`);
  return caseId;
}

async function dueOnCasePage(page: Page, caseId: string) {
  await page.goto(`/staff/cases/${caseId}`);
  return (await page.getByText("Reply due (Cairo)", { exact: true }).locator("xpath=following-sibling::*[1]").textContent()) ?? "";
}

describe.each(javaScriptModes)("an admin closes the team for a holiday with $name", ({ javaScriptEnabled }) => {
  it("adds a holiday, the open case's due time moves past it, and removing it moves the due time back", async () => {
    const word = `Holiday${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const caseId = openCase(word);
    const name = `National holiday ${word}`;
    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      await signInAs(page.context(), ADMIN);
      expect(await dueOnCasePage(page, caseId)).toContain("9 Dec 2027, 10:30");

      await page.goto("/staff/admin/holidays");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("First date").fill("2027-12-09");
      await page.getByLabel("Closed all day").check();
      await page.getByRole("button", { name: "Add closure" }).click();
      await toast(page, `"${name}" added.`).waitFor();
      // This case, and any other open one due that Thursday (the other mode's, already moved back).
      await page.getByText(/^\d+ open case(?:'s|s') due times? moved\.$/).waitFor();
      await page.getByText("December 9, 2027: closed all day").waitFor();

      // Thursday is closed: the half hour left runs on Friday from 09:00.
      expect(await dueOnCasePage(page, caseId)).toContain("10 Dec 2027, 10:30");

      await page.goto("/staff/admin/holidays");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: `Remove "${name}"` }).click();
      await toast(page, "Closure removed.").waitFor();
      await expect.poll(() => page.getByRole("button", { name: `Remove "${name}"` }).count()).toBe(0);
      expect(await dueOnCasePage(page, caseId)).toContain("9 Dec 2027, 10:30");
    });
  });
});
