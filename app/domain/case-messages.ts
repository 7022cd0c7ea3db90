/** The stored vocabulary of a case's conversation (the `case_messages` table's CHECKs). */
export const messageAuthors = ["patient", "staff"] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

/** How a message reached the thread: written on the site, or a reply to one of our e-mails. */
export const messageChannels = ["site", "email"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Why an inbound e-mail was kept for staff review instead of reaching a thread. */
export const quarantineReasons = ["bad_token", "expired_token", "wrong_sender", "empty", "too_many"] as const;
export type QuarantineReason = (typeof quarantineReasons)[number];

export const MAX_MESSAGE_LENGTH = 5000;

/** The longest an open thread waits before asking for new messages (the browser tests move their clock by it). */
export const THREAD_POLL_MS = 30_000;

/** The most often an open case list loads again on the team's changes. */
export const LIST_RELOAD_MS = 1000;
