import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { canMoveStage, journeyStages } from "~/cases/journey-rules";
import { previewOf } from "~/cases/preview";
import { sessionCookie } from "../auth-helpers";
import { postForm, randomIp, request } from "../helpers";
import { auditRows, createContactCase, createCoordinator, patientWithPlan } from "../staff-helpers";

const COORDINATOR = "dev-staff-coordinator";
const get = (path: string, cookie = "") => request(path, { headers: cookie ? { Cookie: cookie } : {} });
const post = async (path: string, fields: Record<string, string>, cookie?: string) =>
  postForm(path, fields, { headers: { Cookie: cookie ?? (await sessionCookie(COORDINATOR)), "CF-Connecting-IP": randomIp() } });
const staffPath = (caseId: string) => `/staff/cases/${caseId}`;

const stageOf = async (caseId: string) =>
  (await env.DB.prepare("SELECT stage FROM case_journeys WHERE case_id = ?").bind(caseId).first<string>("stage")) ?? "free_consultation";
const stageChanges = async (caseId: string) =>
  (
    await env.DB.prepare("SELECT from_stage, to_stage FROM case_stage_changes WHERE case_id = ? ORDER BY created_at")
      .bind(caseId)
      .all<{ from_stage: string; to_stage: string }>()
  ).results;

const facts = {
  intent: "journey",
  treatment: "cardiac-surgery",
  treatmentStart: "2027-03-04",
  treatmentEnd: "2027-03-12",
  visaLetter: "sent",
  followUpPlan: "Video check-ins at 3, 14 and 30 days.",
};

describe("the journey stage", () => {
  it("moves one step back or any steps forward, never further back, never to itself", () => {
    for (const from of journeyStages) {
      for (const to of journeyStages) {
        const a = journeyStages.indexOf(from);
        const b = journeyStages.indexOf(to);
        expect(canMoveStage(from, to), `${from} → ${to}`).toBe(b === a - 1 || b > a);
      }
    }
  });

  // The first posts of the file build the staff pages: slower than the rest on a shared machine.
  it("is moved by a coordinator with its history and audit rows; a refused or stale move writes nothing", { timeout: 90_000 }, async () => {
    const { caseId } = await patientWithPlan();
    expect(await stageOf(caseId)).toBe("free_consultation");

    const move = (from: string, stage: string) => post(staffPath(caseId), { intent: "stage", from, stage });
    expect((await move("free_consultation", "schedule_treatment")).status).toBe(302);
    expect(await stageOf(caseId)).toBe("schedule_treatment");
    // One step back corrects a mistake; forward may skip steps.
    expect((await move("schedule_treatment", "free_consultation")).status).toBe(302);
    expect((await move("free_consultation", "medical_treatment")).status).toBe(302);

    // Further back: refused with the message next to the field.
    const refused = await move("medical_treatment", "free_consultation");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Go back one step at a time");
    // The same stage again: refused.
    expect((await move("medical_treatment", "medical_treatment")).status).toBe(400);
    // A page showing an older stage: a colleague moved it meanwhile.
    expect((await move("schedule_treatment", "travel_arrangements")).status).toBe(409);
    expect(await stageOf(caseId)).toBe("medical_treatment");

    expect(await stageChanges(caseId)).toEqual([
      { from_stage: "free_consultation", to_stage: "schedule_treatment" },
      { from_stage: "schedule_treatment", to_stage: "free_consultation" },
      { from_stage: "free_consultation", to_stage: "medical_treatment" },
    ]);
    const details = (await auditRows(caseId)).map((r) => r.detail).filter((d) => d?.startsWith("Journey stage"));
    expect(details).toEqual([
      "Journey stage: Free Consultation → Schedule Treatment",
      "Journey stage: Schedule Treatment → Free Consultation",
      "Journey stage: Free Consultation → Medical Treatment",
    ]);

    const page = await (await get(staffPath(caseId), await sessionCookie(COORDINATOR))).text();
    expect(page).toContain("moved the journey stage");
  });

  it("is refused to a patient and to a coordinator of another case (404), and writes nothing", async () => {
    const owner = await patientWithPlan();
    expect((await post(staffPath(owner.caseId), { intent: "stage", from: "free_consultation", stage: "schedule_treatment" }, owner.cookie)).status).toBe(404);
    const other = await createCoordinator();
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(other.userId, owner.caseId).run();
    expect((await post(staffPath(owner.caseId), { intent: "stage", from: "free_consultation", stage: "schedule_treatment" })).status).toBe(404);
    expect(await stageChanges(owner.caseId)).toEqual([]);
  });
});

describe("the staff case list", () => {
  it("filters by journey stage, a case without a journey row being at the first stage", async () => {
    const moved = await patientWithPlan("Stage Mover");
    const waiting = await patientWithPlan("Stage Waiter");
    await post(staffPath(moved.caseId), { intent: "stage", from: "free_consultation", stage: "recovery_support" });
    const cookie = await sessionCookie(COORDINATOR);
    const recovery = await (await get("/staff?stage=recovery_support&status=all", cookie)).text();
    expect(recovery).toContain(moved.caseId);
    expect(recovery).not.toContain(waiting.caseId);
    const first = await (await get("/staff?stage=free_consultation&status=all&q=stage", cookie)).text();
    expect(first).toContain(waiting.caseId);
    expect(first).not.toContain(moved.caseId);
  });
});

