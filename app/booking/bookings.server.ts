import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/unique-violation";
import {
  availabilityExceptions,
  cases,
  consultationBookings,
  consultationHours,
  intakes,
  profiles,
  slotOccupyingStatuses,
  tripPlans,
  users,
} from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import { storedPhoneNumber } from "~/forms/phone-number.server";
import { openBookingCase } from "./booking-case.server";
import { staffRoles } from "~/staff/roles";
import type { BookingDetails } from "./booking-form";
import { BOOKING_WINDOW_DAYS, freeSlots, freeStartTimes, generateSlots, MIN_NOTICE_MS, SLOT_MS, type Slot } from "./slots";
import { CLINIC_ZONE, DAY_MS, MINUTE_MS, wallClock } from "~/i18n/time";
import type { Locale } from "~/i18n/locales";

/**
 * How long a chosen slot is kept for the patient: while they fill in their details and, for an
 * address that is not proven yet, until they click the e-mailed link. Never longer (decision 0147).
 */
export const HOLD_MS = 10 * MINUTE_MS;
/** Upcoming consultations one account, and one e-mail address, may have at once (decision 0147). */
export const MAX_OPEN_CONSULTATIONS = 2;
/** Patients can cancel or reschedule until this long before the call. */
export const CHANGE_DEADLINE_MS = 2 * 60 * MINUTE_MS;

export type Booking = typeof consultationBookings.$inferSelect;

/** The window patients can book in right now: from the minimum notice to 14 days ahead. */
export function bookingWindow(now: number) {
  const from = Math.ceil((now + MIN_NOTICE_MS) / SLOT_MS) * SLOT_MS;
  return { from, to: now + BOOKING_WINDOW_DAYS * DAY_MS };
}

async function offeredSlots(from: number, to: number) {
  const firstDate = wallClock(from, CLINIC_ZONE).date;
  const lastDate = wallClock(to, CLINIC_ZONE).date;
  const [hours, exceptions] = await Promise.all([
    // Only hours of people still on the staff count; a former coordinator's rows stay for the record.
    db
      .select({
        coordinatorId: consultationHours.coordinatorId,
        weekday: consultationHours.weekday,
        startMinute: consultationHours.startMinute,
        endMinute: consultationHours.endMinute,
      })
      .from(consultationHours)
      .innerJoin(profiles, eq(profiles.userId, consultationHours.coordinatorId))
      .where(inArray(profiles.role, [...staffRoles])),
    db
      .select()
      .from(availabilityExceptions)
      .where(and(gte(availabilityExceptions.date, firstDate), lte(availabilityExceptions.date, lastDate))),
  ]);
  return generateSlots({ from, to, hours, exceptions });
}

/** Bookings that occupy their slot at `now`: lapsed holds no longer do. */
const occupying = (now: number) =>
  and(
    inArray(consultationBookings.status, [...slotOccupyingStatuses]),
    or(isNull(consultationBookings.holdExpiresAt), gt(consultationBookings.holdExpiresAt, new Date(now))),
  );

/**
 * Whether fewer than MAX_OPEN_CONSULTATIONS other bookings of this account or address are open:
 * upcoming, confirmed or waiting for their link within the hold (a bare hold without details does
 * not count, so choosing a second time is not refused). Raw SQL because it is a scalar subquery in
 * the WHERE of the UPDATE that decides, so two submissions at once cannot both pass it.
 */
function belowOpenCap(ownerId: string | null, email: string, now: number, excludeIds: string[]) {
  const open = (owner: SQL) => sql`(
    SELECT count(*) FROM consultation_bookings AS other
    WHERE ${owner}
      AND other.id NOT IN (${sql.join(
        excludeIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      AND other.status IN ('awaiting_email', 'confirmed')
      AND (other.hold_expires_at IS NULL OR other.hold_expires_at > ${now})
      AND other.starts_at > ${now}
  ) < ${MAX_OPEN_CONSULTATIONS}`;
  const byAddress = open(sql`lower(other.email) = ${email.toLowerCase()}`);
  return ownerId ? and(byAddress, open(sql`other.user_id = ${ownerId}`))! : byAddress;
}

