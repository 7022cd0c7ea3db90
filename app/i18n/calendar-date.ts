/** Calendar dates ("2027-03-05"): no zone and no time of day, so they read the same on the server and in the browser. */
import { formatDate } from "./format";
import type { Locale } from "./locales";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-03-05" as a UTC timestamp, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? time : null;
}

/**
 * "2027-03-05" → "March 5, 2027" ("5 مارس 2027"): a calendar date, the same on the server and in the browser; an
 * empty string for anything that is not a real date.
 */
export function formatCalendarDate(isoDate: string, locale: Locale = "en") {
  const time = parseIsoDate(isoDate);
  return time === null ? "" : formatDate(locale, time, { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}
