import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { whatsappContacts } from "~/db/schema";

/**
 * A number's message: its consent is first given by it (a later message keeps the first date and way, the record
 * of how it began), and the 24-hour window runs from it. STOP withdraws the consent from this moment; START after
 * STOP gives it again, by the patient's own message, now.
 */
export function numberWroteStatement(phone: string, at: Date, word: "stop" | "start" | null) {
  const latest = sql`max(${whatsappContacts.lastMessageAt}, ${at.getTime()})`;
  const set =
    word === "stop"
      ? { lastMessageAt: latest, optedOutAt: sql`coalesce(${whatsappContacts.optedOutAt}, ${at.getTime()})` }
      : word === "start"
        ? { lastMessageAt: latest, optedInAt: at, optInMethod: "patient_message" as const, optedOutAt: null }
        : { lastMessageAt: latest };
  return db
    .insert(whatsappContacts)
    .values({ phone, optedInAt: at, optInMethod: "patient_message", lastMessageAt: at, optedOutAt: word === "stop" ? at : null })
    .onConflictDoUpdate({ target: whatsappContacts.phone, set });
}
