import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "~/entry.worker";
import { caseReference } from "~/cases/case-reference";
import { sessionCookie } from "./auth-helpers";
import { postForm, randomIp, request } from "./helpers";
import { outbox, settleQueue, unescapeHtml, waitForMail } from "./mail-helpers";
import { patientWithPlan } from "./staff-helpers";

const COORDINATOR = "dev-staff-coordinator";
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const staffPost = async (path: string, fields: Record<string, string>) =>
  postForm(path, fields, { headers: { Cookie: await sessionCookie(COORDINATOR), "CF-Connecting-IP": randomIp() } });
const work = (caseId: string, fields: Record<string, string>) => staffPost(`/staff/cases/${caseId}`, fields);
const staffPage = async (caseId: string) =>
  unescapeHtml(await (await request(`/staff/cases/${caseId}`, { headers: { Cookie: await sessionCookie(COORDINATOR) } })).text());
const runCronAt = (at: Date | number) => worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/5 * * * *" }));

type Checkin = { id: string; case_id: string; day_offset: number; due_at: number; sent_at: number | null; urgent: number };
const checkins = async (caseId: string) =>
  (await env.DB.prepare("SELECT * FROM follow_up_checkins WHERE case_id = ? ORDER BY day_offset, due_at").bind(caseId).all<Checkin>()).results;
const journey = (caseId: string) =>
  env.DB.prepare("SELECT stage, discharge_date, treatment FROM case_journeys WHERE case_id = ?").bind(caseId).first<Record<string, string | null>>();

