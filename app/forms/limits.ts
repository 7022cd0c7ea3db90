/**
 * Length limits that markup needs without loading zod (the newsletter form is on every page).
 * `field-rules.ts` builds its rules on them and re-exports them.
 */

/** The longest e-mail address a mail server accepts (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** A person's first, last or full name. */
export const MAX_NAME_LENGTH = 100;
