import { z } from "zod";
import { messageChannels } from "~/domain/case-messages";
import { parseIsoDate } from "~/i18n/calendar-date";
import { addDays, DAY_MS, weekdayOf } from "~/i18n/time";
import type { ReportFilters } from "./report-filters";

/** The longest range one report covers: a year and a day, so a whole year is one report. */
export const MAX_REPORT_DAYS = 366;
/** Without a start, a report covers this week and the seven before it. */
export const DEFAULT_REPORT_WEEKS = 8;

const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const calendarDate = (label: string) =>
  z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .refine((value) => parseIsoDate(value) !== null, `Give the ${label} as a date (YYYY-MM-DD)`)
      .optional(),
  );

/**
 * The report's filters, as its GET form sends them (a filtered report is a URL to share): a range of Cairo calendar
 * days, both ends included, one staff member (or "unassigned") and one channel the patient wrote on. Every field may
 * be left out; the page and its CSV read the same query with this one schema.
 */
export const reportQuerySchema = z
  .object({
    from: calendarDate("first day"),
    to: calendarDate("last day"),
    coordinator: z.preprocess(blankAsMissing, z.string().trim().regex(/^[\w-]{1,64}$/, "Choose a staff member from the list").optional()),
    channel: z.preprocess(blankAsMissing, z.enum(messageChannels, { error: "Choose a channel from the list" }).optional()),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const days = (parseIsoDate(query.to)! - parseIsoDate(query.from)!) / DAY_MS + 1;
    if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: "The last day comes before the first" });
    else if (days > MAX_REPORT_DAYS) context.addIssue({ code: "custom", path: ["to"], message: `A report covers at most ${MAX_REPORT_DAYS} days` });
  });

export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The Monday (by the calendar) of a date's week. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);

/**
 * The query with its missing ends filled in from `today` (Cairo's date): to the end of this week (its Sunday, so the
 * calls booked for later this week count), from the Monday seven weeks before the last day's week; a range given only
 * its first day runs to this week's end (at most a year; a first day after it is a report of that day).
 */
export function reportFilters(query: ReportQuery, today: string): ReportFilters {
  const weekEnd = addDays(mondayOf(today), 6);
  const to = query.to ?? (query.from ? maxDate(query.from, minDate(weekEnd, addDays(query.from, MAX_REPORT_DAYS - 1))) : weekEnd);
  const from = query.from ?? addDays(mondayOf(to), -7 * (DEFAULT_REPORT_WEEKS - 1));
  return { from, to, coordinator: query.coordinator ?? null, channel: query.channel ?? null };
}
