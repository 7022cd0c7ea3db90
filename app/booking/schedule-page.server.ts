import { parseWithZod } from "@conform-to/zod/v4";
import { queueEmails } from "~/email/email.server";
import { readablePhoneNumber } from "~/forms/phone-number.server";
import { auditStatement } from "~/staff/audit.server";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { listStaff } from "~/staff/staff-members.server";
import { notFound } from "~/utils/not-found";
import { CLINIC_ZONE, addDays, wallClock, zonedTimeToUtc, formatInstant } from "~/i18n/time";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { holdsHoursAt } from "./availability.server";
import { caseCoordinatorOf, getBooking } from "./bookings.server";
import { videoCallUrl } from "./links.server";
import { requestNow } from "~/dev/clock.server";
import { callSlots } from "./staff-calls.server";
import { outcomeLabels } from "./messages";
import { dayHeading, moveBooking, scheduleBookings, setBookingOutcome, type shownStatuses, viewDates } from "./schedule.server";
import { SCHEDULE_PATH, bookingMoveSchema, bookingOutcomeSchema, scheduleDate } from "./schedule-schema";

/** The staff schedule's day or week, as its address asks (`view`, `date`); the view is audited. */
export async function schedulePage(staff: StaffUser, request: Request) {
  const url = new URL(request.url);
  const view = url.searchParams.get("view") === "week" ? "week" : "day";
  const today = wallClock(requestNow(), CLINIC_ZONE).date;
  const asked = scheduleDate.safeParse(url.searchParams.get("date"));
  const date = asked.success ? asked.data : today;
  const dates = viewDates(view, date);
  const from = zonedTimeToUtc(dates[0]!, 0, CLINIC_ZONE);
  const to = zonedTimeToUtc(dates.at(-1)!, 1440, CLINIC_ZONE);
  const rows = await scheduleBookings(staff, from, to);
  const confirmed = rows.filter(({ booking }) => booking.status === "confirmed");
  const videoCalls = new Map(await Promise.all(confirmed.map(async ({ booking: b }) => [b.id, await videoCallUrl(b.id)] as const)));
  await auditStatement(staff, request, {
    action: "schedule_viewed",
    detail: `${view} of ${dates[0]}: ${rows.length} bookings`,
  });
  const now = requestNow();
  const shift = view === "week" ? 7 : 1;
  // The call whose move and cancel forms are open (`?change=`): the slots are listed for that one only.
  const changing = rows.find(({ booking: b }) => b.id === url.searchParams.get("change") && b.status === "confirmed" && b.startsAt.getTime() > now);
  // Who sees every consultation gives one to someone else.
  const isAdmin = scopeFor(staff, "bookings").all;
  return {
    view,
    date,
    today,
    isAdmin,
    // Whom an admin can give a consultation to: everyone on the staff (admins hold consultations too).
    staffMembers: isAdmin ? (await listStaff()).map(({ id, name }) => ({ id, name })) : [],
    heading: view === "day" ? dayHeading(date) : `Week of ${dayHeading(dates[0]!)}`,
    changing: changing
      ? { id: changing.booking.id, slots: await callSlots(changing.booking.patientZone, request) }
      : null,
    previous: addDays(date, -shift),
    next: addDays(date, shift),
    days: dates.map((d) => ({
      date: d,
      heading: dayHeading(d),
      bookings: rows
        .filter((r) => wallClock(r.booking.startsAt.getTime(), CLINIC_ZONE).date === d)
        .map(({ booking: b, coordinatorName }) => ({
          id: b.id,
          cairoTime: formatInstant(b.startsAt, { zone: CLINIC_ZONE, preset: "time" }),
          patientTime: `${formatInstant(b.startsAt, { zone: b.patientZone, preset: "dateTime" })}`,
          patientZone: b.patientZone,
          name: b.name ?? "",
          email: b.email ?? "",
          phone: b.phone ? readablePhoneNumber(b.phone) : "",
          topic: b.topic ?? "",
          sharesIntake: b.sharesIntake,
          sharesPlan: Boolean(b.tripPlanId),
          caseId: b.caseId,
          videoCall: videoCalls.get(b.id) ?? null,
          coordinatorName: coordinatorName ?? "no longer on the staff",
          status: b.status as (typeof shownStatuses)[number],
          // An outcome can be recorded once the call has started.
          canRecord: b.status === "confirmed" && b.startsAt.getTime() <= now,
          canUndo: b.status !== "confirmed",
          coordinatorId: b.coordinatorId,
          canMove: isAdmin && b.status === "confirmed" && b.startsAt.getTime() > now,
          // Whoever sees a call on the schedule (its consultant, an admin) may move it to a new time or cancel it.
          canChange: b.status === "confirmed" && b.startsAt.getTime() > now,
        })),
    })),
  };
}

/** Where a schedule form goes back to: the day or week it was posted from, never anywhere else. */
export function scheduleBack(value: string | undefined) {
  const back = safeRedirectPath(value, SCHEDULE_PATH);
  return back.startsWith(SCHEDULE_PATH) ? back : SCHEDULE_PATH;
}

