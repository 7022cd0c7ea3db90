import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { retentionRules } from "~content/privacy";
import { locales } from "~/i18n/locales";
import { eraseAccount } from "~/privacy/erase.server";
import { treatmentName } from "~/treatments/treatment-name";
import { retentionEnforcers } from "~/privacy/retention.server";
import { sessionCookie } from "./auth-helpers";
import { textOf } from "./catalogue-helpers";
import { ORIGIN, postForm, request } from "./helpers";
import { eachLocale } from "./locale-helpers";
import { auditRows, createCoordinator, createIntakeCase, devStaff, patientWithPlan } from "./staff-helpers";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}`);
const DISCHARGE = pdf("discharge summary");
const PRESCRIPTION = pdf("prescription");
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);

const get = (path: string, cookie = "") => request(path, { headers: cookie ? { Cookie: cookie } : {} });

/** The coordinator attaches the records through the staff form, as on the case page. */
async function attachRecords(caseId: string, cookie: string) {
  const form = new FormData();
  form.append("file", new File([DISCHARGE], "Discharge summary.pdf"));
  form.append("file", new File([PRESCRIPTION], "prescription.pdf"));
  form.append("file", new File([JPEG], "knee MRI report.jpg"));
  const response = await request(`/staff/cases/${caseId}/attachments`, {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, Cookie: cookie, "Sec-Fetch-Mode": "navigate" },
  });
  expect(response.status).toBe(302);
}

async function unzipResponse(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/zip");
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

const packAudits = async (caseId: string) =>
  (await auditRows(caseId)).filter((r) => r.action === "document_opened" && r.detail?.startsWith("Records pack"));

describe("the records pack", () => {
  it("is one ZIP of every attached file with a printable index, in the patient's language", { timeout: 90_000 }, async () => {
    const { caseId, patient } = await createIntakeCase();
    const coordinator = await devStaff("coordinator");
    // Nothing attached yet: no pack, and the request page offers none.
    expect((await get(`/requests/${caseId}/records.zip`, patient.cookie)).status).toBe(404);
    expect(await (await get(`/requests/${caseId}`, patient.cookie)).text()).not.toContain("records.zip");
    await attachRecords(caseId, coordinator.cookie);

    const page = await (await get(`/requests/${caseId}`, patient.cookie)).text();
    expect(page).toContain(`href="/requests/${caseId}/records.zip"`);
    expect(page).toContain("Download all as one ZIP");

    const files = await unzipResponse(await get(`/requests/${caseId}/records.zip`, patient.cookie));
    expect(Object.keys(files)).toEqual(["index.html", "files/Discharge summary.pdf", "files/prescription.pdf", "files/knee MRI report.jpg"]);
    expect(files["files/Discharge summary.pdf"]).toEqual(DISCHARGE);
    expect(files["files/knee MRI report.jpg"]).toEqual(JPEG);
    const index = new TextDecoder().decode(files["index.html"]);
    expect(index).toContain("Medical records from NileCare");
    expect(index).toContain("Sara Lind");
    expect(index).toContain(`C-${caseId.slice(0, 8).toUpperCase()}`);
    expect(index).toContain("3 files");
    for (const name of ["files/Discharge summary.pdf", "files/prescription.pdf", "files/knee MRI report.jpg"]) expect(index).toContain(name);
    expect(index).toContain("@media print");

    // The Arabic site gives the Arabic index; the printable page on the site is the same index.
    const arabic = new TextDecoder().decode((await unzipResponse(await get(`/ar/requests/${caseId}/records.zip`, patient.cookie)))["index.html"]);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("السجلات الطبية من NileCare");
    const printable = await get(`/requests/${caseId}/records`, patient.cookie);
    expect(printable.status).toBe(200);
    expect(await printable.text()).toContain("files/prescription.pdf");
    // The patient's own downloads are not staff access: nothing audited.
    expect(await packAudits(caseId)).toHaveLength(0);
  });

  it("downloads for the patient, the case's coordinator and an admin (staff audited); everyone else gets 404", { timeout: 90_000 }, async () => {
    const { caseId, patient } = await createIntakeCase();
    const coordinator = await devStaff("coordinator");
    const admin = await devStaff("admin");
    await attachRecords(caseId, coordinator.cookie);
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(coordinator.userId, caseId).run();

    await unzipResponse(await get(`/requests/${caseId}/records.zip`, patient.cookie));
    for (const staff of [coordinator, admin]) {
      const files = await unzipResponse(await get(`/staff/cases/${caseId}/records.zip`, staff.cookie));
      expect(files["files/prescription.pdf"]).toEqual(PRESCRIPTION);
    }
    const audits = await packAudits(caseId);
    expect(audits.map((r) => [r.actor_id, r.subject_user_id])).toEqual([
      [coordinator.userId, patient.userId],
      [admin.userId, patient.userId],
    ]);

    const stranger = await createIntakeCase();
    const other = await createCoordinator();
    for (const [path, cookie] of [
      [`/requests/${caseId}/records.zip`, ""],
      [`/requests/${caseId}/records`, ""],
      [`/requests/${caseId}/records.zip`, stranger.patient.cookie],
      [`/requests/${caseId}/records`, stranger.patient.cookie],
      [`/requests/${caseId}/records.zip?key=not-a-key`, ""],
      [`/staff/cases/${caseId}/records.zip`, patient.cookie],
      [`/staff/cases/${caseId}/records.zip`, other.cookie],
      [`/staff/cases/${caseId}/records.zip`, ""],
    ] as const) {
      expect((await get(path, cookie)).status, `${path} ${cookie ? "signed in" : "anonymous"}`).toBe(404);
    }
    // Refused requests leave no audit row.
    expect(await packAudits(caseId)).toHaveLength(2);
  });

  it("is in the patient's data export, and erasing the account deletes its files", { timeout: 90_000 }, async () => {
    const { caseId, patient } = await createIntakeCase();
    const coordinator = await devStaff("coordinator");
    await attachRecords(caseId, coordinator.cookie);
    const archive = await postForm("/account/export", {}, { headers: { Cookie: await sessionCookie(patient.userId) } });
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    expect(files["documents/attachment-Discharge summary.pdf"]).toEqual(DISCHARGE);
    expect(files["documents/attachment-knee MRI report.jpg"]).toEqual(JPEG);

    expect(await eraseAccount(patient.userId)).toBe(true);
    expect((await env.INTAKE_DOCUMENTS.list({ prefix: `case-attachments/${caseId}/` })).objects).toHaveLength(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_attachments WHERE case_id = ?").bind(caseId).first("n")).toBe(0);
  });

  it("follows the closed-case retention rule: two years after closing, its files leave R2; open cases keep theirs", { timeout: 90_000 }, async () => {
    const now = new Date();
    const longAgo = now.getTime() - retentionRules.closedCases.days * 24 * 60 * 60 * 1000 - 60_000;
    const coordinator = await devStaff("coordinator");
    const closed = await createIntakeCase();
    const open = await createIntakeCase();
    await attachRecords(closed.caseId, coordinator.cookie);
    await attachRecords(open.caseId, coordinator.cookie);
    await env.DB.batch([
      env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered', updated_at = ? WHERE id = ?").bind(longAgo, closed.caseId),
      env.DB.prepare("UPDATE cases SET updated_at = ? WHERE id = ?").bind(longAgo, open.caseId),
    ]);
    await retentionEnforcers.closedCases(now);
    expect((await env.INTAKE_DOCUMENTS.list({ prefix: `case-attachments/${closed.caseId}/` })).objects).toHaveLength(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM cases WHERE id = ?").bind(closed.caseId).first("n")).toBe(0);
    expect((await env.INTAKE_DOCUMENTS.list({ prefix: `case-attachments/${open.caseId}/` })).objects).toHaveLength(3);
  });
});

describe("the staff case list", () => {
  it("marks a case urgent from a check-in and sorts it first until the answer is handled", { timeout: 90_000 }, async () => {
    const admin = await devStaff("admin");
    const now = Date.now();
    // The other case is overdue; the urgent one is due last.
    const overdue = await createIntakeCase({ receivedAt: now - 48 * 60 * 60 * 1000 });
    const urgent = await createIntakeCase({ receivedAt: now + 60 * 60 * 1000 });
    const checkinId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at, sent_at, answered_at, feeling, pain, warning_signs, urgent) VALUES (?, ?, 3, ?, ?, ?, 2, 8, '[\"fever\"]', 1)",
    )
      .bind(checkinId, urgent.caseId, now - 60_000, now - 60_000, now)
      .run();
    const position = (html: string, caseId: string) => html.indexOf(`/staff/cases/${caseId}"`);

    const list = await (await get("/staff?status=all", admin.cookie)).text();
    expect(position(list, urgent.caseId)).toBeGreaterThan(-1);
    expect(position(list, urgent.caseId)).toBeLessThan(position(list, overdue.caseId));
    expect(list.slice(position(list, urgent.caseId), position(list, urgent.caseId) + 600)).toContain("Urgent: check-in");

    await env.DB.prepare("UPDATE follow_up_checkins SET handled_at = ? WHERE id = ?").bind(now, checkinId).run();
    const after = await (await get("/staff?status=all", admin.cookie)).text();
    expect(position(after, overdue.caseId)).toBeLessThan(position(after, urgent.caseId));
    expect(after).not.toContain("Urgent: check-in");
  });
});

