/** What the staff's attachment form and the server agree on (pure: the page imports it). */

/** A case holds at most this many attached files; the server checks it in the insert itself. */
export const MAX_ATTACHMENT_COUNT = 20;

/** The file input's name. */
export const ATTACHMENT_FIELD_NAME = "file";