export type BookingOutcomeResult =
  | { status: "refused"; error: string }
  | { status: "not-markable"; error: string }
  | { status: "marked"; label: string; back: string };

/** Marks a call done or a no-show (or puts a wrong mark back to booked), audited; `back` stays on the schedule. */
export async function recordBookingOutcome(staff: StaffUser, request: Request, form: FormData): Promise<BookingOutcomeResult> {
  const submission = parseWithZod(form, { schema: bookingOutcomeSchema });
  if (submission.status !== "success") {
    return { status: "refused", error: submission.error?.outcome?.[0] ?? "Choose done or no-show." };
  }
  const { id, outcome } = submission.value;
  const updated = await setBookingOutcome(staff, id, outcome);
  if (!updated) {
    return { status: "not-markable", error: "That booking cannot be marked (it has not started yet, or it is not yours)." };
  }
  await auditStatement(staff, request, {
    action: "booking_outcome_set",
    subjectUserId: updated.userId,
    detail: `booking ${updated.id}: ${outcome}`,
  });
  return { status: "marked", label: outcomeLabels[outcome], back: scheduleBack(submission.value.back) };
}

/**
 * A refused move names its booking and keeps the choice, so the page shows the message beside that booking's form;
 * `askAnyway` when the only reason is the colleague's hours, which the admin may override.
 */
type MoveRefusal = { error: string; bookingId: string; coordinatorId: string; askAnyway?: true };

export type BookingMoveResult =
  | ({ status: "refused" } & MoveRefusal)
  | ({ status: "not-movable" } & MoveRefusal)
  | { status: "moved"; message: string; back: string };

const notMovable = (typed: { bookingId: string; coordinatorId: string }): BookingMoveResult => ({
  status: "not-movable",
  error: "Only a confirmed consultation that has not started can be moved.",
  ...typed,
});

/**
 * An admin gives an upcoming consultation to another staff member (a coordinator off sick, a full day), audited.
 * Anyone else gets the 404 of a page that is not there. The patient keeps the time, the links and the video room.
 */
export async function moveBookingFromSchedule(staff: StaffUser, request: Request, form: FormData): Promise<BookingMoveResult> {
  if (!scopeFor(staff, "bookings").all) notFound();
  const submission = parseWithZod(form, { schema: bookingMoveSchema });
  const typed = { bookingId: String(submission.payload.id ?? "").slice(0, 64), coordinatorId: String(submission.payload.coordinatorId ?? "").slice(0, 64) };
  if (submission.status !== "success") {
    return { status: "refused", error: submission.error?.coordinatorId?.[0] ?? "Choose who takes this consultation.", ...typed };
  }
  const { id, coordinatorId } = submission.value;
  const members = await listStaff();
  const to = members.find((m) => m.id === coordinatorId);
  if (!to) return { status: "refused", error: "Choose someone on the staff.", ...typed };
  const booking = await getBooking(id);
  const fromId = booking?.coordinatorId;
  if (!booking || !fromId) return { status: "not-movable", error: "That consultation is no longer on the schedule.", ...typed };
  if (fromId === to.id) return { status: "refused", error: `This consultation is already with ${to.name}.`, ...typed };
  const now = Date.now();
  // Said before the hours warning: no override makes a started or cancelled call movable (the update checks again).
  if (booking.status !== "confirmed" || booking.startsAt.getTime() <= now) return notMovable(typed);
  if (submission.value.anyway !== to.id && !(await holdsHoursAt(to.id, booking.startsAt.getTime()))) {
    const at = formatInstant(booking.startsAt, { zone: CLINIC_ZONE, preset: "console" });
    return { status: "refused", error: `${to.name} has no consultation hours at ${at} (Cairo time). Move it anyway, or choose a colleague who has.`, askAnyway: true, ...typed };
  }
  const moved = await moveBooking(id, fromId, to.id, now);
  if (moved.status === "clash") {
    return { status: "not-movable", error: `${to.name} already has a consultation at that time. Choose someone else.`, ...typed };
  }
  if (moved.status === "not-movable") return notMovable(typed);
  const from = members.find((m) => m.id === fromId)?.name ?? "a former staff member";
  await auditStatement(staff, request, {
    action: "booking_moved",
    subjectUserId: moved.booking.userId,
    detail: `booking ${id}: ${from} → ${to.name}`,
  });
  // The case's coordinator hears of it too, unless they made the move or now hold the call themselves.
  const caseCoordinator = await caseCoordinatorOf(moved.booking);
  const toCase = caseCoordinator && caseCoordinator.assigneeId !== to.id && caseCoordinator.assigneeId !== staff.id ? [caseCoordinator] : [];
  await queueEmails(
    [
      { type: "staff-booking-moved", bookingId: id, by: staff.displayName },
      ...toCase.map((c) => ({ type: "staff-case-booking-moved" as const, bookingId: id, caseId: c.caseId, by: staff.displayName })),
    ],
    { stored: `Move of booking ${id}` },
  );
  return { status: "moved", message: `Moved to ${to.name}`, back: scheduleBack(submission.value.back) };
}
