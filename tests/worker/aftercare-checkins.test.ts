import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { eraseAccount } from "~/privacy/erase.server";
import { checkinDueAt, parseCheckinDays } from "~/aftercare/aftercare-rules";
import worker from "~/entry.worker";
import { sessionCookie } from "./auth-helpers";
import { ORIGIN, postForm, randomIp, request } from "./helpers";
import { followRedirect, outbox, settleQueue, unescapeHtml, waitForMail } from "./mail-helpers";
import { auditRows, patientWithPlan } from "./staff-helpers";

const COORDINATOR = "dev-staff-coordinator";
const DAY = 24 * 60 * 60 * 1000;
const staffPath = (caseId: string) => `/staff/cases/${caseId}`;
const staffPost = async (caseId: string, fields: Record<string, string>) =>
  postForm(staffPath(caseId), fields, { headers: { Cookie: await sessionCookie(COORDINATOR), "CF-Connecting-IP": randomIp() } });

/** What the Cron Trigger does at `at`: the worker's own scheduled handler. */
const runCronAt = (at: Date | string) =>
  worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/5 * * * *" }));

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

type CheckinRow = {
  id: string;
  day_offset: number;
  due_at: number;
  sent_at: number | null;
  lapsed_at: number | null;
  answered_at: number | null;
  urgent: number;
  warning_signs: string | null;
};
const checkins = async (caseId: string) =>
  (await env.DB.prepare("SELECT * FROM follow_up_checkins WHERE case_id = ? ORDER BY day_offset").bind(caseId).all<CheckinRow>()).results;

/** A treated patient at Recovery Support with a follow-up plan from `dischargeDate`. */
async function inRecovery(dischargeDate: string, days = "3, 14, 30, 90", username?: string) {
  const patient = await patientWithPlan(username);
  expect((await staffPost(patient.caseId, { intent: "stage", from: "free_consultation", stage: "recovery_support" })).status).toBe(302);
  expect((await staffPost(patient.caseId, { intent: "follow-up", dischargeDate, days })).status).toBe(302);
  return patient;
}

/** The check-in link of the e-mail the patient got (the site path with its key). */
async function checkinLink(to: string, count = 1) {
  const mail = await waitForMail(to, "aftercare-checkin", count);
  const match = mail.text.match(/https?:\/\/[^/\s]+(\/(?:ar\/)?aftercare\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43})/);
  expect(match, mail.text).not.toBeNull();
  return { path: match![1]!, mail };
}

