/** The stored vocabulary of a case's conversation (the `case_messages` table's CHECKs). */
export const messageAuthors = ["patient", "staff"] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

/** How a message reached the thread: written on the site, a reply to one of our e-mails, or WhatsApp. */
export const messageChannels = ["site", "email", "whatsapp"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** What WhatsApp said of a message sent there (its status webhooks); none until it has left. */
export const deliveryStatuses = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** How a number's consent to WhatsApp was given: the patient wrote to us first, or told a coordinator. */
export const whatsappOptInMethods = ["patient_message", "staff_recorded"] as const;
export type WhatsappOptInMethod = (typeof whatsappOptInMethods)[number];

/** Why an inbound e-mail was kept for staff review instead of reaching a thread. */
export const quarantineReasons = ["bad_token", "expired_token", "wrong_sender", "empty", "too_many"] as const;
export type QuarantineReason = (typeof quarantineReasons)[number];

export const MAX_MESSAGE_LENGTH = 5000;

/** The longest an open thread waits before asking for new messages (the browser tests move their clock by it). */
export const THREAD_POLL_MS = 30_000;

/** The most often an open case list loads again on the team's changes. */
export const LIST_RELOAD_MS = 1000;
