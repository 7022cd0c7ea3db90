/**
 * The case workflow shared by the staff console and the patient side: what a case is, the
 * statuses it moves through, and when a reply is due. Pure data and functions, safe anywhere.
 */

import type { CaseStatus, CaseType, ClosingReason } from "~/domain/cases";
import { addWithinWindows, addWorkingTime, aroundTheClock, CLINIC_ZONE, hasWorkingTime, workingWindows, type WorkingHours } from "~/i18n/time";

export {
  caseStatuses,
  caseTypes,
  closingReasons,
  type CaseStatus,
  type CaseType,
  type ClosingReason,
} from "~/domain/cases";

export const caseTypeLabels: Record<CaseType, string> = {
  contact: "Contact message",
  trip_plan: "Trip plan",
  intake: "Intake",
  booking: "Consultation booking",
};

export const caseStatusLabels: Record<CaseStatus, string> = {
  new: "New",
  in_review: "In review",
  awaiting_patient: "Awaiting patient",
  scheduled: "Scheduled",
  closed: "Closed",
};

export const closingReasonLabels: Record<ClosingReason, string> = {
  answered: "Answered",
  treatment_booked: "Treatment booked",
  patient_declined: "Patient declined",
  no_response: "No response from the patient",
  duplicate: "Duplicate of another case",
  spam: "Spam",
  other: "Other",
};

/**
 * Where each status may go next. Closing is possible from anywhere; a closed case can only
 * be reopened into review. A case never goes back to "new": it has been seen.
 */
export const caseTransitions: Record<CaseStatus, readonly CaseStatus[]> = {
  new: ["in_review", "closed"],
  in_review: ["awaiting_patient", "scheduled", "closed"],
  awaiting_patient: ["in_review", "scheduled", "closed"],
  scheduled: ["in_review", "awaiting_patient", "closed"],
  closed: ["in_review"],
};

export function canMoveCase(from: CaseStatus, to: CaseStatus) {
  return caseTransitions[from].includes(to);
}

/**
 * The site's promises: a contact message is answered within 2 hours, a plan or intake within 24. A booking's case
 * is answered within the day, and before its call when that is sooner (`callAt`, decision 0159).
 */
export const replyWindowHours: Record<CaseType, number> = { contact: 2, trip_plan: 24, intake: 24, booking: 24 };

/**
 * Which promises count the team's working hours (decision 0158): "within 2 hours" is an office-hours promise (a
 * message at 3 a.m. is answered 2 working hours after opening); "within 24 hours" runs around the clock.
 */
export const officeHoursPromise: Record<CaseType, boolean> = { contact: true, trip_plan: false, intake: false, booking: false };

/** A due time, brought forward to the call of a booking's case when the call comes first. */
const notAfterCall = (due: number, callAt: number | null | undefined) => (callAt != null && callAt < due ? callAt : due);

/**
 * `hours`: the team's working hours and closures (none: the clock runs around the day), in Cairo time. `callAt`: the
 * start of the consultation that opened a booking's case.
 */
export function replyDueAt(type: CaseType, from: Date, hours: WorkingHours = aroundTheClock, callAt?: Date | null) {
  const window = replyWindowHours[type] * 60 * 60 * 1000;
  const due = officeHoursPromise[type] ? addWorkingTime(from.getTime(), window, hours, CLINIC_ZONE) : from.getTime() + window;
  return new Date(notAfterCall(due, callAt?.getTime()));
}

/**
 * `replyDueAt` for many cases at once (the staff report): the working windows are read once for the whole range,
 * `days` calendar days from `fromDate`, instead of once per case.
 */
export function replyDueTimes(hours: WorkingHours, fromDate: string, days: number) {
  const windows = hasWorkingTime(hours) ? workingWindows(hours, CLINIC_ZONE, fromDate, days) : null;
  return (type: CaseType, receivedAt: number, callAt: number | null = null) => {
    const window = replyWindowHours[type] * 60 * 60 * 1000;
    const due = officeHoursPromise[type] && windows ? (addWithinWindows(windows, receivedAt, window) ?? receivedAt + window) : receivedAt + window;
    return notAfterCall(due, callAt);
  };
}

/** The statuses in which the patient is waiting for us, so a passed due time is overdue. */
export const waitingOnStaffStatuses = ["new", "in_review"] as const satisfies readonly CaseStatus[];

/** Whether the team owes the patient an answer: only then does a due time mean anything. */
export function owesReply(status: CaseStatus) {
  return (waitingOnStaffStatuses as readonly CaseStatus[]).includes(status);
}

export function isOverdue(status: CaseStatus, dueAt: Date, now: Date) {
  return owesReply(status) && dueAt.getTime() <= now.getTime();
}

/** Whether a move starts a fresh promise: into waiting for us from a status where nobody owed the patient an answer. */
export function restartsPromise(from: CaseStatus, to: CaseStatus) {
  const waiting = waitingOnStaffStatuses as readonly CaseStatus[];
  return waiting.includes(to) && !waiting.includes(from);
}

/**
 * The one due-time rule of every status change (decision 0152): a case that starts waiting for us again
 * (moving into "new" or "in review" from a status where nobody owed the patient an answer: waiting for the
 * patient, scheduled, closed) owes a fresh answer within its type's window from that moment; any other move
 * keeps the promise already made. A patient's message that reopens a case is such a move, so every message
 * that waits for an answer starts the promise again, and one sent while an answer is already owed keeps the
 * earlier (sooner) due time.
 */
export function dueAfterMove(type: CaseType, from: CaseStatus, to: CaseStatus, at: Date, currentDue: Date, hours: WorkingHours = aroundTheClock) {
  return restartsPromise(from, to) ? replyDueAt(type, at, hours) : currentDue;
}

/** The statuses whose change e-mails the patient at once; the status forms say so before sending. */
export const emailingStatuses = ["awaiting_patient", "scheduled"] as const satisfies readonly CaseStatus[];

export function statusEmailsPatient(status: CaseStatus): status is (typeof emailingStatuses)[number] {
  return (emailingStatuses as readonly CaseStatus[]).includes(status);
}
