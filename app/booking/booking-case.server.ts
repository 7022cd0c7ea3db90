import { and, eq, ne, or } from "drizzle-orm";
import { notifyNewCase, openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { cases, type consultationBookings } from "~/db/schema";

type Booking = typeof consultationBookings.$inferSelect;

/**
 * A booking by someone with no open case opens a case of its own, held by the coordinator of the call, so the
 * team's queue knows them before the call (issue 26, decision 2617). A booking by someone with an open case belongs
 * to that case; after a closed one it is a new enquiry, with a case of its own.
 */
export async function openBookingCase(booking: Booking, now: number) {
  if (!booking.email || !booking.name) return;
  const email = booking.email.toLowerCase();
  const samePatient = booking.userId ? or(eq(cases.patientUserId, booking.userId), eq(cases.patientEmail, email)) : eq(cases.patientEmail, email);
  const [open] = await db.select({ id: cases.id }).from(cases).where(and(samePatient, ne(cases.status, "closed"))).limit(1);
  if (open) return;
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
    dueBy: booking.startsAt,
  });
  await notifyNewCase(opened);
}
