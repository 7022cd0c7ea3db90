/**
 * The jobs actions put on the e-mail Queue. The consumer renders each one into a
 * message (HTML and text) and sends it; links are built from SITE_URL, never from
 * the request (the consumer refuses any other link). Adding a job here, and its template to its
 * feature's set in the registry (app/email/templates.server.ts), is the only way to send a new kind of e-mail.
 */
import type { StaffAlertEvent } from "~/domain/staff-alerts";
import { defaultLocale, type Locale } from "~/i18n/locales";

/**
 * Every job may say the recipient's language (`locale`): the account's stored language, or the language of
 * the page the form was sent from (`getLocale(context)`). Without it the e-mail is in English.
 */
export type EmailJob = EmailJobBody & { locale?: Locale };

/** The job's language field: none for English, so English jobs read as they always did. */
export const inLocale = (locale: Locale): { locale?: Locale } => (locale === defaultLocale ? {} : { locale });

/**
 * Mail about an account names it (`userId`): the consumer drops the job if the account was erased before
 * it went out (app/email/mail-subject.server.ts), and erasure finds its outbox row by it.
 */
type EmailJobBody =
  | { type: "welcome"; to: string; userId: string; username: string }
  | { type: "signup-confirmation"; to: string; userId: string; username: string; confirmUrl: string }
  | { type: "password-reset"; to: string; userId: string; resetUrl: string }
  /** To the owner of a confirmed address someone signed up with: nothing changed; sign in or reset the password. */
  | { type: "signup-attempt"; to: string; userId: string }
  /**
   * What contact messages queued before decision 2409; rendered as `case-notification` (remove once no message
   * of this type can be left on the Queue or its dead-letter queue).
   */
  | { type: "contact-notification"; contactMessageId: string }
  /** To the visitor who wrote; the address is read from contact_messages. */
  | { type: "contact-acknowledgement"; contactMessageId: string }
  /** To the staff inbox (CONTACT_INBOX) when any request opens a case (decision 2409); read from cases. */
  | { type: "case-notification"; caseId: string }
  /** To a person an admin invited to the staff; the link carries the single-use token. */
  | { type: "staff-invitation"; to: string; role: "coordinator" | "admin"; invitedBy: string; acceptUrl: string }
  | { type: "newsletter-confirmation"; to: string; confirmUrl: string; unsubscribeUrl: string }
  | { type: "newsletter-unsubscribed"; to: string }
  /** To the new address: the link that makes it the account's. */
  | { type: "email-change-confirmation"; to: string; userId: string; confirmUrl: string }
  /** To the old address: a change was asked for (the new address shown masked). */
  | { type: "email-change-notice"; to: string; userId: string; newAddress: string }
  /** After erasure: the outbox forgets the recipient once sent, so nothing names the person. */
  | { type: "account-deleted"; to: string }
  /** To the patient: a coordinator's reply in their case's thread (app/cases/thread-emails.server.ts). */
  | { type: "case-reply"; messageId: string }
  /** To the patient: their case now waits for their answer, or is scheduled. */
  | { type: "case-status"; caseId: string; status: "awaiting_patient" | "scheduled" }
  /** To the patient: a new quote (or a new version of it). */
  | { type: "quote-sent"; quoteId: string }
  /** To the case's coordinator (or the staff inbox): the patient accepted or declined a quote. */
  | { type: "quote-decided"; quoteId: string }
  /**
   * To the case's coordinator (or the staff inbox when nobody has it): the case was assigned to them, the patient
   * wrote, a consultation was booked or cancelled (`bookingId`: which), or the reply is overdue; an overdue case also
   * goes to each admin, named by `adminId` (app/cases/console/staff-emails.server.ts).
   */
  | { type: "staff-case-alert"; caseId: string; event: StaffCaseEvent; by?: string; adminId?: string; bookingId?: string }
  /** To a staff member: the alerts held for their morning digest, taken by the digest run at `batchAt` (decision 2613). */
  | { type: "staff-digest"; userId: string; batchAt: number }
  /**
   * To the staff member holding a consultation that someone with no case booked or cancelled (the team inbox when
   * nobody holds it): a consultation with a patient the console does not know yet reaches someone.
   */
  | { type: "staff-booking-alert"; bookingId: string; event: "booked" | "cancelled" }
  /** To the staff member an admin gave a consultation to, from the schedule (`by`: the admin's name). */
  | { type: "staff-booking-moved"; bookingId: string; by: string }
  /** Consultation e-mails read the booking row; the address is the one the patient gave. */
  | { type: "booking-verification"; bookingId: string }
  | { type: "booking-confirmation"; bookingId: string }
  | { type: "booking-reminder"; bookingId: string; lead: "24h" | "2h" }
  | { type: "booking-cancelled"; bookingId: string }
  /** Follow-up after discharge (app/aftercare/emails.server.ts): the check-in to the patient, an urgent answer to the team. */
  | { type: "aftercare-checkin"; checkinId: string }
  | { type: "aftercare-urgent"; checkinId: string; to: "team" | "coordinator" }
  /** The invitation to review after the 30-day check-in (app/reviews/emails.server.ts). */
  | { type: "review-invitation"; caseId: string };

/** What a `staff-case-alert` tells; a quote's answer has its own job, `quote-decided`, with the quote's figures. */
export type StaffCaseEvent = Exclude<StaffAlertEvent, "quote-decided">;

export type EmailJobType = EmailJob["type"];

/** Templates whose outbox copy drops the recipient's address once sent (the account no longer exists). */
export const recipientForgottenAfterSending: ReadonlySet<EmailJobType> = new Set(["account-deleted"]);

