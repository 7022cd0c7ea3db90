import { and, eq, exists, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { NEW_REQUEST } from "~/cases/about-request";
import { notifyNewCase, openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { cases, consultationBookings, tripPlans } from "~/db/schema";

type Booking = typeof consultationBookings.$inferSelect;

/**
 * Puts a booking just confirmed on its case (decision 0159) and says which; a moved one
 * kept its case when it was confirmed. A signed-in patient asked "Is this about a request you already sent?" (issue
 * 25, item 4) gets the open case they chose, or a new case when they said so. Anyone not asked joins their open case,
 * found by account or address; with none (a first contact, or after a closed case) the booking opens a case of its
 * own, held by the coordinator of the call so the team's queue knows them before the call.
 */
export async function openBookingCase(booking: Booking, now: number, aboutRequest?: string) {
  if (booking.replacesId) return booking.caseId ?? undefined;
  if (!booking.email || !booking.name) return undefined;
  const email = booking.email.toLowerCase();
  const thisBooking = eq(consultationBookings.id, booking.id);
  if (aboutRequest !== NEW_REQUEST) {
    const samePatient = booking.userId ? or(eq(cases.patientUserId, booking.userId), eq(cases.patientEmail, email)) : eq(cases.patientEmail, email);
    // A chosen request must be one of the patient's own open ones; any other choice opens a case of its own.
    const chosen = aboutRequest && booking.userId ? and(eq(cases.id, aboutRequest), eq(cases.patientUserId, booking.userId)) : samePatient;
    const openCase = db.select({ id: cases.id }).from(cases).where(and(chosen, ne(cases.status, "closed"))).limit(1);
    // Found and joined in one statement: a case closed or merged away a moment earlier is never joined.
    const [joined] = await db
      .update(consultationBookings)
      .set({ caseId: sql`(${openCase})` })
      .where(and(thisBooking, isNull(consultationBookings.caseId)))
      .returning({ caseId: consultationBookings.caseId });
    if (joined?.caseId) return joined.caseId;
  }
  const caseId = crypto.randomUUID();
  // A consultation about one of the patient's trip plans is about that plan's treatment.
  const [plan] = booking.tripPlanId
    ? await db.select({ treatment: tripPlans.treatmentType }).from(tripPlans).where(eq(tripPlans.id, booking.tripPlanId)).limit(1)
    : [];
  const [opened] = await db.batch([
    openCaseStatement({
      id: caseId,
      type: "booking",
      bookingId: booking.id,
      patientUserId: booking.userId,
      patientName: booking.name,
      patientEmail: email,
      treatment: plan?.treatment ?? null,
      receivedAt: new Date(now),
      locale: booking.locale,
      assigneeId: booking.coordinatorId,
      callAt: booking.startsAt,
    }),
    // The case and its booking's link are written together; a booking that already had its case keeps it.
    db
      .update(consultationBookings)
      .set({ caseId })
      .where(and(thisBooking, exists(db.select({ one: sql`1` }).from(cases).where(eq(cases.id, caseId))))),
  ]);
  await notifyNewCase(opened);
  return opened[0]?.id;
}

/** A booking confirmed longer ago than this without a case was left behind, not one whose confirmation is running. */
const LEFT_BEHIND_AFTER_MS = 5 * 60_000;
/** Older ones were confirmed before bookings had cases (decision 0159) and stay as they are. */
const LEFT_BEHIND_WITHIN_MS = 24 * 60 * 60_000;

/**
 * The scheduled repair of a confirmation cut short: confirming a booking and putting it on its case are two writes,
 * so a Worker stopped between them would leave an upcoming consultation that no case shows. Each run puts such a
 * booking on its case as the confirmation would have; a patient's answer to "Is this about a request you already
 * sent?" was not stored, so the booking joins their open case, or opens one.
 */
export async function repairBookingCases(now: Date) {
  const at = now.getTime();
  const leftBehind = await db
    .select()
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.status, "confirmed"),
        isNull(consultationBookings.caseId),
        isNull(consultationBookings.replacesId),
        isNotNull(consultationBookings.email),
        isNotNull(consultationBookings.name),
        lt(consultationBookings.confirmedAt, new Date(at - LEFT_BEHIND_AFTER_MS)),
        gt(consultationBookings.confirmedAt, new Date(at - LEFT_BEHIND_WITHIN_MS)),
        gt(consultationBookings.startsAt, now),
      ),
    )
    .limit(50);
  for (const booking of leftBehind) await openBookingCase(booking, at);
}