describe("the journey's facts", () => {
  it("are stored as given and audited with what changed", async () => {
    const { caseId } = await patientWithPlan();
    expect((await post(staffPath(caseId), facts)).status).toBe(302);
    const row = await env.DB.prepare("SELECT * FROM case_journeys WHERE case_id = ?").bind(caseId).first<Record<string, unknown>>();
    expect(row).toMatchObject({ treatment: "cardiac-surgery", treatment_start: "2027-03-04", visa_letter: "sent" });
    const audit = (await auditRows(caseId)).find((r) => r.detail?.startsWith("Journey facts recorded"));
    expect(audit?.detail).toContain("followUpPlan");

    // The same form again changes nothing and records nothing more.
    await post(staffPath(caseId), facts);
    expect((await auditRows(caseId)).filter((r) => r.detail?.startsWith("Journey facts recorded"))).toHaveLength(1);
  });

  it("refuse dates out of order and malformed dates", async () => {
    const { caseId } = await patientWithPlan();
    const response = await post(staffPath(caseId), { ...facts, treatmentEnd: "2027-03-01" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The treatment cannot end before it starts");
    const malformed = await post(staffPath(caseId), { ...facts, treatmentStart: "2027-02-31" });
    expect(await malformed.text()).toContain("enter a date as YYYY-MM-DD");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_journeys WHERE case_id = ?").bind(caseId).first<number>("n")).toBe(0);
  });

  it("appear on the patient's request page in their language and zone, with a calendar file only they can download", async () => {
    const patient = await patientWithPlan();
    await post(staffPath(patient.caseId), { intent: "stage", from: "free_consultation", stage: "travel_arrangements" });
    await post(staffPath(patient.caseId), facts);

    const english = await (await get(`/requests/${patient.caseId}`, patient.cookie)).text();
    expect(english).toContain("Your journey");
    expect(english).toMatch(/aria-current="step"[^>]*>[\s\S]*?Travel Arrangements/);
    expect(english).toContain("Sent to you");
    expect(english).toContain("Video check-ins at 3, 14 and 30 days.");

    const arabic = await (await get(`/ar/requests/${patient.caseId}`, patient.cookie)).text();
    expect(arabic).toContain("رحلتك العلاجية");
    expect(arabic).toContain("ترتيبات السفر");
    expect(arabic).toContain("أُرسل إليك");

    const ics = await get(`/requests/${patient.caseId}/itinerary.ics?lang=en`, patient.cookie);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    const calendar = await ics.text();
    expect(calendar).toContain("DTSTART;VALUE=DATE:20270304");
    expect(calendar).toContain("DTEND;VALUE=DATE:20270313");
    expect(calendar).toContain("SUMMARY:Treatment: Cardiac Surgery");
    expect((await get(`/requests/${patient.caseId}/itinerary.ics?lang=ar`, patient.cookie)).status).toBe(200);
    expect(await (await get(`/requests/${patient.caseId}/itinerary.ics?lang=ar`, patient.cookie)).text()).toContain("SUMMARY:العلاج: جراحة القلب");

    const stranger = await patientWithPlan("Someone Else");
    expect((await get(`/requests/${patient.caseId}/itinerary.ics`, stranger.cookie)).status).toBe(404);
    expect((await get(`/requests/${patient.caseId}/itinerary.ics`)).status).toBe(404);
  });
});

describe("the patient's request page and dashboard", () => {
  it("show what the patient sent, status words that fit a contact message, and a preview cut at a word", async () => {
    const patient = await patientWithPlan();
    const { caseId } = await createContactCase({ email: patient.email, status: "in_review" });
    await env.DB.batch([
      env.DB.prepare("UPDATE cases SET patient_user_id = ? WHERE id = ?").bind(patient.userId, caseId),
      env.DB.prepare(
        "INSERT INTO case_events (id, case_id, kind, from_status, to_status, created_at) VALUES (?, ?, 'status_changed', 'new', 'in_review', ?)",
      ).bind(crypto.randomUUID(), caseId, Date.now()),
    ]);
    const page = await (await get(`/requests/${caseId}`, patient.cookie)).text();
    expect(page).toContain("What you sent");
    expect(page).toContain("I would like implants next spring.");
    expect(page).toContain("A coordinator is reading your message");
    expect(page).not.toContain("reviewing your plan");

    expect(previewOf("Most patients stay ten days after the operation. ".repeat(5), 40)).toBe("Most patients stay ten days after the…");
    expect(previewOf("Short reply.")).toBe("Short reply.");
  });

  it("show the patient's own activity (never samples) and count a submitted plan as a started journey", async () => {
    const patient = await patientWithPlan();
    await post(staffPath(patient.caseId), { intent: "stage", from: "free_consultation", stage: "schedule_treatment" });
    const html = await (await get("/dashboard", patient.cookie)).text();
    expect(html).not.toContain("Sample");
    expect(html).not.toContain("Treatment guide viewed");
    expect(html).toContain("You submitted a trip plan");
    expect(html).toContain("Your journey moved to: Schedule Treatment");
    expect(html).not.toContain("You have not registered for treatment yet.");
    expect(html).toContain("Your journey has started.");
  });

  it("sends a signed-in patient's contact message to their new request", async () => {
    const patient = await patientWithPlan();
    const response = await postForm(
      "/contact",
      { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Can I bring my brother along?" },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    // Their message opens the request's conversation, where the answer will come.
    expect(location).toMatch(/^\/requests\/[0-9a-f-]{36}#conversation$/);
    const page = await (await get(location.replace("#conversation", ""), patient.cookie)).text();
    expect(page).toContain("Can I bring my brother along?");
  });
});
