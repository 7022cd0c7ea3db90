import { env } from "cloudflare:workers";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";
import { devStaffAccounts } from "~/staff/dev-staff";
import { initialDraft } from "~/trips/plan-draft";
import { storeTripPlan, tripPlanRow } from "~/trips/trip-plans.server";
import { createAccount } from "./account-helpers";
import { createSignedInUser, sessionCookie } from "./auth-helpers";
import { ORIGIN, request } from "./helpers";

const HOUR = 60 * 60 * 1000;

/** A console form's fields as a plain post sends them; a list is one field ticked several times, undefined leaves it out. */
export function plainFormBody(fields: Record<string, string | string[] | undefined>) {
  const body = new URLSearchParams({ [PLAIN_POST_FIELD]: "1" });
  for (const [name, value] of Object.entries(fields)) {
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body;
}

/** A plain post (JavaScript off) of a console form by a signed-in member of the staff. */
export function postAs(path: string, cookie: string, body: URLSearchParams | Record<string, string>) {
  const form = body instanceof URLSearchParams ? body : plainFormBody(body);
  return request(path, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Mode": "navigate" },
  });
}

/** A signed-in session of one of the local set-up's staff accounts. */
export async function devStaff(role: "admin" | "coordinator") {
  const account = devStaffAccounts.find((a) => a.role === role)!;
  return { userId: account.id, email: account.email, name: account.username, cookie: await sessionCookie(account.id) };
}

/** Another coordinator, signed in. */
export async function createCoordinator(name = "Other Coordinator") {
  const user = await createSignedInUser(`coordinator-${crypto.randomUUID()}@example.com`);
  await env.DB.prepare("UPDATE profiles SET role = 'coordinator', username = ? WHERE user_id = ?").bind(name, user.userId).run();
  return { ...user, name };
}

/** A patient with a submitted trip plan and the case it opened, signed in. */
export async function patientWithPlan(username = "Omar Haddad") {
  const account = await createAccount({ username });
  const plan = tripPlanRow(crypto.randomUUID(), account.userId, {
    ...initialDraft,
    treatmentType: "cardiac-surgery",
    startDate: "2027-03-01",
    endDate: "2027-03-20",
    budgetMin: 8000,
    budgetMax: 20000,
  });
  await storeTripPlan(plan);
  const caseId = (await env.DB.prepare("SELECT id FROM cases WHERE trip_plan_id = ?").bind(plan.id).first<string>("id"))!;
  return { ...account, planId: plan.id, caseId, cookie: await sessionCookie(account.userId) };
}

type CaseOptions = { assigneeId?: string | null; status?: string; closingReason?: string | null; receivedAt?: number };

/** A coordinator's message in the case's thread, written now: what "Awaiting patient" waits for an answer to. */
export async function staffWrote(caseId: string, staffId = "dev-staff-coordinator", body = "Could you send your latest X-ray?") {
  await env.DB.prepare("INSERT INTO case_messages (id, case_id, author, author_id, body, created_at) VALUES (?, ?, 'staff', ?, ?, ?)")
    .bind(crypto.randomUUID(), caseId, staffId, body, Date.now())
    .run();
}

/** A contact message and its case, as the contact form leaves them. */
export async function createContactCase(options: CaseOptions & { email?: string; name?: [string, string] } = {}) {
  const messageId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const [first, last] = options.name ?? ["Nadia", "Farouk"];
  const email = options.email ?? `sender-${crypto.randomUUID()}@example.com`;
  const receivedAt = options.receivedAt ?? Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO contact_messages (id, first_name, last_name, email, phone, country, treatment, message, created_at) VALUES (?, ?, ?, ?, '+20 100 000 0000', 'Egypt', 'dental-care', 'I would like implants next spring.', ?)",
    ).bind(messageId, first, last, email, receivedAt),
    env.DB.prepare(
      `INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, treatment, status, closing_reason, assignee_id, received_at, due_at, updated_at)
       VALUES (?, 'contact', ?, ?, ?, 'dental-care', ?, ?, ?, ?, ?, ?)`,
    ).bind(
      caseId,
      messageId,
      `${first} ${last}`,
      email.toLowerCase(),
      options.status ?? "new",
      options.closingReason ?? null,
      options.assigneeId ?? null,
      receivedAt,
      receivedAt + 2 * HOUR,
      receivedAt,
    ),
  ]);
  return { caseId, messageId, email };
}

/** A signed-in patient's completed intake with one passport PDF in R2, and its case. */
export async function createIntakeCase(options: CaseOptions = {}) {
  const patient = await createSignedInUser();
  const intakeId = crypto.randomUUID();
  const documentId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const storageKey = `intake-documents/${documentId}`;
  const receivedAt = options.receivedAt ?? Date.now();
  await env.INTAKE_DOCUMENTS.put(storageKey, "%PDF-1.4 passport scan");
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO intakes (id, user_id, first_name, last_name, email, medical_condition, treatment_type, health_data_consent_at, health_data_consent_text, created_at) VALUES (?, ?, 'Sara', 'Lind', ?, 'Cataract in the left eye', 'eye-surgery', ?, 'I agree.', ?)",
    ).bind(intakeId, patient.userId, patient.email, receivedAt, receivedAt),
    env.DB.prepare(
      "INSERT INTO intake_documents (id, intake_id, kind, file_name, content_type, size, storage_key) VALUES (?, ?, 'passport', 'passport.pdf', 'application/pdf', 23, ?)",
    ).bind(documentId, intakeId, storageKey),
    env.DB.prepare(
      `INSERT INTO cases (id, type, intake_id, patient_user_id, patient_name, patient_email, treatment, status, assignee_id, received_at, due_at, updated_at)
       VALUES (?, 'intake', ?, ?, 'Sara Lind', ?, 'eye-surgery', ?, ?, ?, ?, ?)`,
    ).bind(caseId, intakeId, patient.userId, patient.email, options.status ?? "new", options.assigneeId ?? null, receivedAt, receivedAt + 24 * HOUR, receivedAt),
  ]);
  return { caseId, intakeId, documentId, patient };
}

export async function caseRow(caseId: string) {
  return env.DB.prepare("SELECT * FROM cases WHERE id = ?").bind(caseId).first<{
    status: string;
    closing_reason: string | null;
    assignee_id: string | null;
    due_at: number;
  }>();
}

export async function auditRows(caseId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE case_id = ? ORDER BY created_at")
    .bind(caseId)
    .all<{ action: string; actor_id: string; actor_email: string; subject_user_id: string | null; document_id: string | null; detail: string | null }>();
  return results;
}
