import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { desc, eq, sql } from "drizzle-orm";
import { findWorkableCase, type WorkableCase } from "~/cases/console/case-detail.server";
import { keptCaseOf } from "~/cases/merge-cases.server";
import { db } from "~/db/client.server";
import { consultationBookings, profiles } from "~/db/schema";
import { requestNow } from "~/dev/clock.server";
import { queueEmails } from "~/email/email.server";
import type { Outcome } from "~/forms/outcome.server";
import { CLINIC_ZONE, formatInstant, wallClock, zoneLabel } from "~/i18n/time";
import { auditIf } from "~/staff/audit.server";
import { canWorkCase, scopeFor, type StaffUser } from "~/staff/permissions.server";
import { listStaff } from "~/staff/staff-members.server";
import { clientIp } from "~/security/request-meta.server";
import { notFound } from "~/utils/not-found";
import { cancelConfirmed, caseCoordinatorOf, confirmHoldForPatient, getBooking, holdSlot, listFreeSlots, type Booking } from "./bookings.server";
import { consultationsOfCases, dayHeading } from "./schedule.server";
import { MIN_NOTICE_MS, type Slot } from "./slots";
import { bookCallSchema, CALL_DAY_PARAM, cancelCallSchema, moveCallSchema, type CallSlots } from "./staff-call-schema";

/** What the call forms answer: the intent, which booking's form (`formId`), and Conform's result. */
export type CallAnswer = { intent: string; formId: string; result: SubmissionResult<string[]> };

/** The case page, or the schedule's day the form was posted from: where a call form goes back to. */
export type CallFormPlace = { caseId: string } | { back: string };

/** The zone a patient's times are shown in: their saved one, else that of their last booking, else Cairo's. */
export async function patientZoneOf(c: Pick<WorkableCase, "patientUserId" | "patientEmail">) {
  const [saved] = c.patientUserId
    ? await db.select({ zone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, c.patientUserId)).limit(1)
    : [];
  if (saved?.zone) return saved.zone;
  const [last] = await db
    .select({ zone: consultationBookings.patientZone })
    .from(consultationBookings)
    .where(sql`lower(${consultationBookings.email}) = ${c.patientEmail.toLowerCase()}`)
    .orderBy(desc(consultationBookings.startsAt))
    .limit(1);
  return last?.zone ?? CLINIC_ZONE;
}

/** Both readings of a call's time for staff: Cairo first, the patient's zone beside it. */
export function callTimes(startsAt: number | Date, patientZone: string) {
  const cairo = `${formatInstant(startsAt, { zone: CLINIC_ZONE, preset: "console" })} Cairo`;
  return patientZone === CLINIC_ZONE
    ? cairo
    : `${cairo} · ${formatInstant(startsAt, { zone: patientZone, preset: "console" })} ${zoneLabel(patientZone)}`;
}

/** A slot's times within its Cairo day: Cairo's, then the patient's, with their day when it is another. */
function slotTimes(startsAt: number, patientZone: string) {
  const cairo = `${formatInstant(startsAt, { zone: CLINIC_ZONE, preset: "time" })} Cairo`;
  if (patientZone === CLINIC_ZONE) return cairo;
  const otherDay = wallClock(startsAt, patientZone).date !== wallClock(startsAt, CLINIC_ZONE).date;
  const day = otherDay ? ` (${formatInstant(startsAt, { zone: patientZone, preset: "shortDay" })})` : "";
  return `${cairo} · ${formatInstant(startsAt, { zone: patientZone, preset: "time" })}${day} ${zoneLabel(patientZone)}`;
}

/**
 * The free slots staff can book for a patient now, one Cairo day at a time (the one the address asks for, else the
 * first with any): only people with hours and nobody booked then, from the patient's own notice on.
 */
export async function callSlots(patientZone: string, request: Request): Promise<CallSlots> {
  const [slots, members] = await Promise.all([listFreeSlots(requestNow()), listStaff()]);
  const names = new Map(members.map((m) => [m.id, m.name]));
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots.filter((s) => names.has(s.coordinatorId))) {
    const { date } = wallClock(slot.startsAt, CLINIC_ZONE);
    byDay.set(date, [...(byDay.get(date) ?? []), slot]);
  }
  const asked = new URL(request.url).searchParams.get(CALL_DAY_PARAM);
  const day = asked && byDay.has(asked) ? asked : ([...byDay.keys()][0] ?? "");
  return {
    patientZone,
    day,
    days: [...byDay].map(([date, free]) => ({ value: date, label: `${dayHeading(date)} (${free.length} free)` })),
    options: (byDay.get(day) ?? []).map((s) => ({
      value: `${s.coordinatorId}@${s.startsAt}`,
      label: `${slotTimes(s.startsAt, patientZone)} · ${names.get(s.coordinatorId)}`,
    })),
  };
}

