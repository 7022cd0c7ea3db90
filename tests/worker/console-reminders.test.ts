import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { returnRemindedCases } from "~/cases/console/reminders.server";
import { reminderInstant } from "~/cases/console/reminder-rules";
import { CLINIC_ZONE, wallClock, zonedTimeToUtc } from "~/i18n/time";
import { sessionCookie } from "./auth-helpers";
import { atInstant, postForm, randomIp, request } from "./helpers";
import { outbox, settleQueue, unescapeHtml } from "./mail-helpers";
import { caseRow, createContactCase, staffWrote } from "./staff-helpers";

// "Remind me": a coordinator's promise to come back to a case, kept by the Cron Trigger.
const COORDINATOR = "dev-staff-coordinator";
const DAY = 24 * 60 * 60 * 1000;
const cairo = (date: string, hhmm: string) => zonedTimeToUtc(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), CLINIC_ZONE);
/** The Cairo date `days` after today's (sessions and limits live on the real clock, so the test's days are near it). */
const cairoDay = (days: number) => wallClock(Date.now() + days * DAY, CLINIC_ZONE).date;
/** The first Cairo Saturday after today. */
const nextSaturday = () => {
  const offset = (6 - wallClock(Date.now(), CLINIC_ZONE).weekday + 7) % 7 || 7;
  return cairoDay(offset);
};
let cookie = "";

beforeAll(async () => {
  cookie = await sessionCookie(COORDINATOR);
  await request("/staff", { headers: { Cookie: cookie } });
}, 120_000);

/** A coordinator's "Remind me" post; signed in at the moment of the post, as a staff session is short. */
const remind = async (caseId: string, fields: Record<string, string>) =>
  postForm(`/staff/cases/${caseId}`, { intent: "remind", ...fields }, { headers: { Cookie: await sessionCookie(COORDINATOR), "CF-Connecting-IP": randomIp() } });
const reminderOf = (caseId: string) =>
  env.DB.prepare("SELECT remind_at, remind_by, status, due_at FROM cases WHERE id = ?")
    .bind(caseId)
    .first<{ remind_at: number | null; remind_by: string | null; status: string; due_at: number }>();

