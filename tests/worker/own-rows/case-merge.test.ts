import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { mergeCases } from "~/cases/merge-cases.server";
import { caseReference } from "~/cases/case-reference";
import { postForm, randomIp, request } from "../helpers";
import { auditRows, caseRow, createCoordinator, devStaff, patientWithPlan } from "../staff-helpers";

const get = (path: string, cookie = "") => request(path, { headers: cookie ? { Cookie: cookie } : {} });
const one = async <T>(query: string, ...binds: unknown[]) => (await env.DB.prepare(query).bind(...binds).first<T>())!;
const count = (table: string, caseId: string) => one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE case_id = ?`, caseId).then((r) => r.n);

/** A contact message sent by a signed-in patient through the form, and the case it opened. */
async function contactFrom(patient: { cookie: string; email: string }, fields: Record<string, string> = {}) {
  const response = await postForm(
    "/contact",
    { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Can my brother come with me to Cairo?", ...fields },
    { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
  );
  expect(response.status).toBe(302);
  return new URL(response.headers.get("Location")!, "http://localhost").pathname.split("/").pop()!;
}

/** A case with something of everything that must move: messages, a quote, a note, a file, a consultation, journey facts. */
async function fill(caseId: string, coordinatorId: string) {
  await env.INTAKE_DOCUMENTS.put(`case-attachments/${caseId}/file-${caseId}`, "%PDF-1.7 estimate");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO case_messages (id, case_id, author, patient_email, body) VALUES (?, ?, 'patient', 'p@example.com', 'First question')").bind(crypto.randomUUID(), caseId),
    env.DB.prepare("INSERT INTO case_messages (id, case_id, author, author_id, body) VALUES (?, ?, 'staff', ?, 'First answer')").bind(crypto.randomUUID(), caseId, coordinatorId),
    env.DB.prepare("INSERT INTO case_notes (id, case_id, author_id, body) VALUES (?, ?, ?, 'Prefers mornings')").bind(crypto.randomUUID(), caseId, coordinatorId),
    env.DB.prepare(
      "INSERT INTO case_attachments (id, case_id, file_name, content_type, size, storage_key) VALUES (?, ?, 'estimate.pdf', 'application/pdf', 17, ?)",
    ).bind(crypto.randomUUID(), caseId, `case-attachments/${caseId}/file-${caseId}`),
    env.DB.prepare(
      "INSERT INTO case_journeys (case_id, stage, hotel, flight, visa_letter, updated_at) VALUES (?, 'travel_arrangements', 'Nile View Hotel', 'MS 778', 'needed', 0)",
    ).bind(caseId),
    env.DB.prepare(
      "INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone, name, email, case_id) VALUES (?, ?, ?, 'confirmed', 'UTC', 'Omar Haddad', 'p@example.com', ?)",
    ).bind(crypto.randomUUID(), coordinatorId, Date.now() + Math.floor(Math.random() * 1e6) * 60_000, caseId),
  ]);
}

async function addQuote(caseId: string) {
  const number = Math.floor(Math.random() * 1e9);
  await env.DB.prepare(
    "INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until) VALUES (?, ?, ?, 1, 'USD', 900000, 'Surgery', 'Flights', '2099-01-01')",
  )
    .bind(crypto.randomUUID(), caseId, number)
    .run();
}

const merge = (goneId: string, keptId: string, cookie: string) =>
  postForm(`/staff/cases/${goneId}/merge`, { into: keptId }, { headers: { Cookie: cookie } });

describe("a coordinator merges two cases of the same patient", () => {
  it("moves the thread, quotes, notes, files, consultations and journey facts; both histories and the audit log record it; the patient sees one request", { timeout: 90_000 }, async () => {
    const patient = await patientWithPlan("Merge Patient");
    const coordinator = await devStaff("coordinator");
    const contactCaseId = await contactFrom(patient);
    await fill(contactCaseId, coordinator.userId);
    await addQuote(contactCaseId);
    const before = { messages: await count("case_messages", patient.caseId), notes: await count("case_notes", patient.caseId) };

    const response = await merge(contactCaseId, patient.caseId, coordinator.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/cases/${patient.caseId}`);

    // Everything moved; nothing is left behind and nothing was lost.
    for (const table of ["case_messages", "case_notes", "case_attachments", "quotes", "consultation_bookings"]) {
      expect(await count(table, contactCaseId), table).toBe(0);
    }
    expect(await count("case_messages", patient.caseId)).toBe(before.messages + 2);
    expect(await count("case_notes", patient.caseId)).toBe(before.notes + 1);
    expect(await count("case_attachments", patient.caseId)).toBe(1);
    expect(await count("quotes", patient.caseId)).toBe(1);
    expect(await count("consultation_bookings", patient.caseId)).toBe(1);
    expect(await one("SELECT stage, hotel, flight, visa_letter FROM case_journeys WHERE case_id = ?", patient.caseId)).toEqual({
      stage: "travel_arrangements",
      hotel: "Nile View Hotel",
      flight: "MS 778",
      visa_letter: "needed",
    });
    expect(await count("case_journeys", contactCaseId)).toBe(0);
    // The contact message itself stays linked to its (closed) case.
    expect(await caseRow(contactCaseId)).toMatchObject({ status: "closed", closing_reason: "duplicate" });

    const audited = async (caseId: string) => (await auditRows(caseId)).map((r) => r.detail);
    expect(await audited(contactCaseId)).toContain(`Merged into case ${patient.caseId}`);
    expect(await audited(patient.caseId)).toContain(`Case ${contactCaseId} merged into this case`);
    const keptPage = await (await get(`/staff/cases/${patient.caseId}`, coordinator.cookie)).text();
    expect(keptPage).toContain(`merged case ${caseReference(contactCaseId)} into this case`);
    const gonePage = await (await get(`/staff/cases/${contactCaseId}`, coordinator.cookie)).text();
    expect(gonePage).toContain(`merged this case into case ${caseReference(patient.caseId)}`);
    // The merged-away page points to the kept case and offers nothing to work on: no reply box, no status forms.
    expect(gonePage).toMatch(new RegExp(`href="/staff/cases/${patient.caseId}"[^>]*>the kept case`));
    expect(gonePage).not.toContain("Send reply");
    expect(gonePage).not.toContain('name="intent"');
    expect(keptPage).toContain("Send reply");
    expect(gonePage).toContain("the kept case");

    // The patient: the merged request leads to the kept one, which shows both things they sent; one request listed.
    const old = await get(`/ar/requests/${contactCaseId}`, patient.cookie);
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(`/ar/requests/${patient.caseId}`);
    const page = await (await get(`/requests/${patient.caseId}`, patient.cookie)).text();
    expect(page).toContain("Can my brother come with me to Cairo?");
    // The merged request's words are in the conversation, as the patient's message (a section would repeat them).
    expect(page).toContain("Your request, now part of this one");
    expect(page).toContain("First answer");
    const dashboard = await (await get("/dashboard", patient.cookie)).text();
    expect(dashboard).toContain(`/requests/${patient.caseId}`);
    expect(dashboard).not.toContain(`/requests/${contactCaseId}`);
    // The dashboard shows where the journey is and what comes next.
    expect(dashboard).toContain("Now: Travel Arrangements");
    expect(dashboard).toContain("Next step: Medical Treatment");
  });

  it("refuses cases of different patients and two quoted cases; nothing moves", async () => {
    const coordinator = await devStaff("coordinator");
    const a = await patientWithPlan("Patient A");
    const b = await patientWithPlan("Patient B");
    await fill(b.caseId, coordinator.userId);
    const refused = await merge(b.caseId, a.caseId, coordinator.cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe(`/staff/cases/${b.caseId}`);
    expect(await count("case_messages", b.caseId)).toBe(2);
    expect(await count("case_attachments", b.caseId)).toBe(1);
    expect(await caseRow(b.caseId)).toMatchObject({ status: "new" });
    expect(await one("SELECT count(*) AS n FROM case_merges WHERE merged_case_id IN (?, ?)", a.caseId, b.caseId)).toEqual({ n: 0 });

    // Two quoted cases of one patient: refused, the quotes stay where they are.
    const second = await contactFrom(a);
    await addQuote(a.caseId);
    await addQuote(second);
    expect((await merge(second, a.caseId, coordinator.cookie)).headers.get("Location")).toBe(`/staff/cases/${second}`);
    expect(await count("quotes", second)).toBe(1);
  });

  it("is refused (404) to the patient and to a coordinator who may not work both cases", async () => {
    const patient = await patientWithPlan("Guarded Patient");
    const contactCaseId = await contactFrom(patient);
    const other = await createCoordinator();
    const coordinator = await devStaff("coordinator");
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(coordinator.userId, patient.caseId).run();
    expect((await merge(contactCaseId, patient.caseId, patient.cookie)).status).toBe(404);
    expect((await merge(contactCaseId, patient.caseId, other.cookie)).status).toBe(404);
    expect(await one("SELECT count(*) AS n FROM case_merges WHERE merged_case_id = ?", contactCaseId)).toEqual({ n: 0 });
  });

  it("lets only one of two opposite merges at the same time happen", async () => {
    const patient = await patientWithPlan("Racing Patient");
    const contactCaseId = await contactFrom(patient);
    const [plan, contact] = await Promise.all([caseOf(patient.caseId), caseOf(contactCaseId)]);
    const outcomes = await Promise.all([mergeCases(plan, contact, null), mergeCases(contact, plan, null)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(await one("SELECT count(*) AS n FROM case_merges WHERE merged_case_id IN (?, ?)", patient.caseId, contactCaseId)).toEqual({ n: 1 });
  });
});

async function caseOf(id: string) {
  const { db } = await import("~/db/client.server");
  return (await db.query.cases.findFirst({ where: (c, { eq }) => eq(c.id, id) }))!;
}

describe("this is about my current request", () => {
  it("offers a signed-in patient their open requests and attaches the new message to the chosen one", async () => {
    const patient = await patientWithPlan("Choosing Patient");
    const form = await (await get("/contact", patient.cookie)).text();
    expect(form).toContain("Is this about a request you already sent?");
    expect(form).toContain(`value="${patient.caseId}"`);
    const arabic = await (await get("/ar/contact", patient.cookie)).text();
    expect(arabic).toContain("هل يتعلّق هذا بطلب أرسلته من قبل؟");

    const shown = await contactFrom(patient, { aboutRequest: patient.caseId, message: "One more question about my plan." });
    expect(shown).toBe(patient.caseId);
    const page = await (await get(`/requests/${patient.caseId}`, patient.cookie)).text();
    expect(page).toContain("One more question about my plan.");
    const history = await (await get(`/staff/cases/${patient.caseId}`, (await devStaff("coordinator")).cookie)).text();
    expect(history).toContain("The patient merged case");
  });

  it("never attaches to another patient's request: the message opens a request of its own", async () => {
    const owner = await patientWithPlan("Owner Patient");
    const stranger = await patientWithPlan("Stranger Patient");
    const shown = await contactFrom(stranger, { aboutRequest: owner.caseId });
    expect(shown).not.toBe(owner.caseId);
    expect(await caseRow(shown)).toMatchObject({ status: "new" });
    expect(await one("SELECT count(*) AS n FROM case_merges WHERE kept_case_id = ?", owner.caseId)).toEqual({ n: 0 });
    // Nor is someone else's request offered.
    expect(await (await get("/contact", stranger.cookie)).text()).not.toContain(owner.caseId);
  });
});
