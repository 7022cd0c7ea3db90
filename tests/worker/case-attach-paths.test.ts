import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookiesFrom, postForm, randomIp, request } from "./helpers";
import { postPlanForm } from "./plan-helpers";
import { caseRow, devStaff, patientWithPlan } from "./staff-helpers";

/**
 * "This is about my current request" on the plan and the intake (the contact form's path is in
 * case-merge.test.ts), and the rules that keep a merge final: a merged-away case is never merged again,
 * merged back or reopened, so nothing a patient sent can end up on a request they can no longer see.
 */

const get = (path: string, cookie = "") => request(path, { headers: cookie ? { Cookie: cookie } : {} });
const one = async <T>(query: string, ...binds: unknown[]) => (await env.DB.prepare(query).bind(...binds).first<T>())!;
const keptOf = (mergedCaseId: string) =>
  env.DB.prepare("SELECT kept_case_id FROM case_merges WHERE merged_case_id = ?").bind(mergedCaseId).first<string>("kept_case_id");

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

/** Walks the planner as a signed-in patient without JavaScript; returns the cookies holding the draft. */
async function planDraft(cookie: string) {
  let jar = cookie;
  for (const [step, fields] of [
    [1, { treatmentType: "cardiac-surgery" }],
    [2, { startDate: inDays(30), endDate: inDays(44) }],
    [3, { hotelType: "medical_hotel" }],
    [4, { budgetMin: "3000", budgetMax: "15000", currency: "USD", companionCount: "0", additionalNotes: "" }],
  ] as const) {
    const response = await postPlanForm(`/plan?step=${step}`, { step: String(step), intent: "next", ...fields }, jar);
    expect(response.status, `plan step ${step}`).toBe(302);
    jar = cookiesFrom(response, jar);
  }
  return jar;
}

/** Submits the planned trip, saying which request it is about ("new" or a case id). */
async function submitPlan(cookie: string, aboutRequest: string) {
  const jar = await planDraft(cookie);
  const response = await postPlanForm("/plan?step=5", { step: "5", intent: "submit", aboutRequest }, jar);
  expect(response.status).toBe(302);
}

/** The case the patient's newest plan opened. */
const newestPlanCase = (userId: string) =>
  one<{ id: string }>(
    "SELECT c.id FROM cases c JOIN trip_plans p ON p.id = c.trip_plan_id WHERE p.user_id = ? ORDER BY c.received_at DESC, c.rowid DESC LIMIT 1",
    userId,
  ).then((r) => r.id);

/** Starts an intake and completes it, saying which request it is about. */
async function completeIntake(cookie: string, aboutRequest: string) {
  const started = await postForm("/start-journey", { step: "1", intent: "next", firstName: "Omar", treatmentType: "dental-care" }, { headers: { Cookie: cookie } });
  const jar = cookiesFrom(started, cookie);
  const review = await (await get("/start-journey?step=6", jar)).text();
  const done = await postForm(
    "/start-journey",
    { step: "6", intent: "complete", healthDataConsent: "yes", aboutRequest },
    { headers: { Cookie: jar } },
  );
  expect(done.status).toBe(302);
  return { review };
}

describe("a plan about the patient's current request", () => {
  it("is offered at the review step and joins the chosen request: one request, the plan shown on it", async () => {
    const patient = await patientWithPlan("Planning Patient");
    const draft = await planDraft(patient.cookie);
    const review = await (await get("/plan?step=5", draft)).text();
    expect(review).toContain("Is this about a request you already sent?");
    expect(review).toContain(`value="${patient.caseId}"`);

    await submitPlan(patient.cookie, patient.caseId);
    const opened = await newestPlanCase(patient.userId);
    expect(opened).not.toBe(patient.caseId);
    expect(await keptOf(opened)).toBe(patient.caseId);
    expect(await caseRow(opened)).toMatchObject({ status: "closed", closing_reason: "duplicate" });

    const page = await (await get(`/requests/${patient.caseId}`, patient.cookie)).text();
    expect(page).toContain("Also sent on this request");
    const dashboard = await (await get("/dashboard", patient.cookie)).text();
    expect(dashboard).toContain(`/requests/${patient.caseId}`);
    expect(dashboard).not.toContain(`/requests/${opened}`);
  });

  it("opens a request of its own when the patient says it is new, or names a request that is not theirs", async () => {
    const patient = await patientWithPlan("Second Plan Patient");
    const stranger = await patientWithPlan("Stranger Plan Patient");

    await submitPlan(patient.cookie, "new");
    const fresh = await newestPlanCase(patient.userId);
    expect(fresh).not.toBe(patient.caseId);
    expect(await keptOf(fresh)).toBeNull();
    expect(await caseRow(fresh)).toMatchObject({ status: "new" });

    await submitPlan(stranger.cookie, patient.caseId);
    const own = await newestPlanCase(stranger.userId);
    expect(own).not.toBe(stranger.caseId);
    expect(await keptOf(own)).toBeNull();
    expect(await one("SELECT count(*) AS n FROM case_merges WHERE kept_case_id = ?", patient.caseId)).toEqual({ n: 0 });
  });
});

