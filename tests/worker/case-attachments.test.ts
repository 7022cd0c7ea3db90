import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { eraseAccount } from "~/privacy/erase.server";
import { sessionCookie } from "./auth-helpers";
import { ORIGIN, postForm, request } from "./helpers";
import { auditRows, createCoordinator, createIntakeCase, devStaff } from "./staff-helpers";

const PDF = new TextEncoder().encode("%PDF-1.7\nvisa invitation letter");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function attach(caseId: string, cookie: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("file", file);
  return request(`/staff/cases/${caseId}/attachments`, {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, Cookie: cookie, "Sec-Fetch-Mode": "navigate" },
  });
}

const attachmentsOf = async (caseId: string) =>
  (
    await env.DB.prepare("SELECT id, file_name, content_type, storage_key FROM case_attachments WHERE case_id = ? ORDER BY created_at")
      .bind(caseId)
      .all<{ id: string; file_name: string; content_type: string; storage_key: string }>()
  ).results;

const get = (path: string, cookie = "") => request(path, { headers: cookie ? { Cookie: cookie } : {} });

describe("files a coordinator attaches for the patient", () => {
  it("are stored in R2 under the case after the intake's checks, listed on both pages and audited", { timeout: 90_000 }, async () => {
    const { caseId, patient } = await createIntakeCase();
    const coordinator = await devStaff("coordinator");
    const response = await attach(caseId, coordinator.cookie, [
      new File([PDF], "visa-letter.pdf"),
      // A PNG named .pdf and a program are refused by their bytes; nothing of them is kept.
      new File([PNG], "renamed.pdf"),
      new File([new TextEncoder().encode("MZ program")], "itinerary.pdf"),
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/cases/${caseId}#attachments`);
    const rows = await attachmentsOf(caseId);
    expect(rows.map((r) => [r.file_name, r.content_type])).toEqual([["visa-letter.pdf", "application/pdf"]]);
    expect(rows[0]!.storage_key).toBe(`case-attachments/${caseId}/${rows[0]!.id}`);
    expect(new Uint8Array(await (await env.INTAKE_DOCUMENTS.get(rows[0]!.storage_key))!.arrayBuffer())).toEqual(PDF);
    expect((await env.INTAKE_DOCUMENTS.list({ prefix: `case-attachments/${caseId}/` })).objects).toHaveLength(1);
    expect((await auditRows(caseId)).map((r) => r.detail)).toContain("File attached for the patient: visa-letter.pdf");

    const staffPage = await (await get(`/staff/cases/${caseId}`, coordinator.cookie)).text();
    expect(staffPage).toContain("Files for the patient");
    expect(staffPage).toContain(`/staff/cases/${caseId}/attachments/${rows[0]!.id}`);
    for (const path of [`/requests/${caseId}`, `/ar/requests/${caseId}`]) {
      const page = await (await get(path, patient.cookie)).text();
      expect(page).toContain(`/requests/${caseId}/attachments/${rows[0]!.id}`);
      expect(page).toContain(path.startsWith("/ar") ? "ملفات من منسّقك" : "Files from your coordinator");
    }
  });

  it("download for the patient and the case's staff (each staff download audited); everyone else gets 404", async () => {
    const { caseId, patient } = await createIntakeCase();
    const coordinator = await devStaff("coordinator");
    await attach(caseId, coordinator.cookie, [new File([PDF], "estimate.pdf")]);
    const [row] = await attachmentsOf(caseId);

    const mine = await get(`/requests/${caseId}/attachments/${row!.id}`, patient.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Disposition")).toContain('attachment; filename="estimate.pdf"');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PDF);

    const before = (await auditRows(caseId)).filter((r) => r.action === "document_opened").length;
    const staffCopy = await get(`/staff/cases/${caseId}/attachments/${row!.id}`, coordinator.cookie);
    expect(staffCopy.status).toBe(200);
    const opened = (await auditRows(caseId)).filter((r) => r.action === "document_opened");
    expect(opened).toHaveLength(before + 1);
    expect(opened.at(-1)).toMatchObject({ document_id: row!.id, detail: "estimate.pdf", subject_user_id: patient.userId });

    const stranger = await createIntakeCase();
    const other = await createCoordinator();
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(coordinator.userId, caseId).run();
    for (const [path, cookie] of [
      [`/requests/${caseId}/attachments/${row!.id}`, ""],
      [`/requests/${caseId}/attachments/${row!.id}`, stranger.patient.cookie],
      // Another case's id in the path does not open this file.
      [`/requests/${stranger.caseId}/attachments/${row!.id}`, stranger.patient.cookie],
      [`/staff/cases/${caseId}/attachments/${row!.id}`, patient.cookie],
      [`/staff/cases/${caseId}/attachments/${row!.id}`, other.cookie],
    ] as const) {
      expect((await get(path, cookie)).status, `${path} ${cookie ? "signed in" : "anonymous"}`).toBe(404);
    }
    // Attaching: the patient and a coordinator of someone else's case get 404 and store nothing.
    expect((await attach(caseId, patient.cookie, [new File([PDF], "x.pdf")])).status).toBe(404);
    expect((await attach(caseId, other.cookie, [new File([PDF], "x.pdf")])).status).toBe(404);
    expect(await attachmentsOf(caseId)).toHaveLength(1);
  });

  it("are in the patient's export and go with their account, bytes and all", async () => {
    const { caseId, patient } = await createIntakeCase();
    const coordinator = await devStaff("coordinator");
    await attach(caseId, coordinator.cookie, [new File([PDF], "itinerary.pdf")]);
    const [row] = await attachmentsOf(caseId);

    const archive = await postForm("/account/export", {}, { headers: { Cookie: await sessionCookie(patient.userId) } });
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    expect(files["documents/attachment-itinerary.pdf"]).toEqual(PDF);
    const data = JSON.parse(new TextDecoder().decode(files["data.json"]!)) as Record<string, unknown[]>;
    expect(JSON.stringify(data["case_attachments"])).toContain("itinerary.pdf");

    expect(await eraseAccount(patient.userId)).toBe(true);
    expect(await env.INTAKE_DOCUMENTS.get(row!.storage_key)).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_attachments WHERE id = ?").bind(row!.id).first("n")).toBe(0);
  });
});
