import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { site } from "~content/site";
import { patientReference } from "~/cases/case-reference.server";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { aboutBooking, defineEmails, mailLanguage, type JobOf, type Rendered } from "~/email/email.server";
import { localePath, type Locale } from "~/i18n/locales";
import { bookingUrl, videoCallUrl } from "./links.server";
import { CLINIC_ZONE, zoneDescription, formatInstant } from "~/i18n/time";

/** Consultation e-mails read the booking row; the address is the one the patient gave. */
type BookingJobs = {
  "booking-verification": { bookingId: string };
  "booking-confirmation": { bookingId: string };
  "booking-reminder": { bookingId: string; lead: "24h" | "2h" };
  /** `reason`: staff cancelled it and said why (a patient's own cancellation has none). */
  "booking-cancelled": { bookingId: string; reason?: string };
  /** Staff moved the patient's consultation to a new time (`bookingId`, the new booking; `fromId`, the one it replaced). */
  "booking-rescheduled": { bookingId: string; fromId: string };
};

type BookingJob = JobOf<BookingJobs>;

/** Both readings of the time, in the e-mail's language: the patient's zone first, Cairo beside it. */
export function bookingTimes(startsAt: number, patientZone: string, locale: Locale = "en") {
  const { t } = mailLanguage(locale);
  return [
    { label: t("booking.email.yourTime"), value: `${formatInstant(startsAt, { zone: patientZone, locale, preset: "dateTime" })} (${zoneDescription(patientZone, locale)})` },
    { label: t("booking.email.cairoTime"), value: `${formatInstant(startsAt, { zone: CLINIC_ZONE, locale, preset: "dateTime" })} (${zoneDescription(CLINIC_ZONE, locale)})` },
  ];
}

/** The content of a consultation e-mail, read from its booking, in the language the patient booked in. */
export async function bookingEmailContent(job: BookingJob): Promise<Rendered> {
  const booking = await db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.bookingId) });
  if (!booking?.email) throw new Error(`booking ${job.bookingId} has no e-mail address`);
  const { locale } = booking;
  const { t } = mailLanguage(locale);
  const startsAt = booking.startsAt.getTime();
  const details = [
    ...bookingTimes(startsAt, booking.patientZone, locale),
    { label: t("booking.email.length"), value: t("booking.summary.lengthValue") },
  ];
  const manage = await bookingUrl("manage", booking.id, "", locale);
  const calendar = await bookingUrl("manage", booking.id, "/calendar.ics", locale);
  const name = booking.name ?? t("booking.email.there");
  const manageLink = { label: t("booking.email.manage"), url: manage };
  const videoLink = { label: t("booking.email.videoCall"), url: await videoCallUrl(booking.id) };
  // The request the consultation belongs to (decision 0153): the one it opened, or the patient's current one.
  const reference = booking.caseId ? await patientReference({ caseId: booking.caseId }) : null;
  switch (job.type) {
    case "booking-verification":
      return {
        to: booking.email,
        locale,
        content: {
          subject: t("booking.email.verify.subject"),
          heading: t("booking.email.verify.heading"),
          paragraphs: [t("booking.email.hello", { name }), t("booking.email.verify.text")],
          details,
          action: { label: t("booking.verify.submit"), url: await bookingUrl("verify", booking.id, "", locale) },
          footnotes: [t("booking.email.verify.footnote")],
        },
      };
    case "booking-confirmation":
      return {
        to: booking.email,
        locale,
        content: {
          subject: t("booking.email.confirmed.subject", { site: site.name }),
          heading: t("booking.email.confirmed.heading"),
          paragraphs: [t("booking.email.confirmed.text", { name, site: site.name }), t("booking.email.confirmed.reminders")],
          details: [...details, ...(reference ? [{ label: t("patientEmails.ack.reference"), value: reference }] : [])],
          action: { label: t("booking.email.calendar"), url: calendar },
          links: [videoLink, manageLink],
          footnotes: [t("booking.email.questions", { phone: config.operator.phone, email: config.operator.email })],
        },
      };
    case "booking-reminder":
      return {
        to: booking.email,
        locale,
        content: {
          subject: job.lead === "24h" ? t("booking.email.reminder.subject24") : t("booking.email.reminder.subject2"),
          heading: job.lead === "24h" ? t("booking.email.reminder.heading24") : t("booking.email.reminder.heading2"),
          paragraphs: [t("booking.email.reminder.text", { name, site: site.name })],
          details,
          action: videoLink,
          links: job.lead === "24h" ? [{ label: t("booking.email.calendar"), url: calendar }, manageLink] : [],
          footnotes: [t("booking.email.reminder.help", { phone: config.operator.phone })],
        },
      };
    case "booking-cancelled":
      return {
        to: booking.email,
        locale,
        content: {
          subject: t("booking.email.cancelled.subject"),
          heading: t("booking.email.cancelled.heading"),
          paragraphs: [t(job.reason === undefined ? "booking.email.cancelled.text" : "booking.email.cancelled.byStaff", { name })],
          details: [...details, ...(job.reason ? [{ label: t("booking.email.cancelled.reason"), value: job.reason }] : [])],
          action: { label: t("booking.email.cancelled.action"), url: `${new URL(manage).origin}${localePath(locale, "/book")}` },
        },
      };
    case "booking-rescheduled": {
      const was = await db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.fromId), columns: { startsAt: true } });
      const wasAt = was ? [{ label: t("booking.email.moved.was"), value: `${formatInstant(was.startsAt, { zone: booking.patientZone, locale, preset: "dateTime" })} (${zoneDescription(booking.patientZone, locale)})` }] : [];
      return {
        to: booking.email,
        locale,
        content: {
          subject: t("booking.email.moved.subject"),
          heading: t("booking.email.moved.heading"),
          paragraphs: [t("booking.email.moved.text", { name }), t("booking.email.confirmed.reminders")],
          details: [...details, ...wasAt],
          action: { label: t("booking.email.calendar"), url: calendar },
          links: [videoLink, manageLink],
          footnotes: [t("booking.email.questions", { phone: config.operator.phone, email: config.operator.email })],
        },
      };
    }
  }
}

const bookingEmail = { about: (job: BookingJob) => aboutBooking(job.bookingId), render: bookingEmailContent };

/** The consultation e-mails, in the language the patient booked in. */
export const bookingEmails = defineEmails<BookingJobs>({
  "booking-verification": bookingEmail,
  "booking-confirmation": bookingEmail,
  "booking-reminder": bookingEmail,
  "booking-cancelled": bookingEmail,
  "booking-rescheduled": bookingEmail,
});