async function busySlots(from: number, to: number, now: number): Promise<Slot[]> {
  const rows = await db
    .select({ coordinatorId: consultationBookings.coordinatorId, startsAt: consultationBookings.startsAt })
    .from(consultationBookings)
    .where(
      and(
        gte(consultationBookings.startsAt, new Date(from)),
        lt(consultationBookings.startsAt, new Date(to)),
        occupying(now),
      ),
    );
  // A booking whose coordinator has left blocks nobody's slot.
  return rows.flatMap((row) => (row.coordinatorId ? [{ coordinatorId: row.coordinatorId, startsAt: row.startsAt.getTime() }] : []));
}

/** Every start time a patient can book now, across all coordinators. */
export async function listFreeStartTimes(now: number) {
  const { from, to } = bookingWindow(now);
  const [slots, busy] = await Promise.all([offeredSlots(from, to), busySlots(from, to, now)]);
  return freeStartTimes(slots, busy);
}

/** Every slot bookable now, each with the staff member free then: what staff choose from when booking for a patient. */
export async function listFreeSlots(now: number): Promise<Slot[]> {
  const { from, to } = bookingWindow(now);
  const [slots, busy] = await Promise.all([offeredSlots(from, to), busySlots(from, to, now)]);
  return freeSlots(slots, busy);
}

export type HoldRequest = {
  startsAt: number;
  patientZone: string;
  /** The language of the page the time was chosen on (English when not given). */
  locale?: Locale;
  userId: string | null;
  doctorId: string | null;
  replacesId: string | null;
  now: number;
  /** Staff booking for a patient choose who holds the call; a patient is given whoever is free. */
  coordinatorId?: string;
};

/**
 * Holds a slot for ten minutes. Each coordinator offering the time is tried in turn;
 * the partial unique index on (coordinator, start) lets exactly one insert win, so two
 * patients racing for the last free coordinator never both get it. A lapsed hold on
 * the slot is removed (an unconfirmed booking cancelled) in the same batch (one
 * transaction) as the new hold is written.
 */
export async function holdSlot(request: HoldRequest): Promise<{ held: Booking } | { error: "unavailable" | "taken" }> {
  const { startsAt, now } = request;
  const { from, to } = bookingWindow(now);
  if (!Number.isFinite(startsAt) || startsAt < from || startsAt >= to) return { error: "unavailable" };
  const offered = (await offeredSlots(startsAt, startsAt + 1)).filter(
    (s) => s.startsAt === startsAt && (request.coordinatorId === undefined || s.coordinatorId === request.coordinatorId),
  );
  if (offered.length === 0) return { error: "unavailable" };
  const busy = new Set((await busySlots(startsAt, startsAt + 1, now)).map((s) => s.coordinatorId));
  for (const { coordinatorId } of offered.filter((s) => !busy.has(s.coordinatorId))) {
    try {
      const lapsed = (status: "held" | "awaiting_email") =>
        and(
          eq(consultationBookings.coordinatorId, coordinatorId),
          eq(consultationBookings.startsAt, new Date(startsAt)),
          eq(consultationBookings.status, status),
          lte(consultationBookings.holdExpiresAt, new Date(now)),
        );
      const [, , inserted] = await db.batch([
        db.delete(consultationBookings).where(lapsed("held")),
        // An unconfirmed booking whose hold ended is kept as cancelled, so its e-mailed link can say the time is gone.
        db
          .update(consultationBookings)
          .set({ status: "cancelled", cancelledAt: new Date(now) })
          .where(lapsed("awaiting_email")),
        db
          .insert(consultationBookings)
          .values({
            coordinatorId,
            startsAt: new Date(startsAt),
            status: "held",
            holdExpiresAt: new Date(now + HOLD_MS),
            userId: request.userId,
            patientZone: request.patientZone,
            locale: request.locale ?? "en",
            doctorId: request.doctorId,
            replacesId: request.replacesId,
          })
          .returning(),
      ]);
      return { held: inserted[0]! };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { error: "taken" };
}

export async function getBooking(id: string) {
  if (id.length > 64) return undefined;
  return db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, id) });
}

/** The case a consultation belongs to (the one it opened, or the one it was booked from) and who holds that case. */
export async function caseCoordinatorOf(booking: Booking) {
  const [row] = await db
    .select({ caseId: cases.id, assigneeId: cases.assigneeId })
    .from(cases)
    .where(booking.caseId ? eq(cases.id, booking.caseId) : eq(cases.bookingId, booking.id))
    .limit(1);
  return row?.assigneeId ? { caseId: row.caseId, assigneeId: row.assigneeId } : undefined;
}

