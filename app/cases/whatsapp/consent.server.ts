import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { whatsappContacts } from "~/db/schema";
import type { WhatsappOptInMethod } from "~/domain/case-messages";

/** A number's consent, first given: a later message keeps the first date and way (the record of how it began). */
export function optInStatement(phone: string, method: WhatsappOptInMethod, at: Date) {
  return db.insert(whatsappContacts).values({ phone, optedInAt: at, optInMethod: method }).onConflictDoNothing();
}

/** STOP: the number is written to no more, from this moment. */
export function optOutStatement(phone: string, at: Date) {
  return db
    .insert(whatsappContacts)
    .values({ phone, optedInAt: at, optInMethod: "patient_message", optedOutAt: at })
    .onConflictDoUpdate({ target: whatsappContacts.phone, set: { optedOutAt: sql`coalesce(${whatsappContacts.optedOutAt}, ${at.getTime()})` } });
}

/** START after STOP: consent given again, by the patient's own message, now. */
export function optBackInStatement(phone: string, at: Date) {
  return db
    .insert(whatsappContacts)
    .values({ phone, optedInAt: at, optInMethod: "patient_message" })
    .onConflictDoUpdate({ target: whatsappContacts.phone, set: { optedInAt: at, optInMethod: "patient_message", optedOutAt: null } });
}

/** Whether the number may be written to at all: consent given and not withdrawn. */
export async function hasConsent(phone: string) {
  const row = await db.query.whatsappContacts.findFirst({ where: eq(whatsappContacts.phone, phone) });
  return Boolean(row && !row.optedOutAt);
}

/** Whether the number withdrew its consent, as a statement's guard: nothing is queued for it after STOP. */
export const optedOutSql = (phone: string) =>
  sql`EXISTS (SELECT 1 FROM whatsapp_contacts WHERE phone = ${phone} AND opted_out_at IS NOT NULL)`;
