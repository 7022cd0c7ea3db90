import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import { MINUTE_MS } from "~/i18n/time";

const HOUR_MS = 60 * MINUTE_MS;

const reminders = [
  { lead: "24h", before: 24 * HOUR_MS, column: "reminder24hQueuedAt" },
  { lead: "2h", before: 2 * HOUR_MS, column: "reminder2hQueuedAt" },
] as const;

/**
 * Queues the reminders that are due: 24 hours and 2 hours before each confirmed
 * consultation. A reminder is claimed (its column set) before it is queued and the
 * claim only succeeds once, so overlapping runs never send it twice; if queueing
 * fails the claim is released for the next run. The 24-hour reminder is skipped for
 * bookings made less than 24 hours ahead, and once the 2-hour one is due.
 */
export async function queueDueReminders(now: Date) {
  const at = now.getTime();
  for (const { lead, before, column } of reminders) {
    const due = and(
      eq(consultationBookings.status, "confirmed"),
      isNull(consultationBookings[column]),
      gt(consultationBookings.startsAt, now),
      lte(consultationBookings.startsAt, new Date(at + before)),
      ...(lead === "24h"
        ? [
            gt(consultationBookings.startsAt, new Date(at + 2 * HOUR_MS)),
            sql`${consultationBookings.confirmedAt} <= ${consultationBookings.startsAt} - ${before}`,
          ]
        : []),
    );
    const rows = await db.select({ id: consultationBookings.id }).from(consultationBookings).where(due).limit(200);
    for (const row of rows) {
      const [claimed] = await db
        .update(consultationBookings)
        .set({ [column]: now })
        .where(and(eq(consultationBookings.id, row.id), isNull(consultationBookings[column])))
        .returning({ id: consultationBookings.id });
      if (!claimed) continue;
      const job = { type: "booking-reminder" as const, bookingId: row.id, lead };
      if (!(await queueEmails([job], { stored: `Booking ${row.id}'s ${lead} reminder claim` }))) {
        await db
          .update(consultationBookings)
          .set({ [column]: null })
          .where(eq(consultationBookings.id, row.id));
      }
    }
  }
}
