import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { cases, consultationBookings, contactMessages } from "~/db/schema";
import type { CaseType } from "~/domain/cases";
import { aboutCase, defineEmails, siteLink, type Rendered } from "~/email/email.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { readablePhoneNumber } from "~/forms/phone-number.server";
import { caseReference } from "./case-reference";
import { treatmentName } from "~/treatments/treatment-name";
import { caseTypeLabels, replyWindowHours } from "./case-rules";

type CaseJobs = {
  /** To the staff inbox (CONTACT_INBOX) when any request opens a case; read from cases. */
  "case-notification": { caseId: string };
};

/** Staff mail gives times in Cairo, as the console does. */
const cairoTime = (date: Date) => `${formatInstant(date, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time)`;

/** What arrived, after "… sent", in the notification's first sentence. */
const whatWasSent: Record<CaseType, string> = {
  contact: "a message through the contact form",
  trip_plan: "a trip plan",
  intake: "an intake",
  booking: "a consultation booking",
};

/**
 * The one notification of a new case to the staff inbox, whatever opened it (English, as the console;
 * decision 0158). It names what arrived and links to the case, where the answer is written: a reply by e-mail would
 * bypass the console, its promise and its history. A contact message is quoted whole; a trip plan's or an
 * intake's health details stay behind sign-in on the case page.
 */
async function newCaseNotification(caseId: string): Promise<Rendered> {
  const c = await db.query.cases.findFirst({ where: eq(cases.id, caseId) });
  if (!c) throw new Error("the case of the notification was not found");
  const what = caseTypeLabels[c.type].toLowerCase();
  const waits = `It waits in the staff console, where the answer is written; we promised a reply within ${replyWindowHours[c.type]} hours.`;
  const times = [
    { label: "Received", value: cairoTime(c.receivedAt) },
    { label: "Reply due", value: cairoTime(c.dueAt) },
  ];
  const action = { label: "Open the case", url: siteLink(`/staff/cases/${c.id}`) };
  const [message, booking] = await Promise.all([
    c.contactMessageId ? db.query.contactMessages.findFirst({ where: eq(contactMessages.id, c.contactMessageId) }) : undefined,
    c.bookingId ? db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, c.bookingId) }) : undefined,
  ]);
  if (!message) {
    return {
      to: config.contactInbox,
      content: {
        subject: `New ${what} from ${c.patientName}`,
        heading: `New ${what}`,
        paragraphs: [`${c.patientName} sent ${whatWasSent[c.type]}. ${waits}`],
        details: [
          { label: "Name", value: c.patientName },
          { label: "Email", value: c.patientEmail },
          booking
            ? { label: "Consultation", value: cairoTime(booking.startsAt) }
            : { label: "Treatment", value: treatmentName(c.treatment) ?? "Not given" },
          ...times,
        ],
        action,
      },
    };
  }
  // The sender's own words and fields, as they typed them (the case keeps a lower-cased address).
  const name = `${message.firstName} ${message.lastName}`;
  return {
    to: config.contactInbox,
    content: {
      subject: `New ${what} from ${name}`,
      heading: `New ${what}`,
      paragraphs: [`${name} sent ${whatWasSent[c.type]}. ${waits}`],
      details: [
        { label: "Name", value: name },
        { label: "Email", value: message.email },
        { label: "Phone", value: message.phone ? readablePhoneNumber(message.phone) : "Not given" },
        { label: "Country", value: message.country ?? "Not given" },
        { label: "Treatment", value: treatmentName(message.treatment) ?? "Not given" },
        ...times,
        { label: "Reference", value: caseReference(c.id) },
      ],
      quote: message.message,
      action,
    },
  };
}

export const caseEmails = defineEmails<CaseJobs>({
  "case-notification": { about: (job) => aboutCase(job.caseId), render: (job) => newCaseNotification(job.caseId) },
});
