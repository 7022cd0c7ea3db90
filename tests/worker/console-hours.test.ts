import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { replyDueAt } from "~/cases/case-rules";
import { addWorkingTime, aroundTheClock, CLINIC_ZONE, wallClock, zonedTimeToUtc, type WorkingHours } from "~/i18n/time";
import { queueEscalations } from "~/cases/console/overdue-alerts.server";
import { sessionCookie } from "./auth-helpers";
import { atInstant, postForm, randomIp, request } from "./helpers";
import { outbox, settleQueue, unescapeHtml } from "./mail-helpers";
import { createContactCase } from "./staff-helpers";

// The team's working hours (Cairo time, DST-safe) and the warnings before a promise is missed.
const ADMIN = "dev-staff-admin";
const COORDINATOR = "dev-staff-coordinator";
const HOUR = 60 * 60_000;
/** Monday to Saturday, 09:00–18:00 Cairo time, no closures. */
const officeWeek: WorkingHours = {
  week: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 18 * 60 })),
  closures: [],
};
const cairo = (date: string, hhmm: string) =>
  zonedTimeToUtc(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), CLINIC_ZONE);
const cairoReading = (ms: number) => {
  const wall = wallClock(ms, CLINIC_ZONE);
  return `${wall.date} ${String(Math.floor(wall.minute / 60)).padStart(2, "0")}:${String(wall.minute % 60).padStart(2, "0")}`;
};

beforeAll(async () => {
  await request("/staff", { headers: { Cookie: await sessionCookie(ADMIN) } });
}, 120_000);
afterEach(() => vi.restoreAllMocks());

describe("due times in working hours", () => {
  it("counts a contact message's 2 hours in the team's hours: a night message is due two hours after opening", () => {
    // Sunday 22 November 2026, 22:00 → Monday 11:00; a message inside the day keeps its 2 hours.
    expect(cairoReading(replyDueAt("contact", new Date(cairo("2026-11-22", "22:00")), officeWeek).getTime())).toBe(
      "2026-11-23 11:00",
    );
    expect(cairoReading(replyDueAt("contact", new Date(cairo("2026-11-24", "10:15")), officeWeek).getTime())).toBe(
      "2026-11-24 12:15",
    );
    // Saturday 17:00: one hour on Saturday, Sunday off, one on Monday.
    expect(cairoReading(replyDueAt("contact", new Date(cairo("2026-11-28", "17:00")), officeWeek).getTime())).toBe(
      "2026-11-30 10:00",
    );
    // "Within 24 hours" runs around the clock, and so does everything without hours set.
    const from = cairo("2026-11-22", "22:00");
    expect(replyDueAt("intake", new Date(from), officeWeek).getTime()).toBe(from + 24 * HOUR);
    expect(replyDueAt("contact", new Date(from), aroundTheClock).getTime()).toBe(from + 2 * HOUR);
  });

  it("stays on Cairo's wall clock across the end of daylight saving (the week of 29 October 2026)", () => {
    // Cairo leaves summer time at the end of Thursday 29 October 2026 (UTC+3 → UTC+2).
    const thursday = cairo("2026-10-29", "17:00");
    expect(wallClock(thursday, CLINIC_ZONE).minute).toBe(17 * 60);
    const due = addWorkingTime(thursday, 2 * HOUR, officeWeek, CLINIC_ZONE);
    // One hour on Thursday (to 18:00 summer time), one from 09:00 on Friday (winter time): 10:00 on the wall.
    expect(cairoReading(due)).toBe("2026-10-30 10:00");
    expect(new Date(due).toISOString()).toBe("2026-10-30T08:00:00.000Z");
    expect(new Date(thursday).toISOString()).toBe("2026-10-29T14:00:00.000Z");
  });
});