describe("the follow-up plan", () => {
  it("is refused before Recovery Support, then stored with 09:00 Cairo due times, defaults and edits, audited", { timeout: 90_000 }, async () => {
    const patient = await patientWithPlan();
    const early = await staffPost(patient.caseId, { intent: "follow-up", dischargeDate: "2027-03-10", days: "3, 14" });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain("Move the case to Recovery Support first.");
    expect(await checkins(patient.caseId)).toEqual([]);

    await staffPost(patient.caseId, { intent: "stage", from: "free_consultation", stage: "recovery_support" });
    const page = await (await request(staffPath(patient.caseId), { headers: { Cookie: await sessionCookie(COORDINATOR) } })).text();
    expect(page).toContain('value="3, 14, 30, 90"');

    const bad = await staffPost(patient.caseId, { intent: "follow-up", dischargeDate: "2027-03-10", days: "3, fourteen" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Give up to 8 whole days from 1 to 365");

    expect((await staffPost(patient.caseId, { intent: "follow-up", dischargeDate: "2027-03-10", days: "14, 3, 3, 30" })).status).toBe(302);
    const rows = await checkins(patient.caseId);
    expect(rows.map((r) => r.day_offset)).toEqual([3, 14, 30]);
    // 09:00 in Cairo on 13 March 2027 (UTC+2) is 07:00 UTC.
    expect(rows[0]!.due_at).toBe(Date.UTC(2027, 2, 13, 7, 0));
    const journey = await env.DB.prepare("SELECT discharge_date FROM case_journeys WHERE case_id = ?").bind(patient.caseId).first<string>("discharge_date");
    expect(journey).toBe("2027-03-10");
    expect((await auditRows(patient.caseId)).some((r) => r.detail === "Follow-up plan: discharge 2027-03-10, check-ins on days 3, 14, 30")).toBe(true);
  });

  it("reads days as whole numbers from 1 to 365, each once, at most eight", () => {
    expect(parseCheckinDays("90 30,3، 14")).toEqual([3, 14, 30, 90]);
    expect(parseCheckinDays("0, 3")).toBeNull();
    expect(parseCheckinDays("2.5")).toBeNull();
    expect(parseCheckinDays("1,2,3,4,5,6,7,8,9")).toBeNull();
    expect(parseCheckinDays("")).toBeNull();
  });
});

describe("the Cron Trigger's check-ins", () => {
  it("go out once each at 09:00 Cairo on their day, across the end of Egypt's summer time", { timeout: 60_000 }, async () => {
    // Egypt leaves summer time (UTC+3) at the end of Thursday 29 October 2026.
    expect(checkinDueAt("2026-10-26", 3).toISOString()).toBe("2026-10-29T06:00:00.000Z");
    expect(checkinDueAt("2026-10-26", 14).toISOString()).toBe("2026-11-09T07:00:00.000Z");
    const patient = await inRecovery("2026-10-26", "3, 14");

    await runCronAt("2026-10-29T05:59:00Z");
    expect((await checkins(patient.caseId)).every((r) => r.sent_at === null)).toBe(true);
    await runCronAt("2026-10-29T06:00:00Z");
    await runCronAt("2026-10-29T06:05:00Z");
    await runCronAt("2026-11-09T06:55:00Z");
    let rows = await checkins(patient.caseId);
    expect(rows[0]!.sent_at).toBe(Date.parse("2026-10-29T06:00:00Z"));
    expect(rows[1]!.sent_at).toBeNull();
    await runCronAt("2026-11-09T07:00:00Z");
    await runCronAt("2026-11-09T07:05:00Z");
    rows = await checkins(patient.caseId);
    expect(rows[1]!.sent_at).toBe(Date.parse("2026-11-09T07:00:00Z"));

    await settleQueue();
    const mails = (await outbox(patient.email)).filter((r) => r.template === "aftercare-checkin");
    expect(mails.map((m) => m.subject)).toEqual(["How are you? Your day-3 check-in", "How are you? Your day-14 check-in"]);
  });

  it("stop when the case is moved back before recovery, and a replanned day already sent stays sent", { timeout: 60_000 }, async () => {
    const patient = await inRecovery("2026-09-01", "3, 14");
    await runCronAt("2026-09-04T07:00:00Z");
    await staffPost(patient.caseId, { intent: "follow-up", dischargeDate: "2026-09-01", days: "3, 20" });
    const rows = await checkins(patient.caseId);
    expect(rows.map((r) => [r.day_offset, r.sent_at !== null])).toEqual([
      [3, true],
      [20, false],
    ]);
    await staffPost(patient.caseId, { intent: "stage", from: "recovery_support", stage: "medical_treatment" });
    await runCronAt("2026-09-21T07:00:00Z");
    expect((await checkins(patient.caseId))[1]!.sent_at).toBeNull();
  });

  it("never e-mail a check-in whose form has closed: it lapses unsent, and the case page says so", { timeout: 60_000 }, async () => {
    // The discharge was confirmed late: day 3 was due 37 days ago, so its 14 days to answer have passed.
    const patient = await inRecovery(day(-40), "3, 30");
    await runCronAt(new Date());
    await runCronAt(new Date(Date.now() + 5 * 60_000));
    await settleQueue();
    const mails = (await outbox(patient.email)).filter((r) => r.template === "aftercare-checkin");
    expect(mails.map((m) => m.subject)).toEqual(["How are you? Your day-30 check-in"]);
    const [day3, day30] = await checkins(patient.caseId);
    expect(day3).toMatchObject({ sent_at: null, lapsed_at: expect.any(Number) });
    expect(day30).toMatchObject({ sent_at: expect.any(Number), lapsed_at: null });
    const page = unescapeHtml(await (await request(staffPath(patient.caseId), { headers: { Cookie: await sessionCookie(COORDINATOR) } })).text());
    expect(page).toContain("Not sent: its 14 days to answer had passed");

    // One still open when the job runs goes out, at the job's own time: the last minute before it closes.
    const late = await inRecovery(day(-20), "3");
    const [due] = await checkins(late.caseId);
    await runCronAt(new Date(due!.due_at + 14 * DAY - 60_000));
    expect((await checkins(late.caseId))[0]).toMatchObject({ sent_at: due!.due_at + 14 * DAY - 60_000, lapsed_at: null });
  });

  it("are written in the patient's language", async () => {
    const patient = await inRecovery(day(-10), "3");
    await env.DB.prepare("UPDATE cases SET locale = 'ar' WHERE id = ?").bind(patient.caseId).run();
    await runCronAt(new Date());
    const { path, mail } = await checkinLink(patient.email);
    expect(path.startsWith("/ar/aftercare/")).toBe(true);
    expect(mail.subject).toBe("كيف حالك؟ متابعة اليوم 3");
    const page = await (await request(path)).text();
    expect(page).toContain("كيف تسير فترة تعافيك؟");
  });
});

describe("answering a check-in", () => {
  it("from the e-mail's link without signing in: a calm answer is stored once and thanked", async () => {
    const patient = await inRecovery(day(-5), "3");
    await runCronAt(new Date());
    const { path } = await checkinLink(patient.email);
    const form = await (await request(path)).text();
    expect(form).toContain("How are you recovering?");
    // Cardiac surgery asks about chest pain, not vision.
    expect(form).toContain("Chest pain or pressure");
    expect(form).not.toContain("Sudden change or loss of vision");
    // Reached by a link inside the site, the page loads as data ("….data?key="); its form still posts to the page.
    const [pathname, query] = path.split("?") as [string, string];
    const clientLoad = await (await request(`${pathname}.data?${query}`)).text();
    expect(clientLoad).toContain(path);
    expect(clientLoad).not.toContain(".data?key");

    const answered = await postForm(path, { feeling: "8", pain: "2", note: "Walking every day." });
    const page = unescapeHtml(await followRedirect(answered));
    expect(page).toContain("Thank you, your answers reached us");
    expect(page).not.toContain("Please act now");
    const [row] = await checkins(patient.caseId);
    expect(row).toMatchObject({ urgent: 0, warning_signs: "[]" });

    // A second post (another tab) changes nothing.
    await postForm(path, { feeling: "1", pain: "10", warningSigns: "chest_pain" });
    expect((await checkins(patient.caseId))[0]).toMatchObject({ urgent: 0, answered_at: row!.answered_at });
  });

  it("refuses scores out of range with the message next to the field, keeping what was typed", async () => {
    const patient = await inRecovery(day(-5), "3");
    await runCronAt(new Date());
    const { path } = await checkinLink(patient.email);
    const refused = await postForm(path, { feeling: "11", pain: "3", warningSigns: "fever", note: "Kept text" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Choose a number from 0 to 10");
    expect(html).toContain("Kept text");
    expect(html).toMatch(/value="fever"[^>]*checked|checked[^>]*value="fever"/);
    expect((await checkins(patient.caseId))[0]!.answered_at).toBeNull();
  });

  it("with a warning sign: urgent on the case, the team and the coordinator told at once, the patient shown what to do now", { timeout: 90_000 }, async () => {
    const patient = await inRecovery(day(-5), "3", "Urgent Patient");
    await staffPost(patient.caseId, { intent: "claim" });
    await runCronAt(new Date());
    const { path } = await checkinLink(patient.email);
    // With JavaScript the fetcher posts to the .data twin of the page (its key in the query).
    const [pathname, query] = path.split("?") as [string, string];
    const answered = await request(`${pathname}.data?${query}`, {
      method: "POST",
      body: new URLSearchParams([["feeling", "6"], ["pain", "4"], ["warningSigns", "chest_pain"], ["wantsCall", "on"]]),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Mode": "cors" },
    });
    expect(answered.status).toBe(200);
    const page = await (await request(path)).text();
    expect(page).toContain("Please act now");
    expect(page).toContain("call your local emergency number now");
    expect(page).toContain("+20 2 2794 5500");
    expect(page).toContain("your coordinator will phone you");

    const team = await waitForMail(env.CONTACT_INBOX, "aftercare-urgent");
    expect(team.subject).toContain("Urgent Patient");
    const coordinator = await waitForMail("coordinator@nilecare.test", "aftercare-urgent");
    expect(coordinator.text).not.toContain("Chest pain");

    const cookie = await sessionCookie(COORDINATOR);
    const staffPage = await (await request(staffPath(patient.caseId), { headers: { Cookie: cookie } })).text();
    expect(staffPage).toContain("URGENT: day-3 check-in");
    expect(staffPage).toContain("Chest pain or pressure");
    const checkinId = (await checkins(patient.caseId))[0]!.id;
    expect((await staffPost(patient.caseId, { intent: "checkin-handled", checkinId })).status).toBe(302);
    expect((await staffPost(patient.caseId, { intent: "checkin-handled", checkinId })).status).toBe(409);
    const after = await (await request(staffPath(patient.caseId), { headers: { Cookie: cookie } })).text();
    expect(after).not.toContain("URGENT: day-3 check-in");
    expect(after).toContain("Urgent (handled)");
  });

  it("with a low score: urgent too", async () => {
    const patient = await inRecovery(day(-5), "3");
    await runCronAt(new Date());
    const { path } = await checkinLink(patient.email);
    await postForm(path, { feeling: "3", pain: "2" });
    expect((await checkins(patient.caseId))[0]!.urgent).toBe(1);
  });
});

describe("the check-in's link", () => {
  it("does not open before it is sent, with an altered key, for another patient, or once its form has closed", async () => {
    const patient = await inRecovery(day(-40), "3, 30");
    const [early] = await checkins(patient.caseId);
    // Not sent yet: nothing to open, even for the patient.
    expect((await request(`/aftercare/${early!.id}`, { headers: { Cookie: patient.cookie } })).status).toBe(404);
    // Day 3 went out on its day, 37 days ago; day 30 goes out now.
    await runCronAt(new Date(early!.due_at));
    await runCronAt(new Date());
    await waitForMail(patient.email, "aftercare-checkin", 2);
    const links = (await outbox(patient.email)).map((m) => m.text.match(/(\/aftercare\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43})/)?.[1]).filter(Boolean) as string[];
    const [day3, day30] = [links.find((l) => l.includes(early!.id))!, links.find((l) => !l.includes(early!.id))!];

    // Day 3 was due 37 days ago: its form closed after 14 days.
    expect((await request(day3)).status).toBe(404);
    // The signed-in patient still sees that it is closed.
    expect(await (await request(`/aftercare/${early!.id}`, { headers: { Cookie: patient.cookie } })).text()).toContain("This check-in is closed");
    expect((await request(day30)).status).toBe(200);
    // One character of the key changed (to "A", or "B" where it already is "A": the key is random).
    const altered = day30.replace(/key=(.)/, (_, first: string) => `key=${first === "A" ? "B" : "A"}`);
    expect((await request(altered)).status).toBe(404);
    const stranger = await patientWithPlan("Someone Else");
    expect((await request(day30.split("?")[0]!, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect((await request(day30.split("?")[0]!, { headers: { Cookie: patient.cookie } })).status).toBe(200);
  });
});

describe("check-ins and the patient's data rights", () => {
  it("are in the patient's export with their answers, and erased with the account", async () => {
    const patient = await inRecovery(day(-5), "3, 30");
    await runCronAt(new Date());
    const { path } = await checkinLink(patient.email);
    await postForm(path, { feeling: "7", pain: "3", note: "Export me" });

    const response = await postForm("/account/export", {}, { headers: { Cookie: patient.cookie } });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["data.json"]!)) as Record<string, Record<string, unknown>[]>;
    expect(data.follow_up_checkins!.map((c) => [c.dayAfterDischarge, c.note])).toEqual([
      [3, "Export me"],
      [30, null],
    ]);

    await eraseAccount(patient.userId);
    expect(await checkins(patient.caseId)).toEqual([]);
  });
});
