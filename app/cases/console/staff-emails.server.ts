import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { config } from "~/config.server";
import { caseTypeLabels } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { caseMessages, cases, consultationBookings, profiles, quotes, staffDigestItems, staffInvitations, users } from "~/db/schema/index";
import type { StaffAlertEvent } from "~/domain/staff-alerts";
import { CLINIC_ZONE, wallClock, formatInstant } from "~/i18n/time";
import { site } from "~content/site";
import { aboutAccount, aboutBooking, aboutCase, aboutNoneWhile, defineEmails, ownLink, type JobOf } from "~/email/email.server";
import { digestLineLabels } from "./alert-labels";
import { routeStaffAlert } from "./staff-alerts.server";
import { caseReference } from "~/cases/case-reference";
import { displayNameOf } from "~/auth/display-name";

/** What a `staff-case-alert` tells; a quote's answer has its own job, `quote-decided`, with the quote's figures. */
export type StaffCaseEvent = Exclude<StaffAlertEvent, "quote-decided">;

type StaffJobs = {
  /**
   * To the case's coordinator (or the staff inbox when nobody has it): the case was assigned to them, the patient
   * wrote, a consultation was booked or cancelled (`bookingId`: which), or the reply is overdue; an overdue case also
   * goes to each admin, named by `adminId`; a colleague a note names with `@` (`mentionedId`) is told of it.
   */
  "staff-case-alert": { caseId: string; event: StaffCaseEvent; by?: string; adminId?: string; bookingId?: string; mentionedId?: string };
  /** To a staff member: the alerts held for their morning digest, taken by the digest run at `batchAt`. */
  "staff-digest": { userId: string; batchAt: number };
  /**
   * To the staff member holding a consultation that someone with no case booked or cancelled (the team inbox when
   * nobody holds it): a consultation with a patient the console does not know yet reaches someone.
   */
  "staff-booking-alert": { bookingId: string; event: "booked" | "cancelled" };
  /** To the staff member an admin gave a consultation to, from the schedule (`by`: the admin's name). */
  "staff-booking-moved": { bookingId: string; by: string };
  /** To a staff member whose consultation hours an admin changed (`change`: what, as the admin's toast said it). */
  "staff-hours-changed": { userId: string; by: string; change: string };
  /** To the coordinator of the consultation's case when an admin gave the call to someone else. */
  "staff-case-booking-moved": { bookingId: string; caseId: string; by: string };
  /**
   * To a consultation's consultant or its case's coordinator when a colleague (`by`) booked, moved (`fromId`: the
   * booking it replaced) or cancelled (`reason`) it for the patient.
   */
  "staff-call-changed": { bookingId: string; userId: string; by: string; event: "booked" | "moved" | "cancelled"; fromId?: string; reason?: string };
  /** To a person an admin invited to the staff; the link carries the single-use token. */
  "staff-invitation": { to: string; role: "coordinator" | "admin"; invitedBy: string; acceptUrl: string };
};

type StaffCaseAlert = JobOf<StaffJobs, "staff-case-alert">;
type StaffBookingMoved = JobOf<StaffJobs, "staff-booking-moved">;
type StaffCaseBookingMoved = JobOf<StaffJobs, "staff-case-booking-moved">;
type StaffDigest = JobOf<StaffJobs, "staff-digest">;
type StaffBookingAlert = JobOf<StaffJobs, "staff-booking-alert">;

/**
 * What a consultation alert says: booked (or moved, when it replaced one), or cancelled, with its time in Cairo
 * when the job names the booking. `firstContact`: the booking came from someone with no open request, and where what they
 * want to discuss is: on the case it opened (decision 0159), or on the schedule for a booking made before that.
 */
function consultationWords(
  patient: string,
  event: "booked" | "cancelled",
  booking: { startsAt: Date; replacesId: string | null } | undefined,
  firstContact?: "the case it opened" | "the schedule",
) {
  const at = booking ? ` on ${formatInstant(booking.startsAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time)` : "";
  if (event === "cancelled") {
    return {
      subject: `${patient} cancelled a consultation`,
      heading: "A consultation was cancelled",
      text: `${patient} cancelled the video consultation${at}. Its time is free again.`,
    };
  }
  if (booking?.replacesId) {
    return {
      subject: `${patient} moved a consultation`,
      heading: "A consultation was moved",
      text: `${patient} moved their video consultation to a new time${at}. The old time is free again.`,
    };
  }
  return firstContact
    ? {
        subject: `New request: ${patient} booked a consultation`,
        heading: "A consultation opens a request",
        text: `${patient} booked a video consultation${at} and had no open request with us: what they want to discuss is on ${firstContact}.`,
      }
    : {
        subject: `${patient} booked a consultation`,
        heading: "A consultation was booked",
        text: `${patient} booked a video consultation${at}. It is on the case and in the schedule.`,
      };
}

