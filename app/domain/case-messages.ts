/** The stored vocabulary of a case's conversation (the `case_messages` table's CHECKs). */
export const messageAuthors = ["patient", "staff"] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

export const MAX_MESSAGE_LENGTH = 5000;

/** The longest an open thread waits before asking for new messages (the browser tests move their clock by it). */
export const THREAD_POLL_MS = 30_000;
