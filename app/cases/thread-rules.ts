import type { MessageChannel } from "~/domain/case-messages";
/**
 * The conversation of a case as both sides see it: who wrote a message, the bounds of a
 * message, and the status the patient reads. Pure data and functions, safe anywhere.
 */
import type { CaseStatus } from "../cases/case-rules";

export { MAX_MESSAGE_LENGTH, messageAuthors, type MessageAuthor } from "~/domain/case-messages";

/** Messages one patient may send in an hour, across all their cases. */
export const PATIENT_MESSAGES_PER_HOUR = 20;
/** A conversation link works this long after the last message in its thread. */
export const CONVERSATION_LINK_DAYS = 30;

/** The zone a thread's times are shown in, named in the page's language: the patient's, or Cairo for staff. */
export type ThreadTimeZone = { id: string; name: string };

/** How a message came, as the console says it (English only, decision 0131): the thread and the case's history. */
export const staffChannelWords: Record<MessageChannel, string> = { site: "on the site", email: "by e-mail", whatsapp: "on WhatsApp" };

/** The statuses a patient is told about by e-mail. */
export const emailedStatuses = ["awaiting_patient", "scheduled"] as const satisfies readonly CaseStatus[];

/**
 * What the patient sent when opening the case (or a case merged into it), shown as their first message at the time
 * it was received. It is read from the request itself and never stored as a message, so unread marks, due times and
 * reply counts do not see it. `body` is their words, or a short summary in the reader's language; `details` links
 * to the rest of what they sent.
 */
export type OpeningMessage = {
  id: string;
  body: string;
  sentAt: string;
  /** Sent on another case that was merged into this one. */
  merged: boolean;
  details: { href: string; label: string } | null;
  /** How the request came: the site's forms, or a WhatsApp message from an unknown number. */
  channel: MessageChannel;
};
