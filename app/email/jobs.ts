/**
 * The jobs actions put on the e-mail Queue. The consumer renders each one into a
 * message (HTML and text) and sends it; links are built from SITE_URL, never from
 * the request (the consumer refuses any other link). Adding a job here is the only
 * way to send a new kind of e-mail.
 */
export type EmailJob =
  | { type: "welcome"; to: string; username: string }
  | { type: "signup-confirmation"; to: string; username: string; confirmUrl: string }
  | { type: "password-reset"; to: string; resetUrl: string }
  /** To the staff inbox (CONTACT_INBOX); the message is read from contact_messages. */
  | { type: "contact-notification"; contactMessageId: string }
  /** To the visitor who wrote; the address is read from contact_messages. */
  | { type: "contact-acknowledgement"; contactMessageId: string }
  /** To the staff inbox (CONTACT_INBOX) when a trip plan or intake opens a case; read from cases. */
  | { type: "case-notification"; caseId: string }
  /** To a person an admin invited to the staff; the link carries the single-use token. */
  | { type: "staff-invitation"; to: string; role: "coordinator" | "admin"; invitedBy: string; acceptUrl: string }
  | { type: "newsletter-confirmation"; to: string; confirmUrl: string; unsubscribeUrl: string }
  | { type: "newsletter-unsubscribed"; to: string }
  /** Consultation e-mails read the booking row; the address is the one the patient gave. */
  | { type: "booking-verification"; bookingId: string }
  | { type: "booking-confirmation"; bookingId: string }
  | { type: "booking-reminder"; bookingId: string; lead: "24h" | "2h" }
  | { type: "booking-cancelled"; bookingId: string };

export type EmailJobType = EmailJob["type"];

// A record keyed by every job type: adding a type to the union without listing it here fails to compile.
const jobTypes: Record<EmailJobType, true> = {
  welcome: true,
  "signup-confirmation": true,
  "password-reset": true,
  "contact-notification": true,
  "contact-acknowledgement": true,
  "case-notification": true,
  "staff-invitation": true,
  "newsletter-confirmation": true,
  "newsletter-unsubscribed": true,
  "booking-verification": true,
  "booking-confirmation": true,
  "booking-reminder": true,
  "booking-cancelled": true,
};

export const emailJobTypes = Object.keys(jobTypes) as EmailJobType[];
