import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { treatmentName } from "~/treatments/treatment-name";
import { textOf } from "../catalogue-helpers";
import { request } from "../helpers";
import { patientWithPlan } from "../staff-helpers";

/**
 * What a treated patient reads in Arabic around the review and the records pack: the treatment in Arabic (the case
 * keeps its id), and the index for their doctor dated with its year.
 */
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
  return { ...patient, english: treatmentName(stored, "en")!, arabic: treatmentName(stored, "ar")! };
}

const read = async (path: string, cookie: string) => {
  const response = await request(path, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return textOf(await response.text());
};

describe("a treated patient's pages in Arabic", () => {
  it("name the treatment in Arabic on Share Your Story and the records index, and date the index with its year", async () => {
    const patient = await treatedPatientWithRecords();
    expect(patient.arabic).not.toBe(patient.english);
    const share = await read("/ar/stories/share", patient.cookie);
    expect(share).toContain(`علاجك: ${patient.arabic}`);
    expect(share).not.toContain(patient.english);
    const index = await read(`/ar/requests/${patient.caseId}/records`, patient.cookie);
    expect(index).toContain(patient.arabic);
    expect(index).not.toContain(patient.english);
    expect(index).toMatch(/تاريخ الإعداد \d{1,2} \S+ \d{4}/);
    // In English the treatment reads by its English name, the day as British order writes it.
    const english = await read(`/requests/${patient.caseId}/records`, patient.cookie);
    expect(english).toContain(`Treatment ${patient.english}`);
    expect(english).toMatch(/Prepared on \d{1,2} [A-Z][a-z]+ \d{4}/);
  });
});
