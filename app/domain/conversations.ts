/** The stored vocabulary of a case's conversation (the `case_messages` table's CHECKs). */
export const messageAuthors = ["patient", "staff"] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

export const MAX_MESSAGE_LENGTH = 5000;