describe("a reminder on a case", () => {
  it("brings a case waiting on the patient back to review at its time, due then, and e-mails its coordinator once", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review", name: ["Price", "Today"] });
    await staffWrote(caseId, COORDINATOR, "You will have the price tomorrow morning.");
    expect((await postForm(`/staff/cases/${caseId}`, { intent: "status", status: "awaiting_patient" }, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } })).status).toBe(302);

    // Tomorrow at 15:00 Cairo, "tomorrow 09:00" is the morning after.
    const set = await atInstant(cairo(cairoDay(1), "15:00"), () => remind(caseId, { when: "tomorrow" }));
    expect(set.status).toBe(302);
    const morning = cairo(cairoDay(2), "09:00");
    expect(await reminderOf(caseId)).toMatchObject({ remind_at: morning, remind_by: COORDINATOR, status: "awaiting_patient" });
    const page = unescapeHtml(await (await request(`/staff/cases/${caseId}`, { headers: { Cookie: cookie } })).text());
    expect(page).toMatch(/Set for \d{1,2} \w{3} \d{4}, 09:00 \(Cairo time\)\./);

    await returnRemindedCases(new Date(morning - 60_000));
    expect((await reminderOf(caseId))!.status).toBe("awaiting_patient");

    await Promise.all([returnRemindedCases(new Date(morning + 60_000)), returnRemindedCases(new Date(morning + 60_000))]);
    expect(await reminderOf(caseId)).toMatchObject({ remind_at: null, remind_by: null, status: "in_review", due_at: morning });
    await settleQueue();
    const coordinator = (await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(COORDINATOR).first<string>("email"))!;
    const told = (await outbox(coordinator)).filter((m) => m.subject === "Reminder: the contact message of Price Today");
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("The case is back in review");
  });

  it("is set by a reply that promised more: the case stays in review, due at the follow-up, while a plain reply waits for the patient", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review", name: ["Follow", "Up"] });
    const reply = (fields: Record<string, string>) =>
      postForm(`/staff/cases/${caseId}`, { intent: "message", ...fields }, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });
    const sent = await atInstant(cairo(cairoDay(1), "15:00"), () => reply({ body: "You will have the price tomorrow morning.", after: "tomorrow" }));
    expect(sent.status).toBe(302);
    const morning = cairo(cairoDay(2), "09:00");
    expect(await reminderOf(caseId)).toMatchObject({ status: "in_review", due_at: morning, remind_at: morning, remind_by: COORDINATOR });
    // The follow-up's time comes: the coordinator is told, and the case is due then.
    await returnRemindedCases(new Date(morning + 60_000));
    expect(await reminderOf(caseId)).toMatchObject({ status: "in_review", due_at: morning, remind_at: null });

    expect((await reply({ body: "Here it is: 2,400 USD.", after: "wait" })).status).toBe(302);
    expect((await reminderOf(caseId))!.status).toBe("awaiting_patient");
    expect((await reply({ body: "Or would you like another option?", after: "someday" })).status).toBe(400);
  });

  it("keeps an earlier promise: a case that owes a reply stays due at its own time", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    const owed = (await reminderOf(caseId))!.due_at;
    await env.DB.prepare("UPDATE cases SET remind_at = ? WHERE id = ?").bind(owed + 60 * 60_000, caseId).run();
    await returnRemindedCases(new Date(owed + 61 * 60_000));
    expect(await reminderOf(caseId)).toMatchObject({ remind_at: null, status: "in_review", due_at: owed });
  });

  it("takes a day and time of the coordinator's own, refuses one in the past or missing next to its field, and drops a closed case's", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    const saturday = nextSaturday();
    const now = cairo(saturday, "16:30");
    const day = (n: number) => wallClock(now + n * DAY, CLINIC_ZONE).date;
    const monday = await atInstant(now, () => remind(caseId, { when: "monday" }));
    expect(monday.status).toBe(302);
    expect((await reminderOf(caseId))!.remind_at).toBe(cairo(day(2), "09:00"));

    const missing = await atInstant(now, () => remind(caseId, { when: "at", date: day(4) }));
    expect(missing.status).toBe(400);
    expect(unescapeHtml(await missing.text())).toContain("Give the time of the reminder");
    const past = await atInstant(now, () => remind(caseId, { when: "at", date: saturday, time: "10:00" }));
    expect(past.status).toBe(400);
    expect(unescapeHtml(await past.text())).toContain("Choose a day and time from now to a year ahead");
    expect((await reminderOf(caseId))!.remind_at).toBe(cairo(day(2), "09:00"));

    expect((await atInstant(now, () => remind(caseId, { when: "at", date: day(4), time: "14:15" }))).status).toBe(302);
    expect((await reminderOf(caseId))!.remind_at).toBe(cairo(day(4), "14:15"));
    expect((await atInstant(now, () => remind(caseId, { when: "clear" }))).status).toBe(302);
    expect((await reminderOf(caseId))!.remind_at).toBeNull();

    const closed = await createContactCase({ assigneeId: COORDINATOR, status: "closed", closingReason: "answered" });
    expect((await remind(closed.caseId, { when: "tomorrow" })).status).toBe(400);
    await env.DB.prepare("UPDATE cases SET remind_at = 1 WHERE id = ?").bind(closed.caseId).run();
    await returnRemindedCases(new Date(1000));
    expect(await reminderOf(closed.caseId)).toMatchObject({ remind_at: null, status: "closed" });
    expect((await caseRow(closed.caseId))!.status).toBe("closed");
  });
});

describe("a reminder's time across Cairo's clock changes", () => {
  // Egypt moves to summer time (UTC+3) on the last Friday of April and back (UTC+2) after the last Thursday of October.
  it("is 09:00 on Cairo's clock the morning after, whichever side of the change the evening is", () => {
    expect(new Date(reminderInstant("tomorrow", Date.parse("2027-04-29T18:00:00Z"))!).toISOString()).toBe("2027-04-30T06:00:00.000Z");
    expect(new Date(reminderInstant("tomorrow", Date.parse("2027-10-28T18:00:00Z"))!).toISOString()).toBe("2027-10-29T07:00:00.000Z");
    expect(new Date(reminderInstant("monday", Date.parse("2027-10-28T18:00:00Z"))!).toISOString()).toBe("2027-11-01T07:00:00.000Z");
    expect(new Date(reminderInstant("at", Date.parse("2027-04-29T18:00:00Z"), { date: "2027-04-30", minute: 14 * 60 })!).toISOString()).toBe("2027-04-30T11:00:00.000Z");
  });
});
