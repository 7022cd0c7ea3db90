/**
 * Quotes: what a line item can be, the currencies, and the arithmetic. Amounts are integer
 * minor units (cents, pence, fils: as many as `Intl` says the currency has) with their currency; totals are only
 * ever computed here.
 */
import type { QuoteInclusion, QuoteItemKind, QuoteStatus, QuoteTerms } from "~/domain/quotes";
import { minorUnitsPerMajor } from "~/i18n/money";

export {
  balancePlaces,
  balanceTimes,
  quoteCurrencies,
  quoteInclusions,
  quoteTaxes,
  quoteItemKinds,
  quoteStatuses,
  type QuoteCurrency,
  type QuoteItemKind,
  type QuoteStatus,
} from "~/domain/quotes";

export const quoteItemKindLabels: Record<QuoteItemKind, string> = {
  procedure: "Procedure",
  hospital_stay: "Hospital stay",
  accommodation: "Accommodation",
  transfers: "Transfers",
  concierge: "Concierge",
  other: "Other",
};

export const quoteInclusionLabels: Record<QuoteInclusion, string> = {
  anaesthesia: "Anaesthesia",
  tests: "Tests and scans",
  implants_materials: "Implants and materials",
  hospital_nights: "Hospital nights",
  hotel: "Hotel",
  transfers: "Transfers",
  interpreter: "Interpreter",
  follow_up: "Follow-up",
};

/** At most this many units of one line (nights, implants). */
export const MAX_QUANTITY = 999;

/** The most one amount may be: 10 million in major units, so a whole quote stays far below 2^53 in any currency. */
export const maxAmountMinor = (currency: string) => 10_000_000 * minorUnitsPerMajor(currency);

export function quoteTotalMinor(items: readonly { amountMinor: number }[]) {
  return items.reduce((sum, item) => sum + item.amountMinor, 0);
}

/**
 * "1,234.50" typed by a coordinator → 123450 minor units of a two-decimal currency (1234500 fils of Kuwaiti dinars);
 * null when it is not an amount, or has more decimals than the currency.
 */
export function parseAmountToMinor(text: string, currency: string): number | null {
  const perMajor = minorUnitsPerMajor(currency);
  const digits = Math.round(Math.log10(perMajor));
  const match = /^(\d{1,8})(?:\.(\d+))?$/.exec(text.trim().replaceAll(",", ""));
  if (!match || (match[2] ?? "").length > digits) return null;
  return Number(match[1]) * perMajor + Number((match[2] ?? "").padEnd(digits, "0") || 0);
}

/** Minor units written back as the form takes them: 123450 → "1234.50", 1234500 fils → "1234.500". */
export function minorToAmountText(minor: number, currency: string) {
  const perMajor = minorUnitsPerMajor(currency);
  return (minor / perMajor).toFixed(Math.round(Math.log10(perMajor)));
}

/** The deposit in minor units: a percentage of the total (rounded to the minor unit) or its amount. */
export function depositMinor(terms: Pick<QuoteTerms, "deposit">, totalMinor: number) {
  return terms.deposit.kind === "percent" ? Math.round((totalMinor * terms.deposit.percent) / 100) : terms.deposit.amountMinor;
}

/**
 * Wording that would waive the facility's or doctor's liability, in English or Arabic. Egypt's Medical Liability
 * Law (13/2025) voids such waivers, so a quote never carries one.
 */
const LIABILITY_WAIVER = /\b(waive[sd]?|waiver|hold harmless|not (be )?(held )?(liable|responsible)|no liability|liability is excluded|at (the patient's|your) own risk)\b|إخلاء (ال)?مسؤولية|لا يتحمل (الطبيب|المستشفى|المركز)? ?(أي )?مسؤولية|على مسؤوليتك الخاصة/iu;

export const waivesLiability = (text: string) => LIABILITY_WAIVER.test(text);

/** "Q-0007 v2": the number stays with the case's quote, each revision is a version. */
export function quoteReference(number: number, version: number) {
  return `Q-${String(number).padStart(4, "0")} v${version}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-31 and 0000-01-01 are not). */
export function isCalendarDate(text: string) {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first and last day (YYYY-MM-DD, UTC) a quote sent at `now` may be valid until: today to one year ahead. */
export function validUntilRange(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const nextYear = new Date(now);
  nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
  return { first: today, last: nextYear.toISOString().slice(0, 10) };
}

/** Whether a validity date may be given to a quote sent at `now`; calendar dates compare as text. */
export function isValidUntilAllowed(text: string, now: Date) {
  const { first, last } = validUntilRange(now);
  return isCalendarDate(text) && text >= first && text <= last;
}

/** A quote can be answered until the end (UTC) of its validity date. */
export function quoteExpiresAt(validUntil: string) {
  return new Date(`${validUntil}T23:59:59.999Z`);
}

export function isQuoteOpen(quote: { status: QuoteStatus; validUntil: string }, now: Date) {
  return quote.status === "sent" && quoteExpiresAt(quote.validUntil).getTime() >= now.getTime();
}
