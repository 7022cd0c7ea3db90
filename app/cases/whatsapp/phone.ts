import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A WhatsApp number as Meta writes it (digits, no plus) or as a person types it, in E.164; null when it is none. */
export function whatsappE164(number: string): string | null {
  const digits = number.replace(/[^\d+]/g, "").replace(/^\+?/, "+");
  const parsed = parsePhoneNumberFromString(digits);
  return parsed?.isValid() ? parsed.number : null;
}

/** The digits the Graph API addresses a number by. */
export const graphRecipient = (e164: string) => e164.replace(/^\+/, "");

/**
 * The address a case opened from WhatsApp alone keeps in its e-mail column (a case always has one): on the
 * reserved `.invalid` domain, so it reaches nobody and the e-mail pipe leaves it out.
 */
export const whatsappOnlyAddress = (e164: string) => `${graphRecipient(e164)}@whatsapp.invalid`;

export const isWhatsappOnlyAddress = (email: string) => email.endsWith("@whatsapp.invalid");