export const isHoldLive = (booking: Booking, now: number) =>
  booking.status === "held" && (booking.holdExpiresAt?.getTime() ?? 0) > now;

/** Whether the patient may still cancel or move the booking. */
export const isChangeable = (booking: Booking, now: number) =>
  booking.status === "confirmed" && booking.startsAt.getTime() - now >= CHANGE_DEADLINE_MS;

/** The intake or trip plan the patient chose to attach, if it is really theirs. */
async function linkedRecords(link: string, userId: string | null) {
  if (!userId || !link) return { sharesIntake: false, tripPlanId: null };
  if (link === "intake") {
    const intake = await db.query.intakes.findFirst({ where: eq(intakes.userId, userId), columns: { id: true } });
    return { sharesIntake: Boolean(intake), tripPlanId: null };
  }
  const planId = link.slice("plan:".length);
  const plan = await db.query.tripPlans.findFirst({
    where: and(eq(tripPlans.id, planId), eq(tripPlans.userId, userId)),
    columns: { id: true },
  });
  return { sharesIntake: false, tripPlanId: plan?.id ?? null };
}

export type ConfirmResult =
  | { outcome: "confirmed" | "awaiting_email"; booking: Booking }
  | { outcome: "expired" }
  | { outcome: "tooMany" }
  | { outcome: "alreadyMoved" };

/**
 * The condition that a rescheduled booking is still confirmed, for the statement that decides: two tabs of one
 * reschedule link hold two new times, and only the first confirmed may replace it.
 */
const stillConfirmed = (replacesId: string | null) =>
  replacesId
    ? sql`EXISTS (SELECT 1 FROM consultation_bookings AS replaced WHERE replaced.id = ${replacesId} AND replaced.status = 'confirmed')`
    : undefined;

/** Whether the booking a hold was to replace has been moved or cancelled meanwhile. */
async function replacedIsGone(replacesId: string | null) {
  return replacesId !== null && (await getBooking(replacesId))?.status !== "confirmed";
}

/** Whether `email` is the signed-in account's own address, confirmed by it. */
async function isOwnConfirmedAddress(userId: string, email: string) {
  const account = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { email: true, emailConfirmedAt: true },
  });
  return Boolean(account?.emailConfirmedAt) && account?.email === email.toLowerCase();
}

/**
 * Turns a live hold into a booking. A booking for the signed-in account's own confirmed
 * address is confirmed at once; any other address (a signed-out visitor's, or one a
 * signed-in patient typed for someone else) waits for the link e-mailed to it, still within
 * the hold (a reschedule to the same address as the booking it replaces counts as proven).
 * The cap on open consultations is checked in the UPDATE that decides.
 */
export async function confirmHold(
  hold: Booking,
  details: BookingDetails,
  userId: string | null,
  now: number,
  locale: Locale = hold.locale,
): Promise<ConfirmResult> {
  if (!isHoldLive(hold, now)) return { outcome: "expired" };
  const replaced = hold.replacesId ? await getBooking(hold.replacesId) : undefined;
  const provenByReschedule = replaced?.email === details.email && replaced.status === "confirmed";
  const emailProven = (userId ? await isOwnConfirmedAddress(userId, details.email) : false) || provenByReschedule;
  // Until its address confirms it, a booking counts against the account that made it (the cap per account);
  // a signed-out reschedule keeps the replaced one's owner.
  const ownerId = userId ?? (provenByReschedule ? (replaced?.userId ?? null) : null);
  const links = await linkedRecords(details.link, ownerId);
  const values = {
    name: details.name,
    email: details.email,
    // Written internationally, it is stored as E.164; otherwise as typed (the form asks no country).
    phone: storedPhoneNumber(details.phone),
    topic: details.topic,
    locale,
    userId: ownerId,
    ...links,
  };
  const notCounted = [hold.id, ...(hold.replacesId ? [hold.replacesId] : [])];
  const isLive = and(
    eq(consultationBookings.id, hold.id),
    eq(consultationBookings.status, "held"),
    gt(consultationBookings.holdExpiresAt, new Date(now)),
    belowOpenCap(ownerId, details.email, now, notCounted),
    stillConfirmed(hold.replacesId),
  );
  // An unproven address keeps the hold's own expiry: the slot is given back when the 10 minutes end.
  const booking = emailProven
    ? await confirm(hold.id, isLive, values, hold.replacesId, now, userId ? details.aboutRequest : undefined)
    : (await db.update(consultationBookings).set({ ...values, status: "awaiting_email" }).where(isLive).returning())[0];
  if (!booking) {
    if (await replacedIsGone(hold.replacesId)) {
      // The time this tab held is given back at once rather than when the hold ends.
      await db.delete(consultationBookings).where(and(eq(consultationBookings.id, hold.id), eq(consultationBookings.status, "held")));
      return { outcome: "alreadyMoved" };
    }
    const current = await getBooking(hold.id);
    return current && isHoldLive(current, now) ? { outcome: "tooMany" } : { outcome: "expired" };
  }
  if (emailProven) return { outcome: "confirmed", booking };
  await queueEmails([{ type: "booking-verification", bookingId: booking.id }], { stored: `Booking ${booking.id}` });
  return { outcome: "awaiting_email", booking };
}