describe("admins set the team's hours", () => {
  const post = async (fields: Record<string, string>, userId = ADMIN) =>
    postForm("/staff/admin/hours", fields, {
      headers: { Cookie: await sessionCookie(userId), "CF-Connecting-IP": randomIp() },
    });

  it("stores the ticked days, refuses a day that ends before it starts next to the field, and is 404 to a coordinator", async () => {
    const refused = await post({ "d1.open": "on", "d1.start": "18:00", "d1.end": "09:00" });
    expect(refused.status).toBe(400);
    expect(unescapeHtml(await refused.text())).toContain("The day must end after it starts");
    expect((await post({ "d1.open": "on", "d1.start": "09:00", "d1.end": "18:00" }, COORDINATOR)).status).toBe(404);

    const fields: Record<string, string> = {};
    for (const day of [1, 2, 3, 4, 5, 6])
      Object.assign(fields, { [`d${day}.open`]: "on", [`d${day}.start`]: "09:00", [`d${day}.end`]: "18:00" });
    expect((await post(fields)).status).toBe(302);
    const rows = await env.DB.prepare(
      "SELECT weekday, start_minute, end_minute FROM team_hours ORDER BY weekday",
    ).all();
    expect(rows.results).toEqual(
      [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start_minute: 540, end_minute: 1080 })),
    );

    // A reopened contact case's new promise counts them: due 2 working hours after the move.
    const { caseId } = await createContactCase({
      assigneeId: COORDINATOR,
      status: "closed",
      closingReason: "answered",
    });
    const moved = await postForm(
      `/staff/cases/${caseId}`,
      { intent: "status", status: "in_review" },
      { headers: { Cookie: await sessionCookie(COORDINATOR), "CF-Connecting-IP": randomIp() } },
    );
    expect(moved.status).toBe(302);
    const at = (await env.DB.prepare("SELECT created_at FROM case_events WHERE case_id = ? AND kind = 'status_changed'")
      .bind(caseId)
      .first<number>("created_at"))!;
    const dueAt = (await env.DB.prepare("SELECT due_at FROM cases WHERE id = ?").bind(caseId).first<number>("due_at"))!;
    expect(dueAt).toBe(addWorkingTime(at, 2 * HOUR, officeWeek, CLINIC_ZONE));
    const none = await post({});
    expect(none.status).toBe(400);
    expect(unescapeHtml(await none.text())).toContain("Tick at least one working day");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM team_hours").first<number>("n")).toBe(6);
  });

  it("a fresh install counts the hours the site states: a message at 22:14 is due the next working morning", async () => {
    // An install whose table is empty gets the site's hours from migration 0036 (its first statement).
    await env.DB.prepare("DELETE FROM team_hours").run();
    const seed = env.TEST_MIGRATIONS.find((migration) => migration.name.startsWith("0036"))!.queries[0]!;
    await env.DB.prepare(seed).run();
    // The contact page states the seeded hours, and the admins' page shows that week ticked.
    expect(unescapeHtml(await (await request("/contact")).text())).toContain("Monday to Saturday, 09:00–18:00 (Cairo time)");
    const page = await request("/staff/admin/hours", { headers: { Cookie: await sessionCookie(ADMIN) } });
    expect((await page.text()).match(/name="d\d\.open"[^>]*checked/g)).toHaveLength(6);

    // Tuesday 1 December 2026, 22:14 Cairo time: nobody works until Wednesday 09:00.
    const email = `night-${crypto.randomUUID()}@example.com`;
    const sent = await atInstant(cairo("2026-12-01", "22:14"), () =>
      postForm(
        "/contact",
        { firstName: "Night", lastName: "Owl", email, message: "Can I fly in next week for a crown?" },
        { headers: { "CF-Connecting-IP": randomIp() } },
      ),
    );
    expect(sent.status).toBe(302);
    const dueAt = (await env.DB.prepare("SELECT due_at FROM cases WHERE patient_email = ?").bind(email).first<number>("due_at"))!;
    expect(cairoReading(dueAt)).toBe("2026-12-02 11:00");
  });
});

describe("warnings before a promise is missed", () => {
  const escalations = async (caseId: string) =>
    (
      await env.DB.prepare("SELECT threshold FROM case_escalations WHERE case_id = ? ORDER BY threshold")
        .bind(caseId)
        .all<{ threshold: string }>()
    ).results.map((r) => r.threshold);

  it("warns once when a case is unassigned for 30 minutes and once when its reply is due within 30 minutes, never again for the same promise", async () => {
    const now = Date.now();
    const waiting = await createContactCase({ receivedAt: now - 40 * 60_000, name: ["Idle", "Unassigned"] });
    const dueSoon = await createContactCase({
      assigneeId: COORDINATOR,
      receivedAt: now - 100 * 60_000,
      name: ["Soon", "Due"],
    });
    const fresh = await createContactCase({ receivedAt: now - 5 * 60_000 });

    await queueEscalations(new Date(now));
    await queueEscalations(new Date(now + 60_000));
    await Promise.all([queueEscalations(new Date(now + 2 * 60_000)), queueEscalations(new Date(now + 2 * 60_000))]);
    expect(await escalations(waiting.caseId)).toEqual(["unassigned_30m"]);
    expect(await escalations(dueSoon.caseId)).toEqual(["due_in_30m"]);
    expect(await escalations(fresh.caseId)).toEqual([]);

    await settleQueue();
    const alerts = (await outbox()).filter((m) => m.template === "staff-case-alert");
    expect(alerts.filter((m) => m.subject === "Nobody has taken the contact message of Idle Unassigned")).toHaveLength(
      1,
    );
    expect(alerts.filter((m) => m.subject === "Due within 30 minutes: the contact message of Soon Due")).toHaveLength(
      1,
    );

    // A new promise (the patient wrote again: a new due time) may warn again.
    await env.DB.prepare("UPDATE cases SET due_at = ? WHERE id = ?")
      .bind(now + 25 * 60_000, dueSoon.caseId)
      .run();
    await queueEscalations(new Date(now + 3 * 60_000));
    expect(await escalations(dueSoon.caseId)).toEqual(["due_in_30m", "due_in_30m"]);
  });

  it("warns on the next run when the Queue refused the warning", async () => {
    const now = Date.now();
    const waiting = await createContactCase({ receivedAt: now - 40 * 60_000, name: ["Refused", "Warning"] });
    vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockRejectedValueOnce(new Error("queue unavailable"));
    await expect(queueEscalations(new Date(now))).rejects.toThrow("queue unavailable");
    expect(await escalations(waiting.caseId)).toEqual([]);
    await queueEscalations(new Date(now + 60_000));
    expect(await escalations(waiting.caseId)).toEqual(["unassigned_30m"]);
    await settleQueue();
    const alerts = (await outbox()).filter((m) => m.subject === "Nobody has taken the contact message of Refused Warning");
    expect(alerts).toHaveLength(1);
  });
});
