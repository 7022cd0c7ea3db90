import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { LIST_RELOAD_MS, THREAD_POLL_MS } from "../../app/domain/case-messages";
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
  it("shows the patient's new message at once (without a WebSocket, at the next 30-second poll), marks the case list's row, and keeps the answer to the coordinator's own change that a notice interrupts or follows", async () => {
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
        let noticed: (() => void) | undefined;
        staff.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => payload !== "pong" && noticed?.()));
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

        // A notice that comes while the coordinator's own bulk change is loading waits for it, so its answer stays.
        const notice = new Promise<void>((resolve) => (noticed = resolve));
        let posted = false;
        let holding: (() => void) | undefined;
        const held = new Promise<void>((resolve) => (holding = resolve));
        let release: (() => void) | undefined;
        const released = new Promise<void>((resolve) => (release = resolve));
        // The load that follows the change reaches the worker (which hands over the change's message once), and its
        // answer is held until the notice's reload is due.
        await staff.route(/\/staff\.data/, async (route) => {
          if (route.request().method() === "POST") posted = true;
          else if (posted && holding) {
            const response = await route.fetch();
            holding();
            holding = undefined;
            await released;
            return route.fulfill({ response }).catch(() => {});
          }
          await route.continue().catch(() => {});
        });
        await row.getByRole("checkbox").check();
        await staff.getByLabel("Closing reason").selectOption("answered");
        await staff.getByRole("button", { name: "Close", exact: true }).click();
        await held;
        await patientWrites(patient, "Sorry, one last thing.");
        await notice;
        await staff.clock.fastForward(LIST_RELOAD_MS + 100);
        release?.();
        const changed = staff.getByText("1 case changed.");
        await changed.waitFor();

        // The next notice's reload brings no message of its own, and the change's message stays until its time is up.
        const nextNotice = new Promise<void>((resolve) => (noticed = resolve));
        const reloaded = staff.waitForResponse((r) => r.url().includes("/staff.data") && r.request().method() === "GET");
        await patientWrites(patient, "And is the airport pickup included?");
        await nextNotice;
        await staff.clock.fastForward(LIST_RELOAD_MS + 100);
        await reloaded;
        await row.getByText("Unread reply").waitFor();
        expect(await changed.isVisible()).toBe(true);
      });
    });
  }, 120_000);
});
