import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { cases } from "~/db/schema";
import { defineTemplates, siteLink } from "~/email/registry.server";
import { caseTypeLabels, replyWindowHours } from "./case-rules";

/** The staff page of the case a request opened, for the inbox notifications. */
export async function caseOf(where: { caseId: string } | { contactMessageId: string }) {
  const row = await db.query.cases.findFirst({
    where: "caseId" in where ? eq(cases.id, where.caseId) : eq(cases.contactMessageId, where.contactMessageId),
  });
  if (!row) throw new Error("the case of the notification was not found");
  return row;
}

/** Staff mail gives times in UTC, as the console's records do. */
export const utcTime = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** The staff inbox's notification of a case a trip plan or an intake opened (English, as the console). */
export const caseTemplates = defineTemplates({
  "case-notification": async (job) => {
    // Names what arrived and where to work it; the patient's health details stay on the case page.
    const c = await caseOf({ caseId: job.caseId });
    const what = caseTypeLabels[c.type].toLowerCase();
    return {
      to: config.contactInbox,
      content: {
        subject: `New ${what} from ${c.patientName}`,
        heading: `New ${what}`,
        paragraphs: [
          `${c.patientName} sent a ${what}. It waits in the staff console; we promised a reply within ${replyWindowHours[c.type]} hours.`,
        ],
        details: [
          { label: "Name", value: c.patientName },
          { label: "Email", value: c.patientEmail },
          { label: "Treatment", value: c.treatment ?? "Not given" },
          { label: "Received", value: utcTime(c.receivedAt) },
          { label: "Reply due", value: utcTime(c.dueAt) },
        ],
        action: { label: "Open the case", url: siteLink(`/staff/cases/${c.id}`) },
      },
    };
  },
});
