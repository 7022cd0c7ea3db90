import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "~/entry.worker";
import { describe, expect, it, vi } from "vitest";
import { retentionRules } from "~content/privacy";
import { retentionEnforcers } from "~/privacy/retention.server";
import { runScheduledJobs } from "~/scheduled-jobs.server";
import { createAccount } from "./account-helpers";
import { createPatientWithEverything, PDF } from "./privacy-fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date();
/** A moment just past a rule's period, and one just inside it. */
const expired = (days: number) => now.getTime() - days * DAY_MS - 60_000;
const fresh = (days: number) => now.getTime() - days * DAY_MS + 60 * 60_000;

const exists = async (table: string, id: string, column = "id") =>
  (await env.DB.prepare(`SELECT 1 AS x FROM ${table} WHERE ${column} = ?`).bind(id).first()) !== null;

describe("retention rules", () => {
  it("anonymousDrafts: expired drafts go with their files; live ones stay", async () => {
    const [old, live] = [crypto.randomUUID(), crypto.randomUUID()];
    const documentId = crypto.randomUUID();
    await env.INTAKE_DOCUMENTS.put(`intake-documents/${documentId}`, PDF);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO intake_drafts (id, expires_at) VALUES (?, ?)").bind(old, now.getTime() - 1000),
      env.DB.prepare("INSERT INTO intake_drafts (id, expires_at) VALUES (?, ?)").bind(live, now.getTime() + DAY_MS),
      env.DB.prepare(
        "INSERT INTO intake_documents (id, draft_id, kind, file_name, content_type, size, storage_key) VALUES (?, ?, 'passport', 'p.pdf', 'application/pdf', ?, ?)",
      ).bind(documentId, old, PDF.length, `intake-documents/${documentId}`),
    ]);
    await retentionEnforcers.anonymousDrafts(now);
    expect(await exists("intake_drafts", old)).toBe(false);
    expect(await exists("intake_documents", documentId)).toBe(false);
    expect(await env.INTAKE_DOCUMENTS.head(`intake-documents/${documentId}`)).toBeNull();
    expect(await exists("intake_drafts", live)).toBe(true);
  });

  it("unconfirmedAccounts: erased after 30 days; confirmed and recent ones stay", async () => {
    const days = retentionRules.unconfirmedAccounts.days;
    const stale = await createAccount({ confirmed: false });
    const recent = await createAccount({ confirmed: false });
    const confirmed = await createAccount();
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET created_at = ? WHERE id IN (?, ?)").bind(expired(days), stale.userId, confirmed.userId),
      env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?").bind(fresh(days), recent.userId),
    ]);
    await retentionEnforcers.unconfirmedAccounts(now);
    expect(await exists("users", stale.userId)).toBe(false);
    expect(await exists("profiles", stale.userId, "user_id")).toBe(false);
    expect(await exists("users", recent.userId)).toBe(true);
    expect(await exists("users", confirmed.userId)).toBe(true);
  });

  it("pendingNewsletter: unconfirmed sign-ups and unsubscribed addresses go after 30 days; confirmed ones stay", async () => {
    const days = retentionRules.pendingNewsletter.days;
    const rows = {
      pending: [crypto.randomUUID(), "pending", expired(days), null],
      recentPending: [crypto.randomUUID(), "pending", fresh(days), null],
      unsubscribed: [crypto.randomUUID(), "unsubscribed", expired(days + 400), expired(days)],
      confirmed: [crypto.randomUUID(), "confirmed", expired(days + 400), null],
    } as const;
    await env.DB.batch(
      Object.values(rows).map(([id, status, createdAt, unsubscribedAt]) =>
        env.DB.prepare(
          "INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token_hash, created_at, unsubscribed_at) VALUES (?, ?, ?, ?, ?, ?)",
        ).bind(id, `${id}@example.com`, status, `u-${id}`, createdAt, unsubscribedAt),
      ),
    );
    await retentionEnforcers.pendingNewsletter(now);
    expect(await exists("newsletter_subscriptions", rows.pending[0])).toBe(false);
    expect(await exists("newsletter_subscriptions", rows.unsubscribed[0])).toBe(false);
    expect(await exists("newsletter_subscriptions", rows.recentPending[0])).toBe(true);
    expect(await exists("newsletter_subscriptions", rows.confirmed[0])).toBe(true);
  });

  it("withdrawnConsent: after the grace period the documents and health details go; within it, nothing does", async () => {
    const days = retentionRules.withdrawnConsent.days;
    const late = await createPatientWithEverything();
    const recent = await createPatientWithEverything();
    await env.DB.batch([
      env.DB.prepare("UPDATE intakes SET consent_withdrawn_at = ? WHERE id = ?").bind(expired(days), late.intakeId),
      env.DB.prepare("UPDATE intakes SET consent_withdrawn_at = ? WHERE id = ?").bind(fresh(days), recent.intakeId),
    ]);
    await retentionEnforcers.withdrawnConsent(now);
    const condition = (id: string) => env.DB.prepare("SELECT medical_condition FROM intakes WHERE id = ?").bind(id).first("medical_condition");
    expect(await condition(late.intakeId)).toBeNull();
    expect(await env.INTAKE_DOCUMENTS.head(late.storageKeys[0]!)).toBeNull();
    expect(await exists("intakes", late.intakeId)).toBe(true);
    expect(await condition(recent.intakeId)).toBe("Knee pain since 2019");
    expect(await env.INTAKE_DOCUMENTS.head(recent.storageKeys[0]!)).not.toBeNull();
  });

  it.each([
    ["loginAttempts", "login_attempts", "INSERT INTO login_attempts (id, email, success, created_at) VALUES (?, 'a@example.com', 0, ?)"],
    ["sentEmails", "email_outbox", "INSERT INTO email_outbox (id, template, to_address, subject, html, text, status, created_at) VALUES (?, 'welcome', 'a@example.com', 's', 'h', 't', 'sent', ?)"],
    ["quarantinedEmails", "inbound_quarantine", "INSERT INTO inbound_quarantine (id, sender, recipient, subject, reason, body, raw_key, received_at) VALUES (?, 'a@example.com', 'care@nilecare.example', 's', 'bad_token', 'b', 'inbound-quarantine/none', ?)"],
    ["contactMessages", "contact_messages", "INSERT INTO contact_messages (id, first_name, last_name, email, message, created_at) VALUES (?, 'A', 'B', 'a@example.com', 'm', ?)"],
    ["securityEvents", "security_events", "INSERT INTO security_events (id, event_type, created_at) VALUES (?, 'failed_login', ?)"],
  ] as const)("%s: rows older than the period go, younger ones stay", async (rule, table, insert) => {
    const days = retentionRules[rule].days;
    const [old, young] = [crypto.randomUUID(), crypto.randomUUID()];
    await env.DB.batch([
      env.DB.prepare(insert).bind(old, expired(days)),
      env.DB.prepare(insert).bind(young, fresh(days)),
    ]);
    await retentionEnforcers[rule](now);
    expect(await exists(table, old)).toBe(false);
    expect(await exists(table, young)).toBe(true);
  });

  it("closedCases: two years after closing, the case goes with its intake, documents and notes; open cases stay", async () => {
    const days = retentionRules.closedCases.days;
    const closed = await createPatientWithEverything();
    const open = await createPatientWithEverything();
    await env.DB.batch([
      env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered', updated_at = ? WHERE id = ?").bind(expired(days), closed.caseId),
      env.DB.prepare("UPDATE cases SET updated_at = ? WHERE id = ?").bind(expired(days), open.caseId),
    ]);
    await retentionEnforcers.closedCases(now);
    expect(await exists("cases", closed.caseId)).toBe(false);
    expect(await exists("intakes", closed.intakeId)).toBe(false);
    expect(await exists("case_notes", closed.caseId, "case_id")).toBe(false);
    expect(await env.INTAKE_DOCUMENTS.head(closed.storageKeys[0]!)).toBeNull();
    expect(await exists("cases", open.caseId)).toBe(true);
    expect(await exists("intakes", open.intakeId)).toBe(true);
  });

  it("closedCases: a first booking's case goes with its booking", async () => {
    const bookingId = crypto.randomUUID();
    const caseId = crypto.randomUUID();
    const closedAt = expired(retentionRules.closedCases.days);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO consultation_bookings (id, starts_at, status, patient_zone, name, email, topic, created_at) VALUES (?, ?, 'done', 'UTC', 'Old Booker', 'old-booker@example.com', 'Hips', ?)",
      ).bind(bookingId, closedAt - DAY_MS, closedAt - 2 * DAY_MS),
      env.DB.prepare(
        "INSERT INTO cases (id, type, booking_id, patient_name, patient_email, status, closing_reason, received_at, due_at, updated_at) VALUES (?, 'booking', ?, 'Old Booker', 'old-booker@example.com', 'closed', 'answered', ?, ?, ?)",
      ).bind(caseId, bookingId, closedAt - 2 * DAY_MS, closedAt, closedAt),
    ]);
    await retentionEnforcers.closedCases(now);
    expect(await exists("cases", caseId)).toBe(false);
    expect(await exists("consultation_bookings", bookingId)).toBe(false);
  });

  it("closedCases: a review goes with its case, and cached doctor pages and /stories drop it", async () => {
    const closed = await createPatientWithEverything();
    const version = () => env.DB.prepare("SELECT coalesce(max(version), 0) AS v FROM data_versions WHERE name = 'doctors'").first<number>("v");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO reviews (id, case_id, patient_user_id, doctor_stars, service_stars, text, treated_month) VALUES (?, ?, ?, 4, 5, 'Kind nurses', '2024-01')").bind(crypto.randomUUID(), closed.caseId, closed.userId),
      env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered', updated_at = ? WHERE id = ?").bind(expired(retentionRules.closedCases.days), closed.caseId),
    ]);
    const before = await version();
    await retentionEnforcers.closedCases(now);
    expect(await exists("reviews", closed.caseId, "case_id")).toBe(false);
    expect(await version()).toBe(before! + 1);
  });
});

describe("the scheduled handler", () => {
  it("runs every job, and one failing job does not stop the others", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const ran: string[] = [];
    await runScheduledJobs(now, [
      { name: "broken", run: () => Promise.reject(new Error("boom")) },
      { name: "fine", run: async () => void ran.push("fine") },
    ]);
    expect(ran).toEqual(["fine"]);
    expect(error).toHaveBeenCalledWith("Scheduled job broken failed:", expect.any(Error));
    error.mockRestore();
  });

  it("is the worker's Cron Trigger: a scheduled event applies the retention rules", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO login_attempts (id, email, success, created_at) VALUES (?, 'b@example.com', 0, ?)")
      .bind(id, expired(retentionRules.loginAttempts.days))
      .run();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }));
    expect(await exists("login_attempts", id)).toBe(false);
  });
});
