import { and, asc, eq, gt, gte, inArray, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/unique-violation";
import { consultationBookings, profiles } from "~/db/schema";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { addDays, CLINIC_ZONE, weekdayOf, formatInstant } from "~/i18n/time";
import { dateTimeFormat } from "~/i18n/intl";
import { requestNow } from "~/dev/clock.server";
import { videoCallUrl } from "./links.server";

export const shownStatuses = ["confirmed", "done", "no_show"] as const;

/** The Cairo dates a day or week view covers; weeks start on Saturday, as Egypt's working week does. */
export function viewDates(view: "day" | "week", date: string) {
  if (view === "day") return [date];
  const start = addDays(date, -((weekdayOf(date) + 1) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export const dayHeading = (date: string) =>
  dateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The consultations shown on case pages: those of the given cases (call it after the pages' own access checks). */
export async function consultationsOfCases(caseIds: string[]) {
  if (caseIds.length === 0) return [];
  const rows = await db
    .select()
    .from(consultationBookings)
    .where(
      and(
        inArray(consultationBookings.caseId, caseIds),
        inArray(consultationBookings.status, ["confirmed", "done", "no_show", "cancelled"]),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt));
  return Promise.all(
    rows.map(async (b) => ({
      id: b.id,
      cairoTime: formatInstant(b.startsAt, { zone: CLINIC_ZONE, preset: "dateTime" }),
      patientTime: formatInstant(b.startsAt, { zone: b.patientZone, preset: "dateTime" }),
      status: b.status,
      topic: b.topic ?? "",
      videoCall: b.status === "confirmed" ? await videoCallUrl(b.id) : null,
      // Staff move or cancel a call until it starts.
      changeable: b.status === "confirmed" && b.startsAt.getTime() > requestNow(),
    })),
  );
}

/** The shown bookings starting in [from, to) that the staff member may see, with their coordinator's name. */
export function scheduleBookings(staff: StaffUser, from: number, to: number) {
  return db
    .select({ booking: consultationBookings, coordinatorName: profiles.username })
    .from(consultationBookings)
    .leftJoin(profiles, eq(profiles.userId, consultationBookings.coordinatorId))
    .where(
      and(
        gte(consultationBookings.startsAt, new Date(from)),
        lt(consultationBookings.startsAt, new Date(to)),
        inArray(consultationBookings.status, [...shownStatuses]),
        scopeFor(staff, "bookings").where,
      ),
    )
    .orderBy(asc(consultationBookings.startsAt));
}

/**
 * Gives a confirmed consultation that has not started to another staff member (an admin's move). The statement
 * decides: the booking must still be confirmed, upcoming and with `fromId`; the slot index refuses a staff member
 * who already has someone at that time ("clash"). The patient's time, links and video room stay the same.
 */
export async function moveBooking(id: string, fromId: string, toId: string, now: number) {
  try {
    const [moved] = await db
      .update(consultationBookings)
      .set({ coordinatorId: toId })
      .where(
        and(
          eq(consultationBookings.id, id),
          eq(consultationBookings.status, "confirmed"),
          eq(consultationBookings.coordinatorId, fromId),
          gt(consultationBookings.startsAt, new Date(now)),
        ),
      )
      .returning();
    return moved ? ({ status: "moved", booking: moved } as const) : ({ status: "not-movable" } as const);
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "clash" } as const;
    throw error;
  }
}

/**
 * Records a call's outcome (or puts it back to booked) when the call has started and the staff
 * member may see it; the statement decides, so nothing else can slip in between. Undefined otherwise.
 */
export async function setBookingOutcome(staff: StaffUser, id: string, outcome: (typeof shownStatuses)[number]) {
  const [updated] = await db
    .update(consultationBookings)
    .set({ status: outcome })
    .where(
      and(
        eq(consultationBookings.id, id),
        inArray(consultationBookings.status, [...shownStatuses]),
        lt(consultationBookings.startsAt, new Date(Date.now() + 1)),
        scopeFor(staff, "bookings").where,
      ),
    )
    .returning();
  return updated;
}