/**
 * The case page's consultations and what its call forms offer (after the page's own access check, which this repeats
 * so nobody else learns whether the case exists). A case merged away takes no bookings: its work is on the kept case.
 */
export async function caseCalls(staff: StaffUser, caseId: string, request: Request) {
  const c = await findWorkableCase(staff, caseId);
  const [bookings, mergedAway, patientZone] = await Promise.all([consultationsOfCases([c.id]), keptCaseOf(c.id), patientZoneOf(c)]);
  return { bookings, slots: mergedAway ? null : await callSlots(patientZone, request) };
}

const refused = (intent: string, formId: string, result: SubmissionResult<string[]>, httpStatus: 400 | 409): Outcome<CallAnswer> => ({
  status: "reply",
  reply: { intent, formId, result },
  httpStatus,
});

function done(place: CallFormPlace, intent: string, formId: string, result: SubmissionResult<string[]>, message: string): Outcome<CallAnswer> {
  const to = "caseId" in place ? `/staff/cases/${place.caseId}` : place.back;
  return { status: "done", reply: { intent, formId, result }, toast: { title: message }, to, hash: "caseId" in place ? "#case-consultations" : undefined };
}

/** Why a slot cannot be taken, said by the field; undefined while it may still be. */
function slotTooSoon(startsAt: number, now: number) {
  if (startsAt <= now) return "That time has passed. Choose another.";
  if (startsAt < now + MIN_NOTICE_MS) return "Calls are booked at least 2 hours ahead. Choose a later time.";
  return undefined;
}

const slotRefusals = {
  unavailable: "That time is not offered (outside their hours, or beyond the next 14 days). Choose another.",
  taken: "Someone has just booked that time. Choose another.",
} as const;

/** The audit row of a call change, written in the batch that makes it and only if it was made. */
function callAudit(staff: StaffUser, request: Request, now: number, entry: { action: "booking_made" | "booking_rescheduled" | "booking_cancelled"; booking: Pick<Booking, "caseId" | "userId">; detail: string }, applied: ReturnType<typeof sql>) {
  return auditIf(staff, { action: entry.action, caseId: entry.booking.caseId, subjectUserId: entry.booking.userId, detail: entry.detail }, applied, new Date(now), clientIp(request));
}

async function staffName(id: string) {
  return (await listStaff()).find((m) => m.id === id)?.name ?? "a colleague";
}

/** The staff a call change concerns: its consultant and the case's coordinator, each once, never the one acting. */
async function staffToTell(staff: StaffUser, booking: Booking) {
  const coordinator = await caseCoordinatorOf(booking);
  const ids = new Set([booking.coordinatorId, coordinator?.assigneeId]);
  ids.delete(staff.id);
  return [...ids].filter((id): id is string => Boolean(id));
}

/**
 * A coordinator of the case (or an admin) books a call for its patient: a consultant's free slot, taken by the
 * patient's own slot-taking code (the unique index decides a race), confirmed at once and on this case. The patient
 * gets the usual confirmation in their language; the consultant hears of it unless they booked it.
 */
