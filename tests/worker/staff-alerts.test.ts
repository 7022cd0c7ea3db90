import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "~/entry.worker";
import { caseReference } from "~/cases/case-reference";
import type { EmailTransport } from "~/email/transport.server";
import { lastDigestTime } from "~/cases/console/staff-alerts.server";
import { sessionCookie } from "./auth-helpers";
import { postForm, randomIp, request } from "./helpers";
import { consume, outbox, settleQueue, unescapeHtml, waitForMail } from "./mail-helpers";
import { createContactCase, createCoordinator } from "./staff-helpers";
import { createSignedInUser } from "./auth-helpers";

// Each staff member chooses which alerts come at once, which wait for the morning digest and which
// never come (decision 0158).
const DAY = 24 * 60 * 60 * 1000;
const everyAtOnce = {
  assigned: "now",
  "patient-replied": "now",
  booked: "now",
  cancelled: "now",
  "quote-decided": "now",
  "due-in-30m": "now",
  overdue: "now",
};

const get = async (path: string, userId: string) => request(path, { headers: { Cookie: await sessionCookie(userId) } });
const post = async (fields: Record<string, string>, userId: string) =>
  postForm("/staff/notifications", fields, { headers: { Cookie: await sessionCookie(userId), "CF-Connecting-IP": randomIp() } });
const settingsRows = (userId: string) =>
  env.DB.prepare("SELECT event, delivery FROM staff_alert_settings WHERE user_id = ? ORDER BY event").bind(userId).all();
const digestRows = (userId: string) =>
  env.DB.prepare("SELECT id, case_id, event, sent_at FROM staff_digest_items WHERE user_id = ? ORDER BY created_at")
    .bind(userId)
    .all<{ id: string; case_id: string; event: string; sent_at: number | null }>();
/** The value of the radio button of group `name` that the page draws checked. */
const checkedChoice = (html: string, name: string) =>
  html.match(new RegExp(`<input[^>]*name="${name}"[^>]*\\bchecked=""[^>]*>`))?.[0].match(/value="([^"]+)"/)?.[1];
const runCronAt = (at: number) => worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/5 * * * *" }));

beforeAll(async () => {
  await get("/staff", "dev-staff-coordinator");
}, 120_000);

describe("a staff member's e-mail choices", () => {
  it("are saved by a plain post, shown again, refused whole when one is not a choice, and hidden from patients", async () => {
    const coordinator = await createCoordinator("Choosy Coordinator");
    const page = unescapeHtml(await (await get("/staff/notifications", coordinator.userId)).text());
    expect(page).toContain("Your patient answers");
    expect(page).toContain("In the morning digest (07:00 Cairo time)");

    const saved = await post({ ...everyAtOnce, "patient-replied": "digest", assigned: "off" }, coordinator.userId);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/staff/notifications");
    const shown = await (await get("/staff/notifications", coordinator.userId)).text();
    expect(checkedChoice(shown, "patient-replied")).toBe("digest");
    expect(checkedChoice(shown, "assigned")).toBe("off");
    expect(checkedChoice(shown, "booked")).toBe("now");

    const refused = await post({ ...everyAtOnce, booked: "sometimes" }, coordinator.userId);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose how this e-mail reaches you");
    expect((await settingsRows(coordinator.userId)).results).toContainEqual({ event: "patient-replied", delivery: "digest" });
    expect((await settingsRows(coordinator.userId)).results).not.toContainEqual({ event: "booked", delivery: "sometimes" });

    const patient = await createSignedInUser();
    expect((await get("/staff/notifications", patient.userId)).status).toBe(404);
    expect((await post(everyAtOnce, patient.userId)).status).toBe(404);
    expect((await settingsRows(patient.userId)).results).toEqual([]);
  });
});

