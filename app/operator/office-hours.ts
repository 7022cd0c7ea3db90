import type { Operator } from "~/domain/operator";
import type { Locale } from "~/i18n/locales";
import { minuteLabel, type WorkingWeek } from "~/i18n/time";

/*
 * The office hours as pages state them, from the team's week (the one setting the reply clock counts, decision 0158):
 * in words in the page's language, and in the JSON-LD.
 */

const weekdays = new Map<Locale, string[]>();

/**
 * Sunday to Saturday in `locale`, made once per isolate: every page states the office hours, and building the
 * `Intl.DateTimeFormat` took longer than the rest of the root loader.
 */
function weekdayNames(locale: Locale) {
  let names = weekdays.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en-GB", { weekday: "long", timeZone: "UTC" });
    names = Array.from({ length: 7 }, (_, n) => format.format(Date.UTC(2026, 10, 1 + n)));
    weekdays.set(locale, names);
  }
  return names;
}

/** "HH:MM"; Arabic drops the leading zero of the hour, as the Arabic pages always wrote it. */
function clockText(minute: number, locale: Locale) {
  return locale === "ar" ? minuteLabel(minute).replace(/^0/, "") : minuteLabel(minute);
}

/** One stretch of consecutive weekdays with the same window: `firstDay` to `lastDay` (0 = Sunday, may wrap). */
export type HoursRun = { firstDay: number; lastDay: number; startMinute: number; endMinute: number };

/**
 * The week as the stretches of consecutive days that share a window, in the week's own order: a week starting after a
 * day off starts there (Monday for Monday to Saturday, Sunday for Sunday to Thursday). Days off are left out.
 */
export function hoursRuns(week: WorkingWeek): HoursRun[] {
  const windowOf = (day: number) => {
    const row = week.find((d) => d.weekday === day);
    return row ? `${row.startMinute}-${row.endMinute}` : "off";
  };
  const start = [0, 1, 2, 3, 4, 5, 6].find((day) => windowOf(day) !== windowOf((day + 6) % 7)) ?? 1;
  const runs: HoursRun[] = [];
  for (let i = 0; i < 7; i += 1) {
    const day = (start + i) % 7;
    const row = week.find((d) => d.weekday === day);
    if (!row) continue;
    const last = runs.at(-1);
    if (last && last.lastDay === (day + 6) % 7 && last.startMinute === row.startMinute && last.endMinute === row.endMinute) last.lastDay = day;
    else runs.push({ firstDay: day, lastDay: day, startMinute: row.startMinute, endMinute: row.endMinute });
  }
  return runs;
}

/**
 * The office hours in words, in the page's language: "Monday to Saturday, 09:00–18:00 (Cairo time)", or with days
 * of other hours "Monday to Thursday, 09:00–18:00; Friday, 10:00–14:00 (Cairo time)".
 */
export function officeHoursText(week: WorkingWeek, locale: Locale, zoneName: string) {
  // 2026-11-01 is a Sunday: day n of the week is that date plus n days.
  const day = (n: number) => weekdayNames(locale)[n]!;
  const runs = hoursRuns(week).map(({ firstDay, lastDay, startMinute, endMinute }) => {
    const days = firstDay === lastDay ? day(firstDay) : locale === "ar" ? `من ${day(firstDay)} إلى ${day(lastDay)}` : `${day(firstDay)} to ${day(lastDay)}`;
    const from = clockText(startMinute, locale);
    const to = clockText(endMinute, locale);
    return locale === "ar" ? `${days}، من ${from} إلى ${to}` : `${days}, ${from}–${to}`;
  });
  return locale === "ar" ? `${runs.join("؛ ")} (بتوقيت ${zoneName})` : `${runs.join("; ")} (${zoneName} time)`;
}

const schemaDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * The operator as schema.org describes a business, with the team's week (one specification per stretch of days with
 * the same hours): for the JSON-LD of pages that name who provides the service.
 */
export function operatorJsonLd(operator: Operator, week: WorkingWeek | null, name: string, url: string) {
  return {
    "@type": "MedicalBusiness",
    name,
    legalName: operator.legalName,
    url,
    telephone: operator.phone,
    email: operator.email,
    address: operator.address.en,
    openingHoursSpecification: hoursRuns(week ?? []).map((run) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: Array.from({ length: ((run.lastDay - run.firstDay + 7) % 7) + 1 }, (_, i) => schemaDays[(run.firstDay + i) % 7]!),
      opens: minuteLabel(run.startMinute),
      closes: minuteLabel(run.endMinute),
    })),
    sameAs: operator.social.map((link) => link.href),
  };
}
