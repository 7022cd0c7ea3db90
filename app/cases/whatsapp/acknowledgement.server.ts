import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { cases, whatsappContacts } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogue.server";
import { ltrText } from "~/i18n/isolate";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { sendGraphMessage } from "./graph-client.server";

/** The answer to a number's first message, which opened a case: when a coordinator will answer. */
export type AcknowledgementJob = { kind: "acknowledge"; caseId: string };

/**
 * What a number that opened a case is told at once, in the language it wrote in: the case's real due time (the
 * team's hours counted), as the contact form's acknowledgement is e-mailed. The number has just written, so free
 * text is allowed; after STOP nothing goes.
 */
export async function sendAcknowledgement(job: AcknowledgementJob, fetcher: typeof fetch) {
  const caseRow = await db.query.cases.findFirst({ columns: { patientPhone: true, dueAt: true, locale: true }, where: eq(cases.id, job.caseId) });
  if (!caseRow?.patientPhone || !caseRow.dueAt) return "nothing to say";
  const contact = await db.query.whatsappContacts.findFirst({ columns: { optedOutAt: true }, where: eq(whatsappContacts.phone, caseRow.patientPhone) });
  if (contact?.optedOutAt) return "stopped";
  const t = translatorFor(caseRow.locale);
  const time = formatInstant(caseRow.dueAt, { zone: CLINIC_ZONE, locale: caseRow.locale, preset: "dayAndTime" });
  const body = t("requests.whatsapp.acknowledgement", { time, phone: ltrText(config.operator.phone) });
  await sendGraphMessage({ to: caseRow.patientPhone, kind: "text", body }, undefined, fetcher);
  return "sent";
}