/** A patient at follow-up care with a records pack: what the review and the records index are about. */
async function treatedPatientWithRecords() {
  const patient = await patientWithPlan();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO case_journeys (case_id, stage, treatment_end, updated_at) VALUES (?, 'follow_up_care', '2027-03-12', 0)").bind(patient.caseId),
    env.DB.prepare("INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at, sent_at) VALUES (?, ?, 30, 0, 1)").bind(crypto.randomUUID(), patient.caseId),
    env.DB.prepare(
      "INSERT INTO case_attachments (id, case_id, file_name, content_type, size, storage_key) VALUES (?, ?, 'discharge-summary.pdf', 'application/pdf', 123456, ?)",
    ).bind(crypto.randomUUID(), patient.caseId, `case-attachments/${crypto.randomUUID()}`),
  ]);
  const stored = (await env.DB.prepare("SELECT treatment FROM cases WHERE id = ?").bind(patient.caseId).first<string>("treatment"))!;
  return { ...patient, treatment: stored };
}

const readText = async (path: string, cookie: string) => {
  const response = await request(path, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return textOf(await response.text());
};

describe.each(eachLocale)("a treated patient's pages in $locale", ({ locale, t, at }) => {
  it("name the treatment in that language on Share Your Story and the records index, and date the index with its year", async () => {
    const patient = await treatedPatientWithRecords();
    const name = treatmentName(patient.treatment, locale)!;
    const otherNames = locales.filter((other) => other !== locale).map((other) => treatmentName(patient.treatment, other)!);
    expect(otherNames).not.toContain(name);
    const share = await readText(at("/stories/share"), patient.cookie);
    expect(share).toContain(t("reviews.share.treatment", { treatment: name }));
    for (const other of otherNames) expect(share).not.toContain(other);
    const index = await readText(at(`/requests/${patient.caseId}/records`), patient.cookie);
    expect(index).toContain(`${t("caseJourney.records.treatment")} ${name}`);
    for (const other of otherNames) expect(index).not.toContain(other);
    expect(index).toMatch(new RegExp(`${t("caseJourney.records.prepared")} \\d{1,2} \\S+ \\d{4}`));
  });
});
