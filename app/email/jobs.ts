/**
 * The jobs actions put on the e-mail Queue. The consumer renders each one into a
 * message (HTML and text) and sends it; links are built from SITE_URL, never from
 * the request. Adding a job here is the only way to send a new kind of e-mail.
 */
export type EmailJob =
  | { type: "welcome"; to: string; username: string }
  | { type: "signup-confirmation"; to: string; username: string; confirmUrl: string }
  | { type: "password-reset"; to: string; resetUrl: string }
  | {
      type: "contact-notification";
      contactMessageId: string;
    }
  | { type: "contact-acknowledgement"; contactMessageId: string }
  | { type: "newsletter-confirmation"; to: string; confirmUrl: string; unsubscribeUrl: string }
  | { type: "newsletter-unsubscribed"; to: string };

export type EmailJobType = EmailJob["type"];
