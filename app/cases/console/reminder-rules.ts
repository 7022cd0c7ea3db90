import { CLINIC_ZONE, wallClock, zonedTimeToUtc } from "~/i18n/time";

/** When a coordinator may ask to be reminded: a morning the team works, or a day and time of their own (Cairo). */
export const reminderChoices = ["tomorrow", "monday", "at", "clear"] as const;
export type ReminderChoice = (typeof reminderChoices)[number];

/** The times the select offers; "clear" is the clear button's own form. */
export const reminderLabels: Record<Exclude<ReminderChoice, "clear">, string> = {
  tomorrow: "Tomorrow 09:00 (Cairo)",
  monday: "Next Monday 09:00 (Cairo)",
  at: "On the day and time below (Cairo)",
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MORNING = 9 * 60;
/** A reminder is a promise for this stay, not a calendar: at most a year ahead. */
export const REMINDER_MAX_MS = 366 * DAY_MS;

/** A Cairo calendar date `days` after the one `ms` falls on (noon keeps DST changes out of the arithmetic). */
function cairoDateAfter(ms: number, days: number) {
  const { date } = wallClock(ms, CLINIC_ZONE);
  return wallClock(zonedTimeToUtc(date, 12 * 60, CLINIC_ZONE) + days * DAY_MS, CLINIC_ZONE);
}

/** The instant a choice names, seen from `now`; null clears the reminder. */
export function reminderInstant(choice: ReminderChoice, now: number, at?: { date: string; minute: number }) {
  switch (choice) {
    case "clear":
      return null;
    case "tomorrow":
      return zonedTimeToUtc(cairoDateAfter(now, 1).date, MORNING, CLINIC_ZONE);
    case "monday": {
      const today = wallClock(now, CLINIC_ZONE).weekday;
      return zonedTimeToUtc(cairoDateAfter(now, ((8 - today) % 7) || 7).date, MORNING, CLINIC_ZONE);
    }
    case "at":
      return at ? zonedTimeToUtc(at.date, at.minute, CLINIC_ZONE) : null;
  }
}