describe("an intake about the patient's current request", () => {
  it("is offered at the last step and joins the chosen request; a closed request is refused and the intake keeps its own", async () => {
    const patient = await patientWithPlan("Intake Patient");
    const { review } = await completeIntake(patient.cookie, patient.caseId);
    expect(review).toContain("Is this about a request you already sent?");
    expect(review).toContain(`value="${patient.caseId}"`);
    const joined = await one<{ id: string }>(
      "SELECT c.id FROM cases c JOIN intakes i ON i.id = c.intake_id WHERE i.user_id = ?",
      patient.userId,
    );
    expect(await keptOf(joined.id)).toBe(patient.caseId);
    expect(await caseRow(joined.id)).toMatchObject({ status: "closed", closing_reason: "duplicate" });
    const page = await (await get(`/requests/${patient.caseId}`, patient.cookie)).text();
    expect(page).toContain("Also sent on this request");

    // A request closed in the meantime is not joined: the intake's request stands on its own.
    const closing = await patientWithPlan("Closed Request Patient");
    await env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered' WHERE id = ?").bind(closing.caseId).run();
    await completeIntake(closing.cookie, closing.caseId);
    const own = await one<{ id: string }>("SELECT c.id FROM cases c JOIN intakes i ON i.id = c.intake_id WHERE i.user_id = ?", closing.userId);
    expect(await keptOf(own.id)).toBeNull();
    expect(await caseRow(own.id)).toMatchObject({ status: "new" });
  });
});

