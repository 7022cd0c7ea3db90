import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { caseTransitions, canMoveCase, isOverdue, replyDueAt } from "~/cases/case-rules";
import { completeIntake } from "~/intake/intake.server";
import { storeTripPlan, tripPlanRow } from "~/trips/trip-plans.server";
import { initialDraft } from "~/trips/plan-draft";
import { renderEmail } from "~/email/consumer.server";
import { emailKinds } from "~/email-kinds.server";
import { captureEmails, createAccount, randomIp } from "./account-helpers";
import { createContactCase, createIntakeCase } from "./staff-helpers";
import { atInstant, officeMorning, postForm } from "./helpers";

type CaseRow = {
  id: string;
  type: string;
  status: string;
  patient_user_id: string | null;
  patient_name: string;
  patient_email: string;
  treatment: string | null;
  received_at: number;
  due_at: number;
};

const HOUR = 60 * 60 * 1000;

describe("due times", () => {
  it("follow the site's promises: contact 2 hours, trip plan and intake 24 hours", () => {
    const sent = new Date("2026-11-22T10:00:00Z");
    expect(replyDueAt("contact", sent).toISOString()).toBe("2026-11-22T12:00:00.000Z");
    expect(replyDueAt("trip_plan", sent).toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(replyDueAt("intake", sent).toISOString()).toBe("2026-11-23T10:00:00.000Z");
  });

  it("are overdue only while the patient waits on the staff", () => {
    const due = new Date("2026-11-22T12:00:00Z");
    const later = new Date("2026-11-22T12:00:01Z");
    expect(isOverdue("new", due, later)).toBe(true);
    expect(isOverdue("in_review", due, later)).toBe(true);
    expect(isOverdue("new", due, new Date("2026-11-22T11:59:59Z"))).toBe(false);
    for (const status of ["awaiting_patient", "scheduled", "closed"] as const) {
      expect(isOverdue(status, due, later), status).toBe(false);
    }
  });
});

describe("the workflow", () => {
  it("goes new → in review → awaiting patient → scheduled → closed, closes from anywhere, reopens into review", () => {
    expect(canMoveCase("new", "in_review")).toBe(true);
    expect(canMoveCase("in_review", "awaiting_patient")).toBe(true);
    expect(canMoveCase("awaiting_patient", "scheduled")).toBe(true);
    expect(canMoveCase("scheduled", "closed")).toBe(true);
    for (const from of ["new", "in_review", "awaiting_patient", "scheduled"] as const) {
      expect(canMoveCase(from, "closed"), from).toBe(true);
    }
    expect(caseTransitions.closed).toEqual(["in_review"]);
    expect(canMoveCase("new", "scheduled")).toBe(false);
    expect(canMoveCase("in_review", "new")).toBe(false);
    expect(canMoveCase("closed", "scheduled")).toBe(false);
  });
});

describe("every request a patient sends opens one case", () => {
  it("a contact message, due in 2 hours, with the sender's name, e-mail (lowercased) and treatment", async () => {
    // Sent during the office's hours, where "within 2 hours" is two hours of the clock.
    const response = await atInstant(officeMorning(Date.now()), () =>
      postForm("/contact", {
        firstName: "Layla",
        lastName: "Mansour",
        email: "Layla.Mansour@Example.com",
        treatment: "dental-care",
        message: "I would like to know more about implants.",
      }, { headers: { "CF-Connecting-IP": randomIp() } }),
    );
    expect(response.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT c.* FROM cases c JOIN contact_messages m ON m.id = c.contact_message_id WHERE lower(m.email) = ?",
    )
      .bind("layla.mansour@example.com")
      .first<CaseRow>();
    expect(row).toMatchObject({
      type: "contact",
      status: "new",
      patient_user_id: null,
      patient_name: "Layla Mansour",
      patient_email: "layla.mansour@example.com",
      treatment: "dental-care",
    });
    expect(row!.due_at - row!.received_at).toBe(2 * HOUR);
  });

  it("a trip plan, due in 24 hours, once even when posted twice", async () => {
    const { userId, email } = await createAccount({ username: "Omar Haddad" });
    const row = tripPlanRow(crypto.randomUUID(), userId, {
      ...initialDraft,
      treatmentType: "dental-care",
      startDate: "2027-03-01",
      endDate: "2027-03-10",
      budgetMin: 2000,
      budgetMax: 5000,
    });
    await storeTripPlan(row);
    await storeTripPlan(row);
    const { results } = await env.DB.prepare("SELECT * FROM cases WHERE trip_plan_id = ?").bind(row.id).all<CaseRow>();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      type: "trip_plan",
      status: "new",
      patient_user_id: userId,
      patient_name: "Omar Haddad",
      patient_email: email,
      treatment: "dental-care",
    });
    expect(results[0]!.due_at - results[0]!.received_at).toBe(24 * HOUR);
  });

  it("an intake, due in 24 hours, named as the patient wrote it", async () => {
    const { userId, email } = await createAccount();
    const draftId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO intake_drafts (id, user_id, data, current_step, expires_at) VALUES (?, ?, ?, 6, ?)")
      .bind(draftId, userId, JSON.stringify({ firstName: "Sara", lastName: "Lind", treatmentType: "eye-surgery" }), Date.now() + HOUR)
      .run();
    const draft = await env.DB.prepare("SELECT * FROM intake_drafts WHERE id = ?").bind(draftId).first();
    const intakeId = await completeIntake(
      { id: draftId, userId, data: JSON.parse(String(draft!.data)), currentStep: 6, expiresAt: new Date(), createdAt: new Date() },
      userId,
      "en",
    );
    const row = await env.DB.prepare("SELECT * FROM cases WHERE intake_id = ?").bind(intakeId).first<CaseRow>();
    expect(row).toMatchObject({
      type: "intake",
      patient_user_id: userId,
      patient_name: "Sara Lind",
      patient_email: email,
      treatment: "eye-surgery",
    });
    expect(row!.due_at - row!.received_at).toBe(24 * HOUR);
  });
});

