import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseMessages, cases } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogue.server";
import { whatsappStateOf } from "./outbound.server";
import { whatsappTemplates, type WhatsappRefusal, type WhatsappTemplate } from "./whatsapp-rules";

/** What a refusal says to the coordinator (the console's English, from the catalogue that holds the Arabic too). */
export function refusalText(refusal: WhatsappRefusal) {
  return translatorFor("en")(`requests.whatsapp.refusal.${refusal}`);
}

/** A template's words in the patient's language, as the thread keeps the message. */
export function templateText(template: WhatsappTemplate, locale: "en" | "ar") {
  return translatorFor(locale)(`requests.whatsapp.template.${template}`);
}

/**
 * What the case page's reply tools show: the patient's number, the channel their last message came by (the reply's
 * default), why free text cannot go on WhatsApp now, and the approved templates to choose from then.
 */
export async function whatsappReplyPanel(caseId: string) {
  const caseRow = await db.query.cases.findFirst({ columns: { patientPhone: true }, where: eq(cases.id, caseId) });
  if (!caseRow?.patientPhone) return null;
  const [state, [last]] = await Promise.all([
    whatsappStateOf(caseRow),
    db.select({ channel: caseMessages.channel }).from(caseMessages).where(eq(caseMessages.caseId, caseId)).orderBy(desc(caseMessages.createdAt)).limit(1),
  ]);
  return {
    phone: caseRow.patientPhone,
    lastChannel: last?.channel ?? "whatsapp",
    refusal: state.refusal,
    refusalText: state.refusal ? refusalText(state.refusal) : null,
    templates: state.refusal === "window_closed" ? whatsappTemplates.map((name) => ({ value: name, label: templateText(name, "en") })) : [],
  };
}