describe("a merge is final", () => {
  /** A signed-in patient's plan case with a contact case merged into it by a coordinator. */
  async function mergedPair(name: string) {
    const patient = await patientWithPlan(name);
    const coordinator = await devStaff("coordinator");
    const sent = await postForm(
      "/contact",
      { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Is April a good month for surgery?" },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    const goneId = new URL(sent.headers.get("Location")!, "http://localhost").pathname.split("/").pop()!;
    const merged = await postForm(`/staff/cases/${goneId}/merge`, { into: patient.caseId }, { headers: { Cookie: coordinator.cookie } });
    expect(merged.headers.get("Location")).toBe(`/staff/cases/${patient.caseId}`);
    return { patient, coordinator, goneId, keptId: patient.caseId };
  }

  it("refuses merging the kept case back into the merged one, and the merged one anywhere again", async () => {
    const { patient, coordinator, goneId, keptId } = await mergedPair("Final Merge Patient");
    const back = await postForm(`/staff/cases/${keptId}/merge`, { into: goneId }, { headers: { Cookie: coordinator.cookie } });
    expect(back.headers.get("Location")).toBe(`/staff/cases/${keptId}`);
    const third = await postForm(
      "/contact",
      { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "A third question." },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    const thirdId = new URL(third.headers.get("Location")!, "http://localhost").pathname.split("/").pop()!;
    await postForm(`/staff/cases/${goneId}/merge`, { into: thirdId }, { headers: { Cookie: coordinator.cookie } });
    expect(await one("SELECT count(*) AS n FROM case_merges WHERE merged_case_id IN (?, ?, ?)", goneId, keptId, thirdId)).toEqual({ n: 1 });
    expect(await keptOf(goneId)).toBe(keptId);

    // The merged case's page offers no merge and says where everything went.
    const gonePage = await (await get(`/staff/cases/${goneId}`, coordinator.cookie)).text();
    expect(gonePage).not.toContain(`action="/staff/cases/${goneId}/merge"`);
    expect(gonePage).toContain("This case was merged");
  });

  it("moves earlier merges along when the kept case is merged in turn: the patient's old links lead to the last kept case", async () => {
    const { patient, coordinator, goneId, keptId } = await mergedPair("Chain Merge Patient");
    const later = await postForm(
      "/contact",
      { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Can we start in May?" },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    const laterId = new URL(later.headers.get("Location")!, "http://localhost").pathname.split("/").pop()!;
    const merged = await postForm(`/staff/cases/${keptId}/merge`, { into: laterId }, { headers: { Cookie: coordinator.cookie } });
    expect(merged.headers.get("Location")).toBe(`/staff/cases/${laterId}`);
    expect(await keptOf(goneId)).toBe(laterId);
    expect(await keptOf(keptId)).toBe(laterId);
    const old = await get(`/requests/${goneId}`, patient.cookie);
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(`/requests/${laterId}`);
    const page = await (await get(`/requests/${laterId}`, patient.cookie)).text();
    expect(page).toContain("Is April a good month for surgery?");
  });

  it("refuses to reopen a merged-away case: its thread is on the kept case, where the patient reads it", async () => {
    const { coordinator, goneId } = await mergedPair("Reopen Merge Patient");
    const reopened = await postForm(`/staff/cases/${goneId}`, { intent: "status", status: "in_review" }, { headers: { Cookie: coordinator.cookie } });
    expect(reopened.status).toBe(400);
    expect(await reopened.text()).toContain("This case was merged into another");
    expect(await caseRow(goneId)).toMatchObject({ status: "closed", closing_reason: "duplicate" });
    expect(await one("SELECT count(*) AS n FROM case_events WHERE case_id = ? AND to_status = 'in_review'", goneId)).toEqual({ n: 0 });
  });
});

describe("posts to a request merged away after its page was opened", () => {
  it("land on the kept request for the patient; a coordinator's reply on the merged case is refused, the text kept", async () => {
    const patient = await patientWithPlan("Late Post Patient");
    const coordinator = await devStaff("coordinator");
    const sent = await postForm(
      "/contact",
      { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Which hotel is closest?" },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    const goneId = new URL(sent.headers.get("Location")!, "http://localhost").pathname.split("/").pop()!;
    await postForm(`/staff/cases/${goneId}/merge`, { into: patient.caseId }, { headers: { Cookie: coordinator.cookie } });

    // The patient's page was open before the merge: their message still reaches the request they read.
    const posted = await postForm(`/requests/${goneId}`, { intent: "message", body: "Sent from the old page." }, { headers: { Cookie: patient.cookie } });
    expect(posted.status).toBe(302);
    expect(await one("SELECT count(*) AS n FROM case_messages WHERE case_id = ? AND body = 'Sent from the old page.'", patient.caseId)).toEqual({ n: 1 });
    expect(await one("SELECT count(*) AS n FROM case_messages WHERE case_id = ?", goneId)).toEqual({ n: 0 });
    expect(await (await get(`/requests/${patient.caseId}`, patient.cookie)).text()).toContain("Sent from the old page.");

    const reply = await postForm(`/staff/cases/${goneId}`, { intent: "message", body: "Our answer, typed on the old case." }, { headers: { Cookie: coordinator.cookie } });
    expect(reply.status).toBe(409);
    const html = await reply.text();
    expect(html).toContain("This case was merged into another. Reply on the kept case");
    expect(html).toContain("Our answer, typed on the old case.");
    expect(await one("SELECT count(*) AS n FROM case_messages WHERE case_id = ?", goneId)).toEqual({ n: 0 });
  });
});

describe("the dashboard after a merge", () => {
  it("keeps what the patient sent on the merged request in Recent Activity and says the requests were joined, not closed", async () => {
    const patient = await patientWithPlan("Joined Patient");
    const coordinator = await devStaff("coordinator");
    const sent = await postForm(
      "/contact",
      { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Do you arrange visas?" },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    const goneId = new URL(sent.headers.get("Location")!, "http://localhost").pathname.split("/").pop()!;
    await postForm(`/staff/cases/${goneId}/merge`, { into: patient.caseId }, { headers: { Cookie: coordinator.cookie } });

    const english = await (await get("/dashboard", patient.cookie)).text();
    expect(english).toContain("You sent a message");
    expect(english).toContain("You submitted a trip plan");
    expect(english).toContain("Two of your requests were joined into one");
    expect(english).not.toContain("Your request was closed");
    expect(english).not.toContain(`/requests/${goneId}`);
    const arabic = await (await get("/ar/dashboard", patient.cookie)).text();
    expect(arabic).toContain("ضُمّ طلبان من طلباتك في طلب واحد");
    expect(arabic).not.toContain("أُغلق طلبك");
  });
});
