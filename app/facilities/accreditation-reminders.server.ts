import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { facilityAccreditations, profiles } from "~/db/schema";
import { queueEmails, type EmailJob } from "~/email/email.server";
import { addDays, CLINIC_ZONE, wallClock } from "~/i18n/time";

/** How long before an accreditation's last valid day the admins are told, so there is time to renew it. */
export const REMINDER_DAYS = 30;

/** The accreditation whose reminder went out for its current expiry: `reminded_for` holds that expiry. */
const notYetReminded = sql`${facilityAccreditations.remindedFor} IS NOT ${facilityAccreditations.expiresOn}`;

/**
 * E-mails every admin once per accreditation and expiry, within 30 days of its last valid day (Cairo). The UPDATE that
 * claims the accreditations decides, so two runs at once never send twice; a claim the Queue refuses is released for
 * the next run. A renewal saved with a new expiry is announced again when that one nears.
 */
export async function queueAccreditationReminders(now: Date) {
  const today = wallClock(now.getTime(), CLINIC_ZONE).date;
  const due = and(gte(facilityAccreditations.expiresOn, today), lte(facilityAccreditations.expiresOn, addDays(today, REMINDER_DAYS)), notYetReminded);
  const claimed = await db
    .update(facilityAccreditations)
    .set({ remindedFor: sql`${facilityAccreditations.expiresOn}` })
    .where(due)
    .returning({ id: facilityAccreditations.id });
  if (claimed.length === 0) return;
  const admins = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, "admin"));
  const jobs: EmailJob[] = claimed.flatMap(({ id }) =>
    admins.map(({ userId }) => ({ type: "accreditation-expiring" as const, accreditationId: id, userId })),
  );
  if (await queueEmails(jobs, { stored: "Accreditation reminders" })) return;
  await db
    .update(facilityAccreditations)
    .set({ remindedFor: null })
    .where(inArray(facilityAccreditations.id, claimed.map((row) => row.id)));
}

/**
 * Cached pages are keyed by the facilities' data version, and an accreditation stops being shown when its last day
 * passes, with no edit: the first run after that marks the data changed, once per accreditation and expiry.
 */
export async function markLapsedAccreditations(now: Date) {
  const today = wallClock(now.getTime(), CLINIC_ZONE).date;
  const lapsed = await db
    .update(facilityAccreditations)
    .set({ lapsedFor: sql`${facilityAccreditations.expiresOn}` })
    .where(and(lt(facilityAccreditations.expiresOn, today), sql`${facilityAccreditations.lapsedFor} IS NOT ${facilityAccreditations.expiresOn}`))
    .returning({ id: facilityAccreditations.id });
  if (lapsed.length > 0) await dataChanged("facilities");
}
