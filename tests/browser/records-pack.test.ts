import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn, signInAs } from "./auth";
import { open } from "./journey-steps";
import { closeBrowser, downloadedBytes, javaScriptModes, withPage } from "./browser";

afterAll(closeBrowser);

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const DISCHARGE = Buffer.from("%PDF-1.7\ndischarge summary");

/** A signed-in patient's case, as the intake or contact form leaves it. */
async function patientCase(page: Page) {
  const { userId, email } = await signIn(page.context());
  const messageId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const now = Date.now();
  d1(
    [
      `INSERT INTO contact_messages (id, first_name, last_name, email, treatment, message, created_at) VALUES (${quote(messageId)}, 'Layla', 'Aziz', ${quote(email)}, 'cardiac-surgery', 'Bypass', ${now})`,
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, locale, treatment, status, received_at, due_at, updated_at) VALUES (${quote(caseId)}, 'contact', ${quote(messageId)}, ${quote(userId)}, 'Layla Aziz', ${quote(email)}, 'en', 'cardiac-surgery', 'in_review', ${now}, ${now}, ${now})`,
    ].join("; "),
  );
  return caseId;
}

describe.each(javaScriptModes)("the records pack with $name", ({ javaScriptEnabled }) => {
  it("the coordinator attaches the discharge summary; the patient downloads one ZIP with it and an index", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const caseId = await patientCase(patient);
      await withPage({ javaScriptEnabled }, async (staff) => {
        await signInAs(staff.context(), "dev-staff-coordinator");
        await open(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        await staff.locator("#attachment-file").setInputFiles({ name: "discharge-summary.pdf", mimeType: "application/pdf", buffer: DISCHARGE });
        await staff.getByRole("button", { name: "Attach for the patient" }).click();
        await expect.poll(() => staff.getByRole("link", { name: "discharge-summary.pdf" }).count()).toBe(1);
      });

      await open(patient, `/requests/${caseId}`, javaScriptEnabled);
      const link = patient.getByRole("link", { name: "Download all as one ZIP (records pack)" });
      await expect.poll(() => link.count()).toBe(1);
      const [download] = await Promise.all([patient.waitForEvent("download"), link.click()]);
      const files = unzipSync(await downloadedBytes(download));
      expect(Object.keys(files)).toEqual(["index.html", "files/discharge-summary.pdf"]);
      expect(Buffer.from(files["files/discharge-summary.pdf"]!)).toEqual(DISCHARGE);
      expect(new TextDecoder().decode(files["index.html"])).toContain("Layla Aziz");
    });
  });
});
