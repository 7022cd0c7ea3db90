import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { THREAD_POLL_MS } from "../../app/domain/case-messages";
import { d1, signIn, signInAs } from "./auth";
import { closeBrowser, javaScriptOn, withPage } from "./browser";
import { open, submitPlan } from "./journey-steps";

afterAll(closeBrowser);

type Marked = Window & { __marker?: string };

/** The coordinator's case page, opened with a frozen clock (the 30-s poll never comes) and marked so a reload shows. */
async function openCasePage(staff: Page, caseId: string) {
  await staff.context().clock.install();
  await signInAs(staff.context(), "dev-staff-coordinator");
  await open(staff, `/staff/cases/${caseId}`, true);
  await staff.evaluate(() => ((window as Marked).__marker = "still here"));
}

async function patientWrites(patient: Page, text: string) {
  await patient.getByLabel("Your message").fill(text);
  await patient.getByRole("button", { name: "Send message" }).click();
  await patient.locator("#conversation").getByRole("listitem").filter({ hasText: text }).waitFor();
}

describe.each(javaScriptOn)("the open case page with $name", ({ javaScriptEnabled }) => {
  it("shows the patient's new message at once (without a WebSocket, at the next 30-second poll), and marks the case list's row", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { userId, email } = await signIn(patient.context());
      await submitPlan(patient, javaScriptEnabled);
      const [{ id: caseId }] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_user_id = '${userId}'`) as [{ id: string }];
      await open(patient, `/requests/${caseId}`, javaScriptEnabled);

      await withPage({ javaScriptEnabled }, async (staff) => {
        await openCasePage(staff, caseId);
        const answer = "Could the consultation be on Tuesday?";
        await patientWrites(patient, answer);
        await staff.locator("#conversation").getByRole("listitem").filter({ hasText: answer }).waitFor();
        expect(await staff.evaluate(() => (window as Marked).__marker)).toBe("still here");
      });

      await withPage({ javaScriptEnabled }, async (staff) => {
        await staff.addInitScript(() => Reflect.deleteProperty(window, "WebSocket"));
        await openCasePage(staff, caseId);
        const answer = "And could my husband come too?";
        await patientWrites(patient, answer);
        const shown = staff.locator("#conversation").getByText(answer);
        await staff.clock.fastForward(THREAD_POLL_MS - 1000);
        expect(await shown.count(), "not before the 30-second poll").toBe(0);
        await staff.clock.fastForward(2000);
        await shown.waitFor();
      });

      // The coordinator's case list, clock frozen: the patient's next message marks its row (the tab title's count:
      // tests/worker/case-live.test.ts).
      await withPage({ javaScriptEnabled }, async (staff) => {
        await staff.context().clock.install();
        await signInAs(staff.context(), "dev-staff-coordinator");
        await open(staff, `/staff?q=${encodeURIComponent(email)}`, true);
        const row = staff.locator("tbody tr");
        await row.waitFor();
        expect(await row.getByText("Unread reply").count()).toBe(0);
        await staff.evaluate(() => ((window as Marked).__marker = "still here"));
        await patientWrites(patient, "One more question about the hotel.");
        await row.getByText("Unread reply").waitFor();
        expect(await staff.evaluate(() => (window as Marked).__marker)).toBe("still here");
      });
    });
  }, 120_000);
});
