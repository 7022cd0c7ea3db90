import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { caseStatuses, caseTransitions, dueAfterMove, replyDueAt } from "~/cases/case-rules";
import { sessionCookie } from "../auth-helpers";
import { postForm, randomIp } from "../helpers";
import { caseRow, createContactCase, patientWithPlan, staffWrote } from "../staff-helpers";

const HOUR = 60 * 60 * 1000;
const COORDINATOR = "dev-staff-coordinator";
const at = new Date("2026-11-26T10:00:00Z");
const earlier = new Date("2026-11-26T08:00:00Z");

describe("one status change for staff and patients (moveCase)", () => {
  it("allows exactly the listed transitions from every status; the staff form refuses every other one and writes nothing", async () => {
    const cookie = await sessionCookie(COORDINATOR);
    for (const from of caseStatuses) {
      for (const to of caseStatuses) {
        const { caseId } = await createContactCase({ status: from, closingReason: from === "closed" ? "answered" : null });
        if (to === "awaiting_patient") await staffWrote(caseId);
        const response = await postForm(
          `/staff/cases/${caseId}`,
          { intent: "status", status: to, ...(to === "closed" ? { closingReason: "answered" } : {}) },
          { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } },
        );
        const allowed = caseTransitions[from].includes(to);
        expect(response.status, `${from} → ${to}`).toBe(allowed ? 302 : 400);
        expect((await caseRow(caseId))!.status, `${from} → ${to}`).toBe(allowed ? to : from);
        const events = await env.DB.prepare("SELECT count(*) AS n FROM case_events WHERE case_id = ?").bind(caseId).first<number>("n");
        expect(events, `${from} → ${to}`).toBe(allowed ? 1 : 0);
      }
    }
  }, 120_000);

  it("restarts the promise only when the case starts waiting for us again", () => {
    const due = new Date(earlier.getTime() + 2 * HOUR);
    // Back to waiting on the staff: a fresh window from the move.
    for (const from of ["awaiting_patient", "scheduled", "closed"] as const) {
      expect(dueAfterMove("contact", from, "in_review", at, due)).toEqual(replyDueAt("contact", at));
      expect(dueAfterMove("trip_plan", from, "in_review", at, due)).toEqual(new Date(at.getTime() + 24 * HOUR));
    }
    // Still owed (new → in review) or no longer owed: the promise already made stays.
    expect(dueAfterMove("contact", "new", "in_review", at, due)).toEqual(due);
    for (const to of ["awaiting_patient", "scheduled", "closed"] as const) {
      expect(dueAfterMove("contact", "in_review", to, at, due)).toEqual(due);
    }
  });

  it("a staff reopen and a patient's reply give the same fresh due time", async () => {
    const cookie = await sessionCookie(COORDINATOR);
    // Staff reopen of a closed case.
    const closed = await createContactCase({ status: "closed", closingReason: "answered", receivedAt: Date.now() - 5 * 24 * HOUR });
    const before = Date.now();
    await postForm(`/staff/cases/${closed.caseId}`, { intent: "status", status: "in_review" }, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });
    const reopened = (await caseRow(closed.caseId))!;
    expect(reopened.status).toBe("in_review");
    expect(reopened.due_at).toBeGreaterThanOrEqual(before + 2 * HOUR);

    // A patient answering a case that waited for them, days after it was received.
    const patient = await patientWithPlan();
    await env.DB.prepare("UPDATE cases SET status = 'awaiting_patient', received_at = ?, due_at = ? WHERE id = ?")
      .bind(Date.now() - 5 * 24 * HOUR, Date.now() - 4 * 24 * HOUR, patient.caseId)
      .run();
    const sentAt = Date.now();
    const reply = await postForm(
      `/requests/${patient.caseId}`,
      { intent: "message", body: "Yes, March suits me." },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    expect(reply.status).toBe(302);
    const answered = (await caseRow(patient.caseId))!;
    expect(answered.status).toBe("in_review");
    // Not overdue at once: owed within the plan's 24 hours from the patient's message.
    expect(answered.due_at).toBeGreaterThanOrEqual(sentAt + 24 * HOUR);
    expect(answered.due_at).toBeLessThan(Date.now() + 24 * HOUR + 1000);

    // A second message while the answer is still owed keeps the sooner promise.
    await postForm(
      `/requests/${patient.caseId}`,
      { intent: "message", body: "And my wife will come too." },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    expect((await caseRow(patient.caseId))!.due_at).toBe(answered.due_at);
  });
});