export async function bookCallForPatient(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CallAnswer>> {
  const c = await findWorkableCase(staff, caseId);
  const intent = "book-call";
  const submission = parseWithZod(form, { schema: bookCallSchema });
  if (submission.status !== "success") return refused(intent, intent, submission.reply(), 400);
  if (await keptCaseOf(c.id)) {
    return refused(intent, intent, submission.reply({ formErrors: ["This case was merged into another. Book on the kept case."] }), 400);
  }
  const { coordinatorId, startsAt } = submission.value.slot;
  const now = requestNow();
  const slotError = (message: string, status: 400 | 409) => refused(intent, intent, submission.reply({ fieldErrors: { slot: [message] } }), status);
  const tooSoon = slotTooSoon(startsAt, now);
  if (tooSoon) return slotError(tooSoon, 400);
  const held = await holdSlot({ startsAt, coordinatorId, patientZone: await patientZoneOf(c), locale: c.locale, userId: c.patientUserId, doctorId: null, replacesId: null, now });
  if ("error" in held) return slotError(slotRefusals[held.error], held.error === "taken" ? 409 : 400);
  const details = { name: c.patientName, email: c.patientEmail, phone: c.patientPhone, topic: submission.value.note, locale: c.locale, userId: c.patientUserId, caseId: c.id, sharesIntake: false, tripPlanId: null, doctorId: null };
  const detail = `Booked a call for the patient: ${callTimes(startsAt, held.held.patientZone)} with ${await staffName(coordinatorId)}`;
  const audit = callAudit(staff, request, now, { action: "booking_made", booking: details, detail }, isConfirmed(held.held.id));
  const booking = await confirmHoldForPatient(held.held, details, now, audit);
  if (!booking) return slotError(slotRefusals.taken, 409);
  await queueEmails(
    [
      { type: "booking-confirmation", bookingId: booking.id },
      ...(await staffToTell(staff, booking)).map((userId) => ({ type: "staff-call-changed" as const, bookingId: booking.id, userId, by: staff.displayName, event: "booked" as const })),
    ],
    { stored: `Booking ${booking.id}` },
  );
  return done({ caseId }, intent, intent, submission.reply({ resetForm: true }), `Call booked: ${callTimes(startsAt, booking.patientZone)}`);
}

const isConfirmed = (id: string) => sql`EXISTS (SELECT 1 FROM consultation_bookings WHERE id = ${id} AND status = 'confirmed')`;

/**
 * The upcoming confirmed call a call form names, when this staff member may change it: an admin any; anyone else
 * one of a case they work, or one they hold. From the case page it must be that case's. Everyone else gets the 404.
 */
async function changeableCall(staff: StaffUser, id: string, place: CallFormPlace) {
  const booking = id ? await getBooking(id) : undefined;
  if (!booking) notFound();
  if ("caseId" in place && booking.caseId !== place.caseId) notFound();
  const mayChange =
    scopeFor(staff, "bookings").all || booking.coordinatorId === staff.id || (booking.caseId !== null && (await canWorkCase(staff, booking.caseId)));
  if (!mayChange) notFound();
  return booking;
}

/** Why a call cannot be changed any more (it started, was cancelled or moved), or undefined. */
function notChangeable(booking: Booking, now: number) {
  if (booking.status !== "confirmed") return "This call was already moved or cancelled. Reload to see it.";
  if (booking.startsAt.getTime() <= now) return "This call has started; it can no longer be changed.";
  return undefined;
}

/**
 * What moving and cancelling a call begin with: the call named (or the 404), the form read, and the call still
 * changeable; else the refusal to answer, by the form of that call.
 */
async function startChange<Schema extends typeof moveCallSchema | typeof cancelCallSchema>(
  staff: StaffUser,
  place: CallFormPlace,
  form: FormData,
  intent: "move-call" | "cancel-call",
  schema: Schema,
): Promise<{ refusal: Outcome<CallAnswer> } | { value: z.output<Schema>; reply: Reply; booking: Booking; formId: string; now: number }> {
  const submission = parseWithZod(form, { schema });
  const booking = await changeableCall(staff, String(submission.payload.id ?? "").slice(0, 64), place);
  const formId = `${intent}-${booking.id}`;
  if (submission.status !== "success") return { refusal: refused(intent, formId, submission.reply(), 400) };
  const now = requestNow();
  const gone = notChangeable(booking, now);
  if (gone) return { refusal: refused(intent, formId, submission.reply({ formErrors: [gone] }), 409) };
  return { value: submission.value as z.output<Schema>, reply: (options) => submission.reply(options), booking, formId, now };
}

type Reply = (options?: { fieldErrors?: Record<string, string[]>; formErrors?: string[]; resetForm?: boolean }) => SubmissionResult<string[]>;

/**
 * Staff move a patient's upcoming call to another free slot (any consultant's): a new hold naming the booking it
 * replaces, confirmed at once, the old one cancelled in the same batch only if the new one was confirmed there.
 * The patient is e-mailed both times in their zone; the consultants and the case's coordinator hear of it.
 */
export async function moveCallForPatient(staff: StaffUser, place: CallFormPlace, form: FormData, request: Request): Promise<Outcome<CallAnswer>> {
  const intent = "move-call";
  const change = await startChange(staff, place, form, intent, moveCallSchema);
  if ("refusal" in change) return change.refusal;
  const { value, reply, booking: old, formId, now } = change;
  const { coordinatorId, startsAt } = value.slot;
  const slotError = (message: string, status: 400 | 409) => refused(intent, formId, reply({ fieldErrors: { slot: [message] } }), status);
  if (startsAt === old.startsAt.getTime() && coordinatorId === old.coordinatorId) return slotError("The call is already at that time. Choose another.", 400);
  const tooSoon = slotTooSoon(startsAt, now);
  if (tooSoon) return slotError(tooSoon, 400);
  const held = await holdSlot({ startsAt, coordinatorId, patientZone: old.patientZone, locale: old.locale, userId: old.userId, doctorId: old.doctorId, replacesId: old.id, now });
  if ("error" in held) return slotError(slotRefusals[held.error], held.error === "taken" ? 409 : 400);
  const details = { name: old.name, email: old.email, phone: old.phone, topic: old.topic, locale: old.locale, userId: old.userId, caseId: old.caseId, sharesIntake: old.sharesIntake, tripPlanId: old.tripPlanId, doctorId: old.doctorId };
  const audit = callAudit(
    staff,
    request,
    now,
    {
      action: "booking_rescheduled",
      booking: old,
      detail: `Moved the patient's call from ${callTimes(old.startsAt, old.patientZone)} to ${callTimes(startsAt, old.patientZone)} with ${await staffName(coordinatorId)}`,
    },
    isConfirmed(held.held.id),
  );
  const booking = await confirmHoldForPatient(held.held, details, now, audit);
  if (!booking) return refused(intent, formId, reply({ formErrors: ["This call was moved or cancelled meanwhile. Reload to see it."] }), 409);
  // The consultant who held the old time hears of it too when someone else holds the new one.
  const tell = new Set([...(await staffToTell(staff, booking)), ...(old.coordinatorId && old.coordinatorId !== staff.id ? [old.coordinatorId] : [])]);
  await queueEmails(
    [
      { type: "booking-rescheduled", bookingId: booking.id, fromId: old.id },
      ...[...tell].map((userId) => ({ type: "staff-call-changed" as const, bookingId: booking.id, fromId: old.id, userId, by: staff.displayName, event: "moved" as const })),
    ],
    { stored: `Booking ${booking.id}` },
  );
  return done(place, intent, formId, reply({ resetForm: true }), `Call moved: ${callTimes(startsAt, booking.patientZone)}`);
}

/**
 * Staff cancel a patient's upcoming call with a reason, up to its start: the statement decides (still confirmed and
 * upcoming). The patient is told the reason with a link to book again; the consultant and the case's coordinator
 * hear of it.
 */
export async function cancelCallForPatient(staff: StaffUser, place: CallFormPlace, form: FormData, request: Request): Promise<Outcome<CallAnswer>> {
  const intent = "cancel-call";
  const change = await startChange(staff, place, form, intent, cancelCallSchema);
  if ("refusal" in change) return change.refusal;
  const { value, reply, booking, formId, now } = change;
  const { reason } = value;
  const [cancelled] = await db.batch([
    cancelConfirmed(booking.id, now + 1, now),
    callAudit(staff, request, now, { action: "booking_cancelled", booking, detail: `Cancelled the patient's call of ${callTimes(booking.startsAt, booking.patientZone)}: “${reason}”` }, sql`changes() = 1`),
  ]);
  if (!cancelled[0]) return refused(intent, formId, reply({ formErrors: ["This call was moved, cancelled or started meanwhile. Reload to see it."] }), 409);
  await queueEmails(
    [
      { type: "booking-cancelled", bookingId: booking.id, reason },
      ...(await staffToTell(staff, booking)).map((userId) => ({ type: "staff-call-changed" as const, bookingId: booking.id, userId, by: staff.displayName, event: "cancelled" as const, reason })),
    ],
    { stored: `Booking ${booking.id}` },
  );
  return done(place, intent, formId, reply({ resetForm: true }), "Call cancelled; the patient is told why.");
}
