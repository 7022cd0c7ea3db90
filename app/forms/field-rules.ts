import { z } from "zod";
import { formMessage } from "~/i18n/form-message";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "./limits";

export { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH };

// Zod 4 compiles object parsers with `new Function` when it can; it probes for that once, and
// in the browser the probe is an eval that our Content-Security-Policy refuses (Chrome logs a
// violation). Every schema of the site is built from this module, so this runs first everywhere.
z.config({ jitless: true });

// Messages are keys of the `forms` catalogue (app/i18n/messages/forms.ts); the forms kit renders them in
// the page's language. A `label` is a message key too, or plain English where the page stays English (staff).
export const EMAIL_MESSAGE = formMessage("forms.emailInvalid");

const lengthMessage = (label: string, max: number) => formMessage("forms.tooLong", { field: label, max });
const requiredMessage = (label: string) => formMessage("forms.required", { field: label });

/** Any control character: C0 (NUL, tab, CR, LF...), DEL and C1. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Control characters other than line breaks and tab, which a paragraph of text may hold. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

type TextOptions = {
  /** Shown when the field is empty (required fields only). */
  required?: string;
  /** The field's name in messages ("First name must be at most 100 characters"): a message key, or plain English. */
  label: string;
  max: number;
  min?: number;
  /** Shown when the value is shorter than `min`; defaults to the required message. */
  tooShort?: string;
};

/** Trimmed, bounded text that refuses the characters `forbidden` matches. */
function boundedText(forbidden: RegExp, { required, label, max, min = required ? 1 : 0, tooShort }: TextOptions) {
  const message = required ?? requiredMessage(label);
  return z
    .string({ error: message })
    .trim()
    .min(min, tooShort ?? message)
    .max(max, lengthMessage(label, max))
    .refine((value) => !forbidden.test(value), formMessage("forms.controlCharacters", { field: label }));
}

/**
 * One line of text (a name, a phone number, a city): trimmed, bounded, and refusing control
 * characters, so a pasted CR, LF, tab or NUL can never reach a mail header, a log line or a CSV.
 */
export function singleLineText(options: TextOptions) {
  return boundedText(CONTROL_CHARACTER, options);
}

/** Several lines of text (a message, a medical history): line breaks allowed, other control characters not. */
export function multiLineText(options: TextOptions) {
  return boundedText(CONTROL_CHARACTER_BUT_LINE_BREAKS, options);
}

/** An optional field: a missing or blank value becomes `null` (what the database stores). */
export function optional<T extends z.ZodType<string, string>>(rule: T) {
  return rule.optional().transform((value) => value || null);
}

/** A person's first, last or full name: one line, at most 100 characters. */
export function personName(label: string, required = requiredMessage(label)) {
  return singleLineText({ label, required, max: MAX_NAME_LENGTH });
}

/**
 * An e-mail address: trimmed and lowercased before it is checked, so one address is one
 * account and one subscriber; at most 254 characters.
 */
export function emailAddress({
  required = formMessage("forms.emailRequired"),
  invalid = EMAIL_MESSAGE,
  tooLong = lengthMessage("forms.field.email", MAX_EMAIL_LENGTH),
} = {}) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(MAX_EMAIL_LENGTH, tooLong)
    .regex(z.regexes.email, invalid);
}
