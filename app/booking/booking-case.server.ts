import { and, eq, ne, or } from "drizzle-orm";
import { NEW_REQUEST } from "~/cases/about-request";
import { notifyNewCase, openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { cases, type consultationBookings } from "~/db/schema";

type Booking = typeof consultationBookings.$inferSelect;

/**
 * The case a booking just confirmed belongs to (issue 26, item 7; decision 2617), or undefined for a moved one (it
 * stays with its request). A signed-in patient asked "Is this about a request you already sent?" (issue 25, item 4)
 * gets the open case they chose, or a new case when they said so. Anyone not asked joins their open case, found by
 * account or address; with none (a first contact, or after a closed case) the booking opens a case of its own, held
 * by the coordinator of the call so the team's queue knows them before the call.
 */
export async function openBookingCase(booking: Booking, now: number, aboutRequest?: string) {
  if (booking.replacesId || !booking.email || !booking.name) return undefined;
  const email = booking.email.toLowerCase();
  if (aboutRequest !== NEW_REQUEST) {
    const samePatient = booking.userId ? or(eq(cases.patientUserId, booking.userId), eq(cases.patientEmail, email)) : eq(cases.patientEmail, email);
    // A chosen request must be one of the patient's own open ones; any other choice opens a case of its own.
    const chosen = aboutRequest && booking.userId ? and(eq(cases.id, aboutRequest), eq(cases.patientUserId, booking.userId)) : samePatient;
    const [open] = await db.select({ id: cases.id }).from(cases).where(and(chosen, ne(cases.status, "closed"))).limit(1);
    if (open) return open.id;
  }
  const opened = await openCaseStatement({
    id: crypto.randomUUID(),
    type: "booking",
    bookingId: booking.id,
    patientUserId: booking.userId,
    patientName: booking.name,
    patientEmail: email,
    treatment: null,
    receivedAt: new Date(now),
    locale: booking.locale,
    assigneeId: booking.coordinatorId,
    callAt: booking.startsAt,
  });
  await notifyNewCase(opened);
  return opened[0]?.id;
}
