import { budgetLimits } from "~content/trip-budget";
import { formatDate as formatLocaleDate, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/**
 * How a plan's dates and budget read, on the planner and wherever a stored plan is shown (the
 * dashboard, the confirmation page). It needs no planner content, so those pages do not load it.
 */

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

/** A budget amount as the slider labels show it, in the page's language: the top of the range reads "$50,000+". */
export function formatBudget(amount: number, currency: string, locale: Locale = "en") {
  const money = formatMoney(locale, amount, currency);
  return amount >= budgetLimits.max ? `${money}+` : money;
}

/** "March 5, 2027" ("5 مارس 2027") for "2027-03-05", the same on the server and in the browser. */
export function formatDate(isoDate: string, locale: Locale = "en") {
  const time = parseIsoDate(isoDate);
  return time === null
    ? ""
    : formatLocaleDate(locale, time, { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}