/** The same patient's second request, a contact message sent signed in: the duplicate a coordinator merges. */
async function duplicateOf(patient: { cookie: string; email: string }) {
  const response = await postForm(
    "/contact",
    { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Writing again about my treatment in Cairo." },
    { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
  );
  expect(response.status).toBe(302);
  return new URL(response.headers.get("Location")!, "http://localhost").pathname.split("/").pop()!;
}

/** A case taken to Recovery Support (or further) with its follow-up plan saved, as the coordinator does it. */
async function inAftercare(caseId: string, dischargeDate: string, days: string, stage = "recovery_support") {
  expect((await work(caseId, { intent: "stage", from: "free_consultation", stage: "recovery_support" })).status).toBe(302);
  expect((await work(caseId, { intent: "follow-up", dischargeDate, days })).status).toBe(302);
  if (stage !== "recovery_support") expect((await work(caseId, { intent: "stage", from: "recovery_support", stage })).status).toBe(302);
}

const checkinLink = (text: string, checkinId: string) => text.match(new RegExp(`https?://[^/\\s]+(/aftercare/${checkinId}\\?key=[A-Za-z0-9_-]{43})`))?.[1];

describe("merging cases moves aftercare", () => {
  it("moves the duplicate's check-ins and journey: planned ones go out from the kept case, an urgent answer lands on it", { timeout: 90_000 }, async () => {
    const patient = await patientWithPlan("Merged Aftercare");
    const duplicate = await duplicateOf(patient);
    // The coordinator worked the aftercare on the duplicate: day 3 went out, day 14 is planned.
    await inAftercare(duplicate, day(-5), "3, 14");
    await runCronAt(Date.now());
    const mail = await waitForMail(patient.email, "aftercare-checkin");
    const [day3, day14] = await checkins(duplicate);

    expect((await staffPost(`/staff/cases/${duplicate}/merge`, { into: patient.caseId })).status).toBe(302);
    expect(await checkins(duplicate)).toEqual([]);
    expect((await checkins(patient.caseId)).map((c) => [c.id, c.day_offset, c.sent_at !== null])).toEqual([
      [day3!.id, 3, true],
      [day14!.id, 14, false],
    ]);
    expect(await journey(patient.caseId)).toMatchObject({ stage: "recovery_support", discharge_date: day(-5) });
    expect(await journey(duplicate)).toBeNull();
    // The journey's history came along: the kept case's timeline shows when recovery began.
    const moved = await env.DB.prepare("SELECT count(*) AS n FROM case_stage_changes WHERE case_id = ?").bind(patient.caseId).first<number>("n");
    expect(moved).toBe(1);

    // The patient answers the check-in they got before the merge, with a warning sign: the kept case is urgent.
    const answered = await postForm(checkinLink(mail.text, day3!.id)!, { feeling: "6", pain: "4", warningSigns: "chest_pain" });
    expect(answered.status).toBe(302);
    const urgent = await waitForMail(env.CONTACT_INBOX, "aftercare-urgent");
    expect(urgent.text).toContain(`/staff/cases/${patient.caseId}`);
    expect(await staffPage(patient.caseId)).toContain("URGENT: day-3 check-in");
    expect(await staffPage(duplicate)).not.toContain("URGENT: day-3 check-in");

    // The planned day 14 goes out on its day, from the kept case.
    await runCronAt(day14!.due_at);
    await settleQueue();
    const sent = (await outbox(patient.email)).filter((m) => m.template === "aftercare-checkin");
    expect(sent.map((m) => m.subject)).toEqual(["How are you? Your day-3 check-in", "How are you? Your day-14 check-in"]);
    expect((await checkins(patient.caseId))[1]!.sent_at).toBe(day14!.due_at);
    const day14Page = await request(checkinLink(sent[1]!.text, day14!.id)!);
    expect(day14Page.status).toBe(200);
  });

  it("with a journey on both cases: goes on at the further stage with that case's plan, keeps every sent check-in, and says so", { timeout: 90_000 }, async () => {
    const patient = await patientWithPlan("Two Journeys");
    const duplicate = await duplicateOf(patient);
    // The kept case: at Recovery Support, its day 3 sent and day 30 planned from a discharge 10 days ago.
    await work(patient.caseId, { intent: "journey", treatment: "cardiac-surgery" });
    await inAftercare(patient.caseId, day(-10), "3, 30");
    // The duplicate: at Follow-up Care, its day 3 sent and days 14 and 90 planned from a discharge 8 days ago.
    await inAftercare(duplicate, day(-8), "3, 14, 90", "follow_up_care");
    await runCronAt(Date.now());
    await waitForMail(patient.email, "aftercare-checkin", 2);

    expect((await staffPost(`/staff/cases/${duplicate}/merge`, { into: patient.caseId })).status).toBe(302);
    // The further stage, with the duplicate's discharge date (its plan goes on); the kept case's facts stay.
    expect(await journey(patient.caseId)).toEqual({ stage: "follow_up_care", discharge_date: day(-8), treatment: "cardiac-surgery" });
    const rows = await checkins(patient.caseId);
    expect(rows.map((c) => [c.day_offset, c.sent_at !== null])).toEqual([
      [3, true],
      [3, true],
      [14, false],
      [90, false],
    ]);
    expect(await checkins(duplicate)).toEqual([]);
    // One day-14 check-in goes out, none for the kept case's dropped day 30.
    await runCronAt(rows[2]!.due_at);
    await runCronAt(Date.now() + 23 * DAY);
    await settleQueue();
    const subjects = (await outbox(patient.email)).filter((m) => m.template === "aftercare-checkin").map((m) => m.subject);
    expect(subjects.filter((s) => s.includes("day-14"))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes("day-30"))).toHaveLength(0);

    const history = await staffPage(patient.caseId);
    const other = `case ${caseReference(duplicate)}`;
    expect(history).toContain(`merged ${other} into this case; both had a journey: the kept case goes on at the further stage, Follow-up Care (${other}'s)`);
    expect(history).toContain(`both had check-ins to send: ${other}'s follow-up plan goes on, this case's unsent check-ins were dropped`);
    expect(await staffPage(duplicate)).toContain("both had a journey: the kept case goes on at the further stage, Follow-up Care (this case's)");
  });
});
