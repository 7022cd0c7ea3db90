import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { publishedOutcomes } from "~/aftercare/outcomes.server";
import worker from "~/entry.worker";
import { createSignedInUser, sessionCookie } from "./auth-helpers";
import { cookiesFrom, postForm, randomIp, request } from "./helpers";
import { unescapeHtml, waitForMail } from "./mail-helpers";
import { postPlanForm } from "./plan-helpers";

const COORDINATOR = "dev-staff-coordinator";
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const staffPost = async (caseId: string, fields: Record<string, string>) =>
  postForm(`/staff/cases/${caseId}`, fields, { headers: { Cookie: await sessionCookie(COORDINATOR), "CF-Connecting-IP": randomIp() } });
const runCronNow = () => worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }));

/** The value the planner's first step offers for a treatment, as its page draws the radio button. */
async function plannerValueOf(label: string) {
  const html = await (await request("/plan?step=1")).text();
  const radio = html.split("<label").find((part) => part.includes(label) && part.includes('name="treatmentType"'));
  return radio?.match(/value="([^"]+)"/)?.[1] ?? "";
}

/** A signed-in patient who sends a trip plan through the planner's form, as a browser without JavaScript. */
async function planThroughTheForm(treatmentType: string) {
  const patient = await createSignedInUser();
  let jar = patient.cookie;
  for (const [step, fields] of [
    [1, { treatmentType }],
    [2, { startDate: inDays(30), endDate: inDays(50) }],
    [3, { hotelType: "medical_hotel", proximityToHospital: "on" }],
    [4, { budgetMin: "3000", budgetMax: "15000", currency: "USD", companionCount: "1" }],
    [5, {}],
  ] as const) {
    const response = await postPlanForm(`/plan?step=${step}`, { step: String(step), intent: step === 5 ? "submit" : "next", ...fields }, jar);
    expect(response.status, `step ${step}`).toBe(302);
    jar = cookiesFrom(response, jar);
  }
  const row = await env.DB.prepare(
    "SELECT c.id, c.treatment, p.treatment_type FROM cases c JOIN trip_plans p ON p.id = c.trip_plan_id WHERE p.user_id = ?",
  )
    .bind(patient.userId)
    .first<{ id: string; treatment: string; treatment_type: string }>();
  return { ...patient, caseId: row!.id, stored: row! };
}

describe("one treatment identity", () => {
  it("an orthopaedic plan's check-in asks the orthopaedic warning signs, in English and Arabic, and its answer counts for orthopaedic surgery", { timeout: 90_000 }, async () => {
    const patient = await planThroughTheForm(await plannerValueOf("Orthopedic Surgery"));
    // The plan and its case store the catalogue's category, as the doctors and the catalogue name it.
    expect(patient.stored).toMatchObject({ treatment_type: "orthopedic-surgery", treatment: "orthopedic-surgery" });

    // The coordinator's journey form starts with the treatment the patient chose; they record it and plan the follow-up.
    const casePage = await (await request(`/staff/cases/${patient.caseId}`, { headers: { Cookie: await sessionCookie(COORDINATOR) } })).text();
    expect(casePage).toMatch(/<option value="orthopedic-surgery" selected="">Orthopedic Surgery<\/option>/);
    expect((await staffPost(patient.caseId, { intent: "stage", from: "free_consultation", stage: "recovery_support" })).status).toBe(302);
    expect((await staffPost(patient.caseId, { intent: "journey", treatment: "orthopedic-surgery" })).status).toBe(302);
    expect((await staffPost(patient.caseId, { intent: "follow-up", dischargeDate: inDays(-5), days: "3" })).status).toBe(302);
    await runCronNow();
    const mail = await waitForMail(patient.email, "aftercare-checkin");
    const link = mail.text.match(/https?:\/\/[^/\s]+(\/aftercare\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43})/)![1]!;

    const form = unescapeHtml(await (await request(link)).text());
    expect(form).toContain("Pain or swelling in one calf or leg");
    expect(form).toContain("New numbness or weakness");
    // The general list's signs that orthopaedic surgery does not ask.
    expect(form).not.toContain("New or growing swelling");
    const arabic = await (await request(`/ar${link}`)).text();
    expect(arabic).toContain("ألم أو تورم في ساق أو ربلة واحدة");

    const answered = await postForm(link, { feeling: "7", pain: "3", warningSigns: "leg_swelling" });
    expect(answered.status).toBe(302);
    const stored = await env.DB.prepare("SELECT warning_signs, urgent FROM follow_up_checkins WHERE case_id = ?").bind(patient.caseId).first();
    expect(stored).toEqual({ warning_signs: '["leg_swelling"]', urgent: 1 });

    expect((await publishedOutcomes()).find((o) => o.category === "orthopedic-surgery")).toEqual({
      category: "orthopedic-surgery",
      published: false,
      answered: 1,
    });
  });

  it("reads the codes an old planner or intake page still posts as the catalogue's ids", async () => {
    // A planner step posted from a page loaded before the change (the browser's history, a tab left open).
    const planned = await planThroughTheForm("dental-treatment");
    expect(planned.stored).toMatchObject({ treatment_type: "dental-care", treatment: "dental-care" });
    const review = await (await request("/plan?step=1", { headers: { Cookie: planned.cookie } })).text();
    expect(review).not.toContain("Please choose one of the listed treatments");

    // An intake step from an old page: the draft keeps the treatment, which the page shows chosen.
    const started = await postForm("/start-journey", { step: "1", intent: "next", firstName: "Omar", treatmentType: "orthopedic" });
    expect(started.status).toBe(302);
    const stepOne = await (await request("/start-journey?step=1", { headers: { Cookie: cookiesFrom(started) } })).text();
    expect(stepOne).toMatch(/<option value="orthopedic-surgery" selected="">Orthopedic Surgery: not sure which procedure yet<\/option>/);
  });
});