/**
 * The click on the e-mailed link. Within the hold the slot is still kept; after it, the row
 * still standing as `awaiting_email` means nobody took the slot (a new hold deletes a lapsed one
 * in the same batch as it inserts, and the unique index forbids two), so it can still be
 * booked if the time has not passed and the cap allows it. Null when the time is gone; "alreadyMoved" when the
 * booking it was to replace was moved or cancelled meanwhile.
 */
export async function confirmByEmail(booking: Booking, now: number) {
  if (booking.status === "confirmed") return booking;
  if (booking.status !== "awaiting_email" || !booking.email) return null;
  const isWaiting = and(
    eq(consultationBookings.id, booking.id),
    eq(consultationBookings.status, "awaiting_email"),
    gt(consultationBookings.startsAt, new Date(now)),
    belowOpenCap(booking.userId, booking.email, now, [booking.id, ...(booking.replacesId ? [booking.replacesId] : [])]),
  );
  const confirmed = await confirm(booking.id, isWaiting, { userId: await ownerOnceConfirmed(booking) }, booking.replacesId, now);
  if (confirmed) return confirmed;
  if (await replacedIsGone(booking.replacesId)) return "alreadyMoved";
  const current = await getBooking(booking.id);
  return current?.status === "awaiting_email" && current.startsAt.getTime() > now ? "tooMany" : null;
}

/**
 * Whose a booking is once the link in its inbox confirmed it: the account that made it if the address is that
 * account's own, else nobody here — the database links it to the account that proved the address, if any
 * (decision 0143), so booking for a stranger never makes their consultation the booker's.
 */
async function ownerOnceConfirmed(booking: Booking) {
  if (!booking.userId) return null;
  const booker = await db.query.users.findFirst({ where: eq(users.id, booking.userId), columns: { email: true } });
  return booker?.email === booking.email?.toLowerCase() ? booking.userId : null;
}

async function confirm(
  bookingId: string,
  where: SQL | undefined,
  values: Partial<Booking>,
  replacesId: string | null,
  now: number,
  aboutRequest?: string,
  /** Staff booking for a patient: the audit row written in the same batch, and no e-mail sent here. */
  byStaff?: { audit: BatchItem<"sqlite"> },
): Promise<Booking | null> {
  // A moved consultation stays on the case of the one it replaces.
  const caseOfReplaced = replacesId
    ? { caseId: sql<string | null>`(SELECT case_id FROM consultation_bookings WHERE id = ${replacesId})` }
    : {};
  const confirmed = db
    .update(consultationBookings)
    .set({ ...values, ...caseOfReplaced, status: "confirmed", holdExpiresAt: null, confirmedAt: new Date(now) })
    .where(and(where, stillConfirmed(replacesId)))
    .returning();
  // The replaced booking is released in the same transaction, and only if the statement before confirmed its
  // replacement: a refused confirmation leaves the patient's consultation as it was.
  const releaseReplaced = replacesId
    ? [
        db
          .update(consultationBookings)
          .set({ status: "cancelled", cancelledAt: new Date(now) })
          .where(
            and(
              eq(consultationBookings.id, replacesId),
              eq(consultationBookings.status, "confirmed"),
              sql`EXISTS (SELECT 1 FROM consultation_bookings AS replacement WHERE replacement.id = ${bookingId} AND replacement.status = 'confirmed')`,
            ),
          ),
      ]
    : [];
  const [rows] = await db.batch([confirmed, ...releaseReplaced, ...(byStaff ? [byStaff.audit] : [])]);
  const booking = rows[0];
  // Staff booking for a patient name the case and say themselves whom they tell.
  if (!booking || byStaff) return booking ?? null;
  await queueEmails([{ type: "booking-confirmation", bookingId: booking.id }], { stored: `Booking ${booking.id}` });
  await tellStaff(booking, "booked", await openBookingCase(booking, now, aboutRequest));
  return booking;
}

