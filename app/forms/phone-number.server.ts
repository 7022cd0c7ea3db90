import { getCountries, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** Arabic-Indic and Persian digits as ASCII: a number typed on an Arabic keyboard is the same number. */
export function asciiDigits(text: string) {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

/** "00420…" is how much of the world dials "+420…"; the parser reads only the plus without a country. */
const withPlus = (typed: string) => asciiDigits(typed.trim()).replace(/^00(?=[1-9])/, "+");

let regionNames: Map<string, CountryCode> | undefined;

/** Every country's English and Arabic name, read once per isolate when a form first names a country. */
function regionsByName() {
  if (regionNames) return regionNames;
  regionNames = new Map();
  for (const locale of ["en", "ar"]) {
    const display = new Intl.DisplayNames([locale], { type: "region" });
    for (const code of getCountries()) {
      const name = display.of(code);
      if (name) regionNames.set(name.toLowerCase(), code);
    }
  }
  return regionNames;
}

/** The country a form's "country" answer names (its English or Arabic name, or its ISO code), if any. */
export function regionOf(country: string | null | undefined): CountryCode | undefined {
  const answer = country?.trim().toLowerCase();
  if (!answer) return undefined;
  if (answer === "uk") return "GB";
  const code = answer.toUpperCase();
  return getCountries().find((c) => c === code) ?? regionsByName().get(answer);
}

/**
 * A phone number as we store it: E.164 ("+420601234567") when it parses as a valid number, written
 * internationally or nationally in the country the patient gave; otherwise exactly as typed, so nothing the
 * patient wrote is lost (the search index still finds it by its digits).
 */
export function storedPhoneNumber<T extends string | null | undefined>(typed: T, region?: CountryCode): T | string {
  if (!typed?.trim()) return typed;
  const parsed = parsePhoneNumberFromString(withPlus(typed), region ? { defaultCountry: region } : undefined);
  return parsed?.isValid() ? parsed.number : typed;
}

/**
 * The digit strings a typed number may be stored or indexed under, for the search box: "+420 601 234 567",
 * "00420601234567" and "601234567" each give the E.164 digits and the national number they can mean, and a
 * national number with its trunk 0 ("0601 234 567") gives it without. Null when the text is not a number.
 */
export function phoneSearchDigits(typed: string): string[] | null {
  const text = withPlus(typed);
  if (!/^[+\d\s().\-/]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length < 6 || digits.length > 15) return null;
  const forms = new Set([digits]);
  // "(+420) 601…" is international too: the plus comes before the first digit.
  const parsed = /^\D*\+/.test(text) ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  if (parsed?.isPossible()) forms.add(parsed.nationalNumber);
  else if (digits.startsWith("0")) forms.add(digits.slice(1));
  return [...forms];
}

/** A stored number as people read it: "+420 601 234 567" for a stored E.164, anything else as it was typed. */
export function readablePhoneNumber(stored: string) {
  const parsed = stored.startsWith("+") ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.isValid() && parsed.number === stored ? parsed.formatInternational() : stored;
}
