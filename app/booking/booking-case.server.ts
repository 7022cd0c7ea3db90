import { notifyNewCase, openCaseStatement } from "~/cases/open-case.server";
import type { consultationBookings } from "~/db/schema";
import { casesOfPatients } from "./schedule.server";

type Booking = typeof consultationBookings.$inferSelect;

/**
 * Someone's first contact may be a booking: it opens a case of its own, held by the coordinator of the call, so the
 * team's queue knows them before the call (issue 26, decision 2617). A booking by someone who has a case belongs to
 * that case, as every later request of theirs does.
 */
export async function openCaseForFirstBooking(booking: Booking, now: number) {
  if (!booking.email || !booking.name) return;
  if ((await casesOfPatients([booking])).has(booking.id)) return;
  const opened = await openCaseStatement({
    id: crypto.randomUUID(),
    type: "booking",
    bookingId: booking.id,
    patientUserId: booking.userId,
    patientName: booking.name,
    patientEmail: booking.email,
    treatment: null,
    receivedAt: new Date(now),
    locale: booking.locale,
    assigneeId: booking.coordinatorId,
  });
  await notifyNewCase(opened);
}