describe("the audit log", () => {
  it("refuses to change or remove a row", async () => {
    await env.DB.prepare(
      "INSERT INTO audit_log (id, actor_id, actor_email, actor_name, action) VALUES ('a1', 'x', 'x@example.com', 'X', 'case_viewed')",
    ).run();
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'document_opened'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
  });
});

describe("new-case notifications", () => {
  it("tell the coordinators' inbox about a trip plan or intake with a link to the case, without health details", async () => {
    const { caseId, patient } = await createIntakeCase();
    const email = await renderEmail({ type: "case-notification", caseId }, emailKinds);
    expect(email.to).toBe(env.CONTACT_INBOX);
    expect(email.subject).toBe("New intake from Sara Lind");
    expect(email.text).toContain(`${env.SITE_URL}/staff/cases/${caseId}`);
    expect(email.text).toContain(patient.email);
    expect(email.text).toContain("within 24 hours");
    expect(email.text).not.toContain("Cataract");
  });

  it("are queued once for a trip plan, even when it is posted twice", async () => {
    const { jobs } = captureEmails();
    const { userId } = await createAccount();
    const row = tripPlanRow(crypto.randomUUID(), userId, {
      ...initialDraft,
      treatmentType: "eye-surgery",
      startDate: "2027-03-01",
      endDate: "2027-03-10",
      budgetMin: 2000,
      budgetMax: 4000,
    });
    await storeTripPlan(row);
    await storeTripPlan(row);
    const caseId = await env.DB.prepare("SELECT id FROM cases WHERE trip_plan_id = ?").bind(row.id).first<string>("id");
    expect(jobs()).toEqual([{ type: "case-notification", caseId }]);
  });

  it("for a contact message, are the same notification: the whole message, the case's link, Cairo times, no Reply-To", async () => {
    const { caseId } = await createContactCase({ name: ["Nadia", "Farouk"] });
    const email = await renderEmail({ type: "case-notification", caseId }, emailKinds);
    expect(email.to).toBe(env.CONTACT_INBOX);
    expect(email.subject).toBe("New contact message from Nadia Farouk");
    expect(email.text).toContain(`${env.SITE_URL}/staff/cases/${caseId}`);
    expect(email.text).toContain("I would like implants next spring.");
    expect(email.text).toContain("within 2 hours");
    // The answer belongs in the console: nothing invites a reply by e-mail, and times are the console's.
    expect(email.headers).toEqual({});
    expect(email.text).not.toContain("Reply to this email");
    expect(email.text).toMatch(/Reply due: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Cairo time\)/);
    expect(email.text).not.toContain("UTC");
  });
});