/** The schedule's day of a consultation (in Cairo), the place a consultation e-mail opens. */
function scheduleDay(startsAt: Date) {
  const date = wallClock(startsAt.getTime(), CLINIC_ZONE).date;
  return { label: "Open the schedule", url: `${config.siteUrl}/staff/schedule?view=day&date=${date}` };
}

/** One alert to one staff member: what happened, and the one place in the console to open. */
function notice(to: string, words: { subject: string; heading: string; text: string }, action: { label: string; url: string }) {
  return { to, content: { subject: words.subject, heading: words.heading, paragraphs: [words.text], action } };
}

/**
 * The staff's e-mails about one case, in English like the console (decision 0131): to the coordinator who has
 * it, or to the team inbox while nobody does; an overdue case goes to every admin too. They name the case and link to it; what the patient wrote
 * stays on the case page, and nobody is invited to answer by e-mail (the answer belongs in the console).
 */
async function staffCaseAlert(job: StaffCaseAlert) {
  const c = await db.query.cases.findFirst({ where: eq(cases.id, job.caseId) });
  if (!c) throw new Error(`case ${job.caseId} not found`);
  const recipientId = job.adminId ?? job.mentionedId ?? c.assigneeId;
  const recipient = recipientId
    ? await db.query.users.findFirst({ where: eq(users.id, recipientId), columns: { email: true } })
    : undefined;
  const what = `${caseTypeLabels[c.type].toLowerCase()} of ${c.patientName}`;
  const consultation = job.bookingId
    ? await db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.bookingId) })
    : undefined;
  const words = {
    assigned: {
      subject: `${job.by ?? "A colleague"} gave you the ${what}`,
      heading: "A case for you",
      text: `${job.by ?? "A colleague"} assigned you the ${what}. The reply is due ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time).`,
    },
    "patient-replied": {
      ...((await answeredTheTeam(c.id)) ? { subject: `${c.patientName} answered`, heading: "The patient answered" } : { subject: `${c.patientName} wrote`, heading: "The patient wrote" }),
      text: `${c.patientName} wrote a new message in the ${what}. It waits in the console; the reply is due ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time).`,
    },
    booked: consultationWords(c.patientName, "booked", consultation, c.bookingId && c.bookingId === job.bookingId ? "the case it opened" : undefined),
    cancelled: consultationWords(c.patientName, "cancelled", consultation),
    "unassigned-30m": {
      subject: `Nobody has taken the ${what}`,
      heading: "A case waits for a coordinator",
      text: `The ${what} has been unassigned for 30 minutes. The reply is due ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time).`,
    },
    "due-in-30m": {
      subject: `Due within 30 minutes: the ${what}`,
      heading: "A promise is about to be missed",
      text: `The reply to ${c.patientName} is due ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time), within 30 minutes.`,
    },
    reminder: {
      subject: `Reminder: the ${what}`,
      heading: "You asked to be reminded",
      text: `You asked to come back to the ${what} now. The case is back in review; the reply is due ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time).`,
    },
    mentioned: {
      subject: `${job.by ?? "A colleague"} mentioned you on the ${what}`,
      heading: "You were mentioned in a note",
      text: `${job.by ?? "A colleague"} mentioned you in a note on the ${what}. The note is on the case page.`,
    },
    overdue: {
      subject: `Overdue: the ${what}`,
      heading: "A promise is overdue",
      text: `The reply to ${c.patientName} was due ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time) and nobody has answered yet.`,
    },
  }[job.event];
  return notice(recipient?.email ?? config.contactInbox, words, { label: "Open the case", url: `${config.siteUrl}/staff/cases/${c.id}` });
}

/**
 * Whether the patient's newest message answers the team: a reply or a quote came between it and their message before.
 * A patient who writes again, or first, before anyone replied has not "answered" anything: they "wrote".
 */
async function answeredTheTeam(caseId: string) {
  const [latest, before] = await db
    .select({ at: caseMessages.createdAt })
    .from(caseMessages)
    .where(and(eq(caseMessages.caseId, caseId), eq(caseMessages.author, "patient")))
    .orderBy(desc(caseMessages.createdAt))
    .limit(2);
  if (!latest) return false;
  const between = <T extends { caseId: SQLiteColumn; createdAt: SQLiteColumn }>(t: T) =>
    and(eq(t.caseId, caseId), lt(t.createdAt, latest.at), ...(before ? [gt(t.createdAt, before.at)] : []));
  const [[reply], [quote]] = await db.batch([
    db.select({ id: caseMessages.id }).from(caseMessages).where(and(between(caseMessages), eq(caseMessages.author, "staff"))).limit(1),
    db.select({ id: quotes.id }).from(quotes).where(between(quotes)).limit(1),
  ]);
  return Boolean(reply ?? quote);
}

