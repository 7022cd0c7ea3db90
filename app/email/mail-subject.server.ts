import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  caseMessages,
  cases,
  consultationBookings,
  followUpCheckins,
  newsletterSubscriptions,
  quotes,
  staffInvitations,
  users,
} from "~/db/schema";
import type { EmailJob } from "./jobs";

/**
 * What an e-mail is about, read when it is about to go: the account it is for and the case or booking it
 * concerns. The outbox row keeps these ids so export and erasure find a person's mail by them, never by
 * searching its text (decision 2200).
 */
export type MailSubject = { userId: string | null; caseId: string | null; bookingId: string | null };

const about = (subject: Partial<MailSubject>): MailSubject => ({
  userId: null,
  caseId: null,
  bookingId: null,
  ...subject,
});

async function exists(query: Promise<unknown>) {
  return (await query) !== undefined;
}

async function caseSubject(caseId: string | undefined) {
  if (!caseId) return null;
  const row = await db.query.cases.findFirst({ columns: { id: true }, where: eq(cases.id, caseId) });
  return row ? about({ caseId: row.id }) : null;
}

/**
 * The subject of a job, or null when the record it is about no longer exists — its person was erased —
 * so the mail must not go. Asked on every attempt, so a retry never writes an erased person's mail again.
 */
export async function mailSubjectOf(job: EmailJob): Promise<MailSubject | null> {
  switch (job.type) {
    case "welcome":
    case "signup-confirmation":
    case "password-reset":
    case "signup-attempt":
    case "email-change-confirmation":
    case "email-change-notice":
    case "staff-digest":
      return (await exists(db.query.users.findFirst({ columns: { id: true }, where: eq(users.id, job.userId) })))
        ? about({ userId: job.userId })
        : null;
    case "contact-notification":
    case "contact-acknowledgement": {
      const row = await db.query.cases.findFirst({
        columns: { id: true },
        where: eq(cases.contactMessageId, job.contactMessageId),
      });
      return row ? about({ caseId: row.id }) : null;
    }
    case "case-notification":
    case "case-status":
    case "staff-case-alert":
    case "review-invitation":
      return caseSubject(job.caseId);
    case "case-reply": {
      const row = await db.query.caseMessages.findFirst({
        columns: { caseId: true },
        where: eq(caseMessages.id, job.messageId),
      });
      return caseSubject(row?.caseId);
    }
    case "quote-sent":
    case "quote-decided": {
      const row = await db.query.quotes.findFirst({ columns: { caseId: true }, where: eq(quotes.id, job.quoteId) });
      return caseSubject(row?.caseId);
    }
    case "booking-verification":
    case "booking-confirmation":
    case "booking-reminder":
    case "booking-cancelled":
    case "staff-booking-moved":
    case "staff-booking-alert":
      return (await exists(
        db.query.consultationBookings.findFirst({
          columns: { id: true },
          where: eq(consultationBookings.id, job.bookingId),
        }),
      ))
        ? about({ bookingId: job.bookingId })
        : null;
    case "newsletter-confirmation":
    case "newsletter-unsubscribed":
      return (await exists(
        db.query.newsletterSubscriptions.findFirst({
          columns: { id: true },
          where: eq(newsletterSubscriptions.email, job.to),
        }),
      ))
        ? about({})
        : null;
    case "staff-invitation":
      return (await exists(
        db.query.staffInvitations.findFirst({
          columns: { id: true },
          where: eq(staffInvitations.email, job.to),
        }),
      ))
        ? about({})
        : null;
    case "aftercare-checkin":
    case "aftercare-urgent": {
      const row = await db.query.followUpCheckins.findFirst({ columns: { caseId: true }, where: eq(followUpCheckins.id, job.checkinId) });
      return caseSubject(row?.caseId);
    }
    case "account-deleted":
      // Sent after the erasure it reports; its outbox row forgets the address once sent.
      return about({});
  }
}