describe("alerts on their way out", () => {
  it("are held for the digest, dropped or sent as the recipient chose; the team inbox always gets its own", async () => {
    const coordinator = await createCoordinator("Digest Reader");
    await post({ ...everyAtOnce, "patient-replied": "digest", assigned: "off" }, coordinator.userId);
    const { caseId } = await createContactCase({ assigneeId: coordinator.userId, name: ["Laila", "Digest"] });

    const messageId = crypto.randomUUID();
    const held = await consume({ type: "staff-case-alert", caseId, event: "patient-replied" }, undefined, { id: messageId });
    expect(held.acked).toBe(true);
    // Delivered twice by the Queue, held once.
    await consume({ type: "staff-case-alert", caseId, event: "patient-replied" }, undefined, { id: messageId });
    expect((await digestRows(coordinator.userId)).results).toEqual([
      { id: messageId, case_id: caseId, event: "patient-replied", sent_at: null },
    ]);

    const dropped = await consume({ type: "staff-case-alert", caseId, event: "assigned", by: "Mona" });
    expect(dropped.acked).toBe(true);
    const sent = await consume({ type: "staff-case-alert", caseId, event: "booked" });
    expect(sent.acked).toBe(true);
    expect((await outbox(coordinator.email)).map((m) => m.subject)).toEqual(["Laila Digest booked a consultation"]);
    expect((await digestRows(coordinator.userId)).results).toHaveLength(1);

    // Nobody has the case: the team inbox hears of it whatever anyone chose.
    const unassigned = await createContactCase({ assigneeId: null, name: ["Team", "Inbox"] });
    await consume({ type: "staff-case-alert", caseId: unassigned.caseId, event: "unassigned-30m" });
    expect((await outbox("care@nilecare.example")).some((m) => m.subject === "Nobody has taken the contact message of Team Inbox")).toBe(true);
  });

  it("a quote's answer is one of them: held for the digest, dropped, or sent with the quote's figures", async () => {
    const coordinator = await createCoordinator("Quote Watcher");
    const { caseId } = await createContactCase({ assigneeId: coordinator.userId, name: ["Quoted", "Patient"] });
    const quoteId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status, decided_at, decline_reason) VALUES (?, ?, ?, 1, 'USD', 420000, '[]', '[]', '2027-01-31', 'declined', ?, 'Too far from home')",
    )
      .bind(quoteId, caseId, 9000 + Math.floor(Math.random() * 900), Date.now())
      .run();
    expect(unescapeHtml(await (await get("/staff/notifications", coordinator.userId)).text())).toContain("Your patient accepts or declines a quote");

    await post({ ...everyAtOnce, "quote-decided": "digest" }, coordinator.userId);
    const messageId = crypto.randomUUID();
    expect((await consume({ type: "quote-decided", quoteId }, undefined, { id: messageId })).acked).toBe(true);
    expect((await digestRows(coordinator.userId)).results).toEqual([{ id: messageId, case_id: caseId, event: "quote-decided", sent_at: null }]);

    await post({ ...everyAtOnce, "quote-decided": "off" }, coordinator.userId);
    await consume({ type: "quote-decided", quoteId });
    expect(await outbox(coordinator.email)).toEqual([]);

    await post(everyAtOnce, coordinator.userId);
    await consume({ type: "quote-decided", quoteId });
    const [told] = await outbox(coordinator.email);
    expect(told!.subject).toMatch(/^Quoted Patient declined quote Q-9\d{3} v1$/);
    expect(told!.text).toContain("Too far from home");
  });

  it("a retry of an alert already written is sent as it was, though the choice changed in between", async () => {
    const coordinator = await createCoordinator("Changed Mind");
    const { caseId } = await createContactCase({ assigneeId: coordinator.userId, name: ["Retry", "Patient"] });
    const failing: EmailTransport = {
      name: "resend",
      send: async () => {
        throw new Error("Resend answered 503");
      },
    };
    const id = crypto.randomUUID();
    expect((await consume({ type: "staff-case-alert", caseId, event: "patient-replied" }, failing, { id })).retry).toBeDefined();
    await post({ ...everyAtOnce, "patient-replied": "digest" }, coordinator.userId);
    expect((await consume({ type: "staff-case-alert", caseId, event: "patient-replied" }, undefined, { id, attempts: 2 })).acked).toBe(true);
    expect((await outbox(coordinator.email)).map((m) => [m.subject, m.status])).toEqual([["Retry Patient wrote", "sent"]]);
    expect((await digestRows(coordinator.userId)).results).toEqual([]);
  });

  it("held ones go out in one digest the next morning, by case number without the patient's name, and only once", async () => {
    const coordinator = await createCoordinator("Morning Reader");
    await post({ ...everyAtOnce, "patient-replied": "digest", overdue: "digest" }, coordinator.userId);
    // Waiting for the patients, so the scheduled runs below owe no alerts of their own about them.
    const first = await createContactCase({ assigneeId: coordinator.userId, status: "awaiting_patient", name: ["Samir", "Private"] });
    const second = await createContactCase({ assigneeId: coordinator.userId, status: "awaiting_patient", name: ["Huda", "Private"] });
    await consume({ type: "staff-case-alert", caseId: first.caseId, event: "patient-replied" });
    await consume({ type: "staff-case-alert", caseId: second.caseId, event: "overdue" });

    // Two days on, the morning's digest time has passed whatever the hour now.
    const morning = Date.now() + 2 * DAY;
    await runCronAt(morning);
    const digest = await waitForMail(coordinator.email, "staff-digest");
    expect(digest.subject).toBe("Your morning digest: 2 updates");
    expect(digest.text).toContain(`The patient answered: contact message ${caseReference(first.caseId)}`);
    expect(digest.text).toContain(`Reply overdue: contact message ${caseReference(second.caseId)}`);
    expect(digest.text).toContain(`/staff/cases/${first.caseId}`);
    expect(digest.text).not.toContain("Private");
    expect((await digestRows(coordinator.userId)).results.map((r) => r.sent_at)).toEqual([morning, morning]);

    await runCronAt(morning + 5 * 60_000);
    await settleQueue();
    expect((await outbox(coordinator.email)).filter((m) => m.template === "staff-digest")).toHaveLength(1);
  });

  it("a digest the Queue refused waits for the next run instead of being marked sent", async () => {
    const coordinator = await createCoordinator("Patient Reader");
    await post({ ...everyAtOnce, "patient-replied": "digest" }, coordinator.userId);
    const { caseId } = await createContactCase({ assigneeId: coordinator.userId, status: "awaiting_patient" });
    await consume({ type: "staff-case-alert", caseId, event: "patient-replied" });
    const morning = Date.now() + 2 * DAY;
    // Only the digest's batch is refused: the run's other jobs may queue theirs.
    const sendBatch = env.EMAIL_QUEUE.sendBatch.bind(env.EMAIL_QUEUE);
    let refusals = 0;
    const refused = vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockImplementation(async (messages, options) => {
      const batch = [...messages];
      if (!batch.some((m) => (m.body as { type: string }).type === "staff-digest")) return sendBatch(batch, options);
      refusals += 1;
      throw new Error("queue unavailable");
    });
    await runCronAt(morning);
    refused.mockRestore();
    expect(refusals).toBe(1);
    expect((await digestRows(coordinator.userId)).results.map((r) => r.sent_at)).toEqual([null]);
    await runCronAt(morning + 5 * 60_000);
    expect((await waitForMail(coordinator.email, "staff-digest")).subject).toBe("Your morning digest: 1 update");
  });
});

describe("the digest time", () => {
  it("is the last 07:00 on Cairo's clock, in winter (UTC+2) and in summer (UTC+3)", () => {
    expect(lastDigestTime(new Date("2026-01-15T05:00:00Z")).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(lastDigestTime(new Date("2026-01-15T04:59:00Z")).toISOString()).toBe("2026-01-14T05:00:00.000Z");
    expect(lastDigestTime(new Date("2026-07-15T04:00:00Z")).toISOString()).toBe("2026-07-15T04:00:00.000Z");
    expect(lastDigestTime(new Date("2026-07-15T03:59:00Z")).toISOString()).toBe("2026-07-14T04:00:00.000Z");
    // The morning after Cairo's clocks go back (the last Thursday night of October 2026).
    expect(lastDigestTime(new Date("2026-10-30T12:00:00Z")).toISOString()).toBe("2026-10-30T05:00:00.000Z");
  });
});