/** Tells the staff member an admin gave a consultation to when it is and where to find it (decision 0159). */
async function staffBookingMoved(job: StaffBookingMoved) {
  const booking = await db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.bookingId) });
  if (!booking?.coordinatorId) throw new Error(`booking ${job.bookingId} has nobody to hold it`);
  const holder = await db.query.users.findFirst({ where: eq(users.id, booking.coordinatorId), columns: { email: true } });
  if (!holder) throw new Error(`booking ${job.bookingId}: its staff member is gone`);
  const patient = booking.name ?? "A patient";
  const at = formatInstant(booking.startsAt, { zone: CLINIC_ZONE, preset: "console" });
  return notice(
    holder.email,
    {
      subject: `${job.by} gave you a consultation with ${patient}`,
      heading: "A consultation for you",
      text: `${job.by} gave you the video consultation with ${patient} on ${at} (Cairo time). It is on your schedule.`,
    },
    scheduleDay(booking.startsAt),
  );
}

/** Tells a case's coordinator who now holds its consultation, so they know whom to brief. */
async function staffCaseBookingMoved(job: StaffCaseBookingMoved) {
  const [row] = await db
    .select({ startsAt: consultationBookings.startsAt, patient: cases.patientName, assignee: users.email, holder: profiles.username })
    .from(consultationBookings)
    .innerJoin(cases, eq(cases.id, job.caseId))
    .innerJoin(users, eq(users.id, cases.assigneeId))
    .leftJoin(profiles, eq(profiles.userId, consultationBookings.coordinatorId))
    .where(eq(consultationBookings.id, job.bookingId))
    .limit(1);
  if (!row) throw new Error(`booking ${job.bookingId} or its case's coordinator is gone`);
  const at = formatInstant(row.startsAt, { zone: CLINIC_ZONE, preset: "console" });
  const holder = displayNameOf(row.holder, "a colleague");
  return notice(
    row.assignee,
    {
      subject: `${job.by} gave ${row.patient}'s consultation to ${holder}`,
      heading: "Your case's consultation has a new host",
      text: `${job.by} gave the video consultation with ${row.patient} on ${at} (Cairo time) to ${holder}. The patient keeps the time and the link; brief ${holder} on the case if needed.`,
    },
    { label: "Open the case", url: `${config.siteUrl}/staff/cases/${job.caseId}` },
  );
}

/** Tells a consultant or a case's coordinator what a colleague did to the patient's call, and where it now is. */
async function staffCallChanged(job: JobOf<StaffJobs, "staff-call-changed">) {
  const [booking, recipient, was] = await Promise.all([
    db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.bookingId) }),
    db.query.users.findFirst({ where: eq(users.id, job.userId), columns: { email: true } }),
    job.fromId ? db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.fromId), columns: { startsAt: true } }) : undefined,
  ]);
  if (!booking || !recipient) throw new Error(`booking ${job.bookingId} or the staff member to tell is gone`);
  const holder = booking.coordinatorId
    ? await db.query.profiles.findFirst({ where: eq(profiles.userId, booking.coordinatorId), columns: { username: true } })
    : undefined;
  const patient = booking.name ?? "a patient";
  const at = `${formatInstant(booking.startsAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time)`;
  const host = displayNameOf(holder?.username ?? null, "a colleague");
  const words = {
    booked: {
      subject: `${job.by} booked a consultation with ${patient}`,
      heading: "A consultation was booked for the patient",
      text: `${job.by} booked a video consultation with ${patient} on ${at}, held by ${host}. The patient has the confirmation and the link.`,
    },
    moved: {
      subject: `${job.by} moved ${patient}'s consultation`,
      heading: "A consultation has a new time",
      text: `${job.by} moved the video consultation with ${patient}${was ? ` from ${formatInstant(was.startsAt, { zone: CLINIC_ZONE, preset: "console" })}` : ""} to ${at}, held by ${host}. The patient has the new time.`,
    },
    cancelled: {
      subject: `${job.by} cancelled ${patient}'s consultation`,
      heading: "A consultation was cancelled",
      text: `${job.by} cancelled the video consultation with ${patient} on ${at}: “${job.reason ?? ""}”. The patient was told why; the time is free again.`,
    },
  }[job.event];
  return notice(recipient.email, words, booking.caseId ? { label: "Open the case", url: `${config.siteUrl}/staff/cases/${booking.caseId}` } : scheduleDay(booking.startsAt));
}

