import { and, desc, eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseMessages } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogue.server";
import { localePath } from "~/i18n/locales";
import type { StaffUser } from "~/staff/permissions.server";
import type { CaseRecord } from "~/cases/case-access.server";
import { announceCaseChange } from "~/cases/case-live-notice.server";
import { mayWhatsappSql, queueWhatsapp } from "~/cases/whatsapp/outbound.server";
import { isWhatsappOnlyAddress } from "~/cases/whatsapp/phone";
import { templateText } from "~/cases/whatsapp/reply-panel.server";
import type { PatientTripFact } from "./itinerary-rules";
import { tripFactLabel } from "./trip-view.server";

/** WhatsApp is the patient's channel when their case came from it or their latest message did. */
async function patientChoseWhatsapp(c: CaseRecord) {
  if (!c.patientPhone) return false;
  if (isWhatsappOnlyAddress(c.patientEmail)) return true;
  const [last] = await db
    .select({ channel: caseMessages.channel })
    .from(caseMessages)
    .where(and(eq(caseMessages.caseId, c.id), eq(caseMessages.author, "patient")))
    .orderBy(desc(caseMessages.createdAt))
    .limit(1);
  return last?.channel === "whatsapp";
}

/**
 * The trip's change on the patient's WhatsApp, the way a coordinator's message goes there: a message of the thread
 * (by the coordinator who saved it), then the WhatsApp Queue. Free text names what changed while the patient's last
 * message is under 24 hours old; after that only the approved "reply to continue" template may go. A number that sent
 * STOP gets nothing (decided in the insert).
 */
export async function noticeTripOnWhatsapp(c: CaseRecord, staff: StaffUser, changes: PatientTripFact[], now: Date) {
  if (!(await patientChoseWhatsapp(c)) || !c.patientPhone) return;
  const t = translatorFor(c.locale);
  const url = `${config.siteUrl}${localePath(c.locale, `/requests/${c.id}`)}#itinerary`;
  const text = t("requests.whatsapp.trip", { changes: changes.map((fact) => tripFactLabel(fact, t)).join(", "), url });
  for (const template of [null, "reply_to_continue"] as const) {
    const id = crypto.randomUUID();
    const body = template ? templateText(template, c.locale) : text;
    const stored = await guardedInsert(
      caseMessages,
      { id, caseId: c.id, author: "staff", authorId: staff.id, patientEmail: null, body, createdAt: now, channel: "whatsapp" },
      mayWhatsappSql(c.patientPhone, { template: template !== null, now }),
    ).returning({ id: caseMessages.id });
    if (stored.length === 1) {
      await queueWhatsapp({ messageId: id, ...(template ? { template, language: c.locale } : {}) });
      await announceCaseChange(c.id);
      return;
    }
  }
}
