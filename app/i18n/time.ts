/**
 * The one module for time zones and the times shown in them: the clinic's zone, wall clocks
 * and the formatter of an instant in a zone. Zone offsets and wall clocks come from `@date-fns/tz`,
 * which reads the runtime's own tz database (Intl): no offset is ever written down here, so Egypt's
 * daylight-saving rules (and every patient's) come from the same source as the browser's.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { dayAndTime, formatDate, intlLocale } from "./format";
import { dateTimeFormat } from "./intl";
import type { Locale } from "./locales";

/** Where the clinic and its coordinators work: staff pages show every time here. */
export const CLINIC_ZONE = "Africa/Cairo";
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The wall-clock reading of an instant in a zone. */
export function wallClock(utcMs: number, zone: string) {
  const at = new TZDate(utcMs, zone);
  return {
    date: `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`,
    minute: at.getHours() * 60 + at.getMinutes(),
    weekday: at.getDay(),
    second: at.getSeconds(),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(utcMs: number, zone: string) {
  return tzOffset(zone, new Date(utcMs)) * MINUTE_MS;
}

/**
 * The instant a wall-clock time on a date happens in a zone. `minute` may reach 1440
 * (the end of the day). A time skipped by a clock change is moved forward by the
 * gap (00:30 on a night that jumps from 00:00 to 01:00 is 01:30), as Temporal's
 * "compatible" rule does; a repeated time maps to its first occurrence.
 */
export function zonedTimeToUtc(date: string, minute: number, zone: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 0, minute);
  const before = naive - zoneOffsetMs(naive - DAY_MS / 2, zone);
  const after = naive - zoneOffsetMs(naive + DAY_MS / 2, zone);
  // Prefer the earliest candidate whose wall clock reads the asked time.
  for (const candidate of [Math.min(before, after), Math.max(before, after)]) {
    if (candidate + zoneOffsetMs(candidate, zone) === naive) return candidate;
  }
  // Skipped time: read with the offset from before the jump.
  return before;
}

/** `YYYY-MM-DD` plus n days, on the calendar (no time zone involved). */
export function addDays(date: string, days: number) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday for a calendar date. */
export function weekdayOf(date: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The ways an instant is written (every one in a zone): `formatInstant`. */
const instantPresets = {
  /** "9:00 PM" */
  time: { hour: "numeric", minute: "2-digit" },
  /** "9:00 PM GMT+2" */
  timeAndZone: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Thu, Oct 29" */
  shortDay: { weekday: "short", month: "short", day: "numeric" },
  /** "October 29, 2026": a day in a printed letter */
  date: { year: "numeric", month: "long", day: "numeric" },
  /** "Thursday, October 29" */
  day: { weekday: "long", month: "long", day: "numeric" },
  /** "Thursday, October 29 at 9:00 PM": a time within the coming days, its zone named beside it */
  dayAndTime: { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Thursday, October 29, 2026 at 9:00 PM GMT+2" (Arabic: "الخميس، 29 أكتوبر 2026 في 9:00 م غرينتش+2") */
  dateTime: { weekday: "long", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "3 Mar 2027, 14:05": the staff console's times and staff e-mails, in English whatever the locale, the same on server and browser. */
  console: dayAndTime,
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantPreset = keyof typeof instantPresets;

/**
 * The one formatter of an instant (a UTC time, a `Date` or an ISO string) on a zone's clock, in the page's or the
 * e-mail's locale: `formatInstant(at, { zone: CLINIC_ZONE, locale, preset: "dateTime" })`. A calendar date, which has
 * no zone, is `formatCalendarDate` (./calendar-date).
 */
export function formatInstant(at: number | Date | string, { zone, locale = "en", preset }: { zone: string; locale?: Locale; preset: InstantPreset }) {
  const options = { timeZone: zone, ...instantPresets[preset] };
  const time = typeof at === "string" ? Date.parse(at) : at;
  return preset === "console" ? dateTimeFormat("en-GB", options).format(time) : formatDate(locale, time, options);
}

/**
 * A zone's name for people: the listed city in the page's language ("America/New_York" → "New York",
 * "نيويورك"), or for any other zone its city from the zone id.
 */
export function zoneLabel(zone: string, names: Readonly<Record<string, string>> = {}) {
  return names[zone] ?? zone.slice(zone.lastIndexOf("/") + 1).replaceAll("_", " ");
}

/**
 * What names a zone beside its city in the page's language: the zone id in English ("America/New_York", as
 * calendars write it), its generic name in Arabic ("توقيت شرق أمريكا الشمالية"), so no Latin id reaches an Arabic
 * page.
 */
export function zoneDescription(zone: string, locale: Locale) {
  if (locale === "en") return zone;
  const parts = dateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(0);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/** `HH:MM` for minutes since midnight (1440 reads 24:00). */
export function minuteLabel(minute: number) {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** Working hours: on each weekday (0 = Sunday) one window of wall-clock minutes in a zone; a day without a row is off. */
export type WorkingWeek = readonly { weekday: number; startMinute: number; endMinute: number }[];

/**
 * A dated exception to the week, on the zone's calendar from `firstDate` to `lastDate` (both `YYYY-MM-DD`, inclusive):
 * closed all day (`window` null: a public holiday) or open only within `window` (Ramadan hours).
 */
export type Closure = { firstDate: string; lastDate: string; window: { startMinute: number; endMinute: number } | null };

/** What the clock counts: the weekly hours and the dated closures that override them. */
export type WorkingHours = { week: WorkingWeek; closures: readonly Closure[] };

/** No hours at all: promises run around the clock. */
export const aroundTheClock: WorkingHours = { week: [], closures: [] };

/** Whether the hours have any working time at all (with none, promises run around the clock). */
export const hasWorkingTime = (hours: WorkingHours) => hours.week.some((day) => day.endMinute > day.startMinute);

/** The window worked on a calendar date: a closure covering the date wins over the week. */
function windowOn(hours: WorkingHours, date: string) {
  const closure = hours.closures.find((c) => c.firstDate <= date && date <= c.lastDate);
  if (closure) return closure.window;
  return hours.week.find((day) => day.weekday === weekdayOf(date)) ?? null;
}

/**
 * The working windows as instants, in order, for `days` calendar days from `fromDate` (read on the zone's wall clock
 * each day, so a DST change moves the windows with the clock); a closed date has none, a date of shorter hours its own.
 */
export function workingWindows(hours: WorkingHours, zone: string, fromDate: string, days: number): [number, number][] {
  const windows: [number, number][] = [];
  for (let i = 0, date = fromDate; i < days; i += 1, date = addDays(date, 1)) {
    const window = windowOn(hours, date);
    if (window && window.endMinute > window.startMinute) {
      windows.push([zonedTimeToUtc(date, window.startMinute, zone), zonedTimeToUtc(date, window.endMinute, zone)]);
    }
  }
  return windows;
}

/** The instant `durationMs` of working time after `fromMs` within ordered windows, or null when they run out. */
export function addWithinWindows(windows: readonly [number, number][], fromMs: number, durationMs: number) {
  // The first window that ends after `fromMs` (binary search: a report walks thousands of cases through one list).
  let low = 0;
  for (let high = windows.length; low < high; ) {
    const middle = (low + high) >> 1;
    if (windows[middle]![1] <= fromMs) low = middle + 1;
    else high = middle;
  }
  let left = durationMs;
  for (const [windowStart, end] of windows.slice(low)) {
    const start = Math.max(fromMs, windowStart);
    if (end <= start) continue;
    if (start + left <= end) return start + left;
    left -= end - start;
  }
  return null;
}

/**
 * The instant `durationMs` of working time after `fromMs`, counting only the working windows as read on the zone's
 * wall clock each day (so a DST change moves the windows with the clock, never the arithmetic) and skipping the
 * closures. With no working day at all the clock runs around the day. Looks at most 8 weeks ahead.
 */
export function addWorkingTime(fromMs: number, durationMs: number, hours: WorkingHours, zone: string) {
  if (!hasWorkingTime(hours)) return fromMs + durationMs;
  return addWithinWindows(workingWindows(hours, zone, wallClock(fromMs, zone).date, 56), fromMs, durationMs) ?? fromMs + durationMs;
}
