import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { availabilityExceptions, consultationBookings, consultationHours } from "~/db/schema";
import { addDays, CLINIC_ZONE, wallClock, weekdayOf, zonedTimeToUtc } from "~/i18n/time";
import { generateSlots, SLOT_MS } from "./slots";

/** A staff member's weekly hours, by weekday and start. */
export function weeklyHoursOf(coordinatorId: string) {
  return db
    .select()
    .from(consultationHours)
    .where(eq(consultationHours.coordinatorId, coordinatorId))
    .orderBy(asc(consultationHours.weekday), asc(consultationHours.startMinute));
}

/** A staff member's exceptions from `fromDate` (YYYY-MM-DD, Cairo) on, by date and start. */
export function exceptionsFrom(coordinatorId: string, fromDate: string) {
  return db
    .select()
    .from(availabilityExceptions)
    .where(and(eq(availabilityExceptions.coordinatorId, coordinatorId), gte(availabilityExceptions.date, fromDate)))
    .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startMinute));
}

export function hoursOnWeekday(coordinatorId: string, weekday: number) {
  return db
    .select()
    .from(consultationHours)
    .where(and(eq(consultationHours.coordinatorId, coordinatorId), eq(consultationHours.weekday, weekday)));
}

/** Whether a staff member's consultation hours that day (a day off or added hours counted) hold a call at `startsAt`. */
export async function holdsHoursAt(coordinatorId: string, startsAt: number) {
  const date = wallClock(startsAt, CLINIC_ZONE).date;
  const [hours, exceptions] = await Promise.all([
    hoursOnWeekday(coordinatorId, weekdayOf(date)),
    db
      .select()
      .from(availabilityExceptions)
      .where(and(eq(availabilityExceptions.coordinatorId, coordinatorId), eq(availabilityExceptions.date, date))),
  ]);
  // A slot of those hours that covers the call's start: the one starting then, for a time a patient could book.
  return generateSlots({ from: startsAt - SLOT_MS + 1, to: startsAt + 1, hours, exceptions }).length > 0;
}

export async function addWeeklyHours(hours: typeof consultationHours.$inferInsert) {
  await db.insert(consultationHours).values(hours);
}

export async function addException(exception: typeof availabilityExceptions.$inferInsert) {
  await db.insert(availabilityExceptions).values(exception);
}

/** Removes hours only when they are the staff member's own. */
export async function removeWeeklyHours(coordinatorId: string, id: string) {
  await db
    .delete(consultationHours)
    .where(and(eq(consultationHours.id, id), eq(consultationHours.coordinatorId, coordinatorId)));
}

/** Removes an exception only when it is the staff member's own. */
export async function removeException(coordinatorId: string, id: string) {
  await db
    .delete(availabilityExceptions)
    .where(and(eq(availabilityExceptions.id, id), eq(availabilityExceptions.coordinatorId, coordinatorId)));
}

/**
 * The consultations a staff member has booked (or held for a patient) on one Cairo date: a day off there takes
 * the date out of the patients' list but does not cancel them, so the hours page names them first.
 */
export function bookedOnDate(coordinatorId: string, date: string) {
  return db
    .select({ startsAt: consultationBookings.startsAt, name: consultationBookings.name })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.coordinatorId, coordinatorId),
        gte(consultationBookings.startsAt, new Date(zonedTimeToUtc(date, 0, CLINIC_ZONE))),
        lt(consultationBookings.startsAt, new Date(zonedTimeToUtc(addDays(date, 1), 0, CLINIC_ZONE))),
        inArray(consultationBookings.status, ["held", "awaiting_email", "confirmed"]),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt));
}
