/**
 * Quotes: what a line item can be, the currencies, and the arithmetic. Amounts are integer
 * minor units (cents, pence) with their currency; totals are only ever computed here.
 */
import type { QuoteItemKind, QuoteStatus } from "~/domain/quotes";

export {
  quoteCurrencies,
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

/** Every currency of the planner has two decimal places. */
export const MINOR_UNITS_PER_MAJOR = 100;
/** One line at most 10 million in major units; a whole quote stays far below 2^53. */
export const MAX_ITEM_MINOR = 10_000_000 * MINOR_UNITS_PER_MAJOR;

export function quoteTotalMinor(items: readonly { amountMinor: number }[]) {
  return items.reduce((sum, item) => sum + item.amountMinor, 0);
}

/** "1,234.50" typed by a coordinator → 123450 minor units; null when it is not an amount. */
export function parseAmountToMinor(text: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(",", ""));
  if (!match) return null;
  return Number(match[1]) * MINOR_UNITS_PER_MAJOR + Number((match[2] ?? "").padEnd(2, "0"));
}

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