/** What staff booking for a patient write on the booking: the patient's details, from their case. */
export type PatientDetails = Pick<
  Booking,
  "name" | "email" | "phone" | "topic" | "locale" | "userId" | "caseId" | "sharesIntake" | "tripPlanId" | "doctorId"
>;

/**
 * Confirms a hold staff made for a patient at once: staff know the patient through the case, so no address is
 * proven by e-mail and the cap on open consultations (a guard against strangers) does not apply. The statement
 * that decides is the patient's own (a live hold; a replaced booking still confirmed, and cancelled in the same
 * batch), and nothing is e-mailed: the caller tells whom it concerns.
 */
export async function confirmHoldForPatient(hold: Booking, details: PatientDetails, now: number, audit: BatchItem<"sqlite">) {
  const isLive = and(
    eq(consultationBookings.id, hold.id),
    eq(consultationBookings.status, "held"),
    gt(consultationBookings.holdExpiresAt, new Date(now)),
  );
  // A moved consultation keeps the case of the one it replaces: `confirm` sets it over the one given.
  const booking = await confirm(hold.id, isLive, details, hold.replacesId, now, undefined, { audit });
  // A refused confirmation gives its time back at once rather than when the hold ends.
  if (!booking) await db.delete(consultationBookings).where(and(eq(consultationBookings.id, hold.id), eq(consultationBookings.status, "held")));
  return booking;
}

/**
 * The coordinator of the booking's case (or the team inbox) hears of a booking or a cancellation; for a
 * booking without a case (made before bookings opened cases, decision 0159), the staff member holding the
 * consultation does (or the team inbox).
 */
async function tellStaff(booking: Booking, event: "booked" | "cancelled", caseId = booking.caseId) {
  await queueEmails(
    [caseId ? { type: "staff-case-alert", caseId, event, bookingId: booking.id } : { type: "staff-booking-alert", bookingId: booking.id, event }],
    { stored: `Booking ${booking.id}` },
  );
}

/** The statement that cancels a confirmed booking starting at `earliest` or later: it decides. */
export function cancelConfirmed(id: string, earliest: number, now: number) {
  return db
    .update(consultationBookings)
    .set({ status: "cancelled", cancelledAt: new Date(now) })
    .where(
      and(
        eq(consultationBookings.id, id),
        eq(consultationBookings.status, "confirmed"),
        gte(consultationBookings.startsAt, new Date(earliest)),
      ),
    )
    .returning();
}

/** Cancels a confirmed booking while it is still at least two hours away. */
export async function cancelBooking(booking: Booking, now: number) {
  if (!isChangeable(booking, now)) return null;
  const [cancelled] = await cancelConfirmed(booking.id, now + CHANGE_DEADLINE_MS, now);
  if (!cancelled) return null;
  await queueEmails([{ type: "booking-cancelled", bookingId: cancelled.id }], { stored: `Booking ${cancelled.id}` });
  await tellStaff(cancelled, "cancelled");
  return cancelled;
}

/** Remembers the zone a signed-in patient chose, to default to it next time. */
export async function saveTimeZone(userId: string, zone: string) {
  await db.update(profiles).set({ timeZone: zone }).where(eq(profiles.userId, userId));
}

/** A patient's confirmed consultations that have not ended yet, soonest first. */
export async function getUpcomingBookings(userId: string, now: number) {
  return db
    .select()
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.userId, userId),
        eq(consultationBookings.status, "confirmed"),
        gt(consultationBookings.startsAt, new Date(now - SLOT_MS)),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt));
}