/** Tells a staff member what an admin changed in their consultation hours: patients book by them at once. */
async function staffHoursChanged(job: JobOf<StaffJobs, "staff-hours-changed">) {
  const member = await db.query.users.findFirst({ where: eq(users.id, job.userId), columns: { email: true } });
  if (!member) throw new Error("hours changed for a missing staff member");
  return notice(
    member.email,
    {
      subject: `${job.by} changed your consultation hours`,
      heading: "Your consultation hours changed",
      text: `${job.by} changed your consultation hours: ${job.change}. Patients book by them at once.`,
    },
    { label: "See your hours", url: `${config.siteUrl}/staff/availability` },
  );
}

/**
 * The morning digest (decision 0158): one line per alert held since the last one, each linking to its case. It
 * names cases by their number, not by the patient: the row is the staff member's, and a patient's erasure must
 * not leave their name behind in it.
 */
async function staffDigest(job: StaffDigest) {
  const recipient = await db.query.users.findFirst({ where: eq(users.id, job.userId), columns: { email: true } });
  if (!recipient) throw new Error(`digest for a missing staff member`);
  const items = await db
    .select({ caseId: staffDigestItems.caseId, event: staffDigestItems.event, at: staffDigestItems.createdAt, type: cases.type })
    .from(staffDigestItems)
    .innerJoin(cases, eq(cases.id, staffDigestItems.caseId))
    .where(and(eq(staffDigestItems.userId, job.userId), eq(staffDigestItems.sentAt, new Date(job.batchAt))))
    .orderBy(asc(staffDigestItems.createdAt));
  const count = items.length === 1 ? "1 update" : `${items.length} updates`;
  return {
    to: recipient.email,
    content: {
      subject: `Your morning digest: ${count}`,
      heading: "Since your last digest",
      paragraphs: [
        items.length === 0
          ? "The cases these updates were about are no longer in the console."
          : `${count} you chose to read here rather than at once. Each opens its case.`,
      ],
      links: items.map((item) => ({
        label: `${digestLineLabels[item.event]}: ${caseTypeLabels[item.type].toLowerCase()} ${caseReference(item.caseId)} (${formatInstant(item.at, { zone: CLINIC_ZONE, preset: "console" })}, Cairo time)`,
        url: `${config.siteUrl}/staff/cases/${item.caseId}`,
      })),
      action: { label: "Open the console", url: `${config.siteUrl}/staff` },
      footnotes: [`Choose which e-mails come at once, here or not at all: ${config.siteUrl}/staff/notifications`],
    },
  };
}

/**
 * A consultation booked or cancelled by someone the console has no case for (a first contact through /book): the
 * staff member holding it hears of it, or the team inbox when nobody holds it, with the day of the schedule to open.
 */
async function staffBookingAlert(job: StaffBookingAlert) {
  const booking = await db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.bookingId) });
  if (!booking) throw new Error(`booking ${job.bookingId} not found`);
  const holder = booking.coordinatorId
    ? await db.query.users.findFirst({ where: eq(users.id, booking.coordinatorId), columns: { email: true } })
    : undefined;
  const words = consultationWords(booking.name ?? "A patient", job.event, booking, "the schedule");
  return notice(holder?.email ?? config.contactInbox, words, scheduleDay(booking.startsAt));
}

/** The staff's e-mails (English, as the console): the invitation, the alerts about a case, a consultation given. */
export const staffEmails = defineEmails<StaffJobs>({
  "staff-case-alert": { about: (job) => aboutCase(job.caseId), render: staffCaseAlert, route: routeStaffAlert },
  "staff-booking-moved": { about: (job) => aboutBooking(job.bookingId), render: staffBookingMoved },
  "staff-case-booking-moved": { about: (job) => aboutCase(job.caseId), render: staffCaseBookingMoved },
  "staff-hours-changed": { about: (job) => aboutAccount(job.userId), render: staffHoursChanged },
  "staff-call-changed": { about: (job) => aboutBooking(job.bookingId), render: staffCallChanged },
  "staff-digest": { about: (job) => aboutAccount(job.userId), render: staffDigest },
  "staff-booking-alert": { about: (job) => aboutBooking(job.bookingId), render: staffBookingAlert },
  "staff-invitation": {
    about: (job) =>
      aboutNoneWhile(db.query.staffInvitations.findFirst({ columns: { id: true }, where: eq(staffInvitations.email, job.to) })),
    render: async (job) => {
      const role = job.role === "admin" ? "an admin" : "a coordinator";
      return {
        to: job.to,
        content: {
          subject: `You are invited to the ${site.name} staff`,
          heading: `Join ${site.name} as ${role}`,
          paragraphs: [
            `${job.invitedBy} invited you to the ${site.name} staff console as ${role}, where coordinators answer patients' requests.`,
            "Click the button below to set your password. The link works once, for 72 hours.",
          ],
          action: { label: "Accept the invitation", url: ownLink(job.acceptUrl, "acceptUrl") },
          footnotes: ["If you did not expect this invitation, ignore this email: nothing happens unless you accept it."],
        },
      };
    },
  },
});
