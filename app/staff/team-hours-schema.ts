import { z } from "zod";
import { singleLineText } from "~/forms/field-rules";
import { parseIsoDate } from "~/i18n/calendar-date";
import { DAY_MS } from "~/i18n/time";

/** Monday first, as the team reads its week; values are JavaScript weekdays (0 = Sunday). */
export const weekdayRows = [
  { weekday: 1, label: "Monday" },
  { weekday: 2, label: "Tuesday" },
  { weekday: 3, label: "Wednesday" },
  { weekday: 4, label: "Thursday" },
  { weekday: 5, label: "Friday" },
  { weekday: 6, label: "Saturday" },
  { weekday: 0, label: "Sunday" },
] as const;

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "Write a time as HH:MM (24-hour clock)")
  .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)));

const day = z.object({ open: z.literal("on").optional(), start: clock.optional(), end: clock.optional() });

/** The admin's working-hours form (decision 0158): per weekday, worked or not, and its window in Cairo time. */
export const teamHoursSchema = z
  .object(Object.fromEntries(weekdayRows.map((row) => [`d${row.weekday}`, day])) as Record<`d${number}`, typeof day>)
  .superRefine((value, context) => {
    if (!weekdayRows.some(({ weekday }) => value[`d${weekday}`]?.open)) {
      context.addIssue({ code: "custom", path: [], message: "Tick at least one working day: the team answers on the days it works." });
    }
    for (const { weekday } of weekdayRows) {
      const row = value[`d${weekday}`];
      if (!row?.open) continue;
      if (row.start === undefined)
        context.addIssue({ code: "custom", path: [`d${weekday}`, "start"], message: "Give the start of the day" });
      if (row.end === undefined)
        context.addIssue({ code: "custom", path: [`d${weekday}`, "end"], message: "Give the end of the day" });
      if (row.start !== undefined && row.end !== undefined && row.end <= row.start) {
        context.addIssue({ code: "custom", path: [`d${weekday}`, "end"], message: "The day must end after it starts" });
      }
    }
  })
  .transform((value) =>
    weekdayRows.flatMap(({ weekday }) => {
      const row = value[`d${weekday}`];
      return row?.open && row.start !== undefined && row.end !== undefined
        ? [{ weekday, startMinute: row.start, endMinute: row.end }]
        : [];
    }),
  );

const calendarDate = (message: string) =>
  z.string({ error: message }).refine((text) => parseIsoDate(text) !== null, message);

/** The longest closure an admin adds at once: Ramadan, the longest the team marks, is 30 days. */
export const MAX_CLOSURE_DAYS = 31;

/**
 * The admin's form for a closure (decision 0158): its name, the first and last date on Cairo's calendar (one date: a
 * single day), and closed all day or open only within shorter hours (Ramadan hours).
 */
export const closureSchema = z
  .object({
    name: singleLineText({ label: "Name", required: "Give the closure a name, such as Eid al-Fitr", max: 80 }),
    firstDate: calendarDate("Give the first date as YYYY-MM-DD"),
    lastDate: calendarDate("Give the last date as YYYY-MM-DD").optional(),
    hours: z.enum(["closed", "shorter"], { error: "Choose closed all day or shorter hours" }),
    start: clock.optional(),
    end: clock.optional(),
  })
  .superRefine((value, context) => {
    const last = value.lastDate ?? value.firstDate;
    if (last < value.firstDate) context.addIssue({ code: "custom", path: ["lastDate"], message: "The last date cannot come before the first" });
    else if ((parseIsoDate(last)! - parseIsoDate(value.firstDate)!) / DAY_MS >= MAX_CLOSURE_DAYS) {
      context.addIssue({ code: "custom", path: ["lastDate"], message: `A closure covers at most ${MAX_CLOSURE_DAYS} days: add a longer one in parts` });
    }
    if (value.hours !== "shorter") return;
    if (value.start === undefined) context.addIssue({ code: "custom", path: ["start"], message: "Give the start of the shorter day" });
    if (value.end === undefined) context.addIssue({ code: "custom", path: ["end"], message: "Give the end of the shorter day" });
    if (value.start !== undefined && value.end !== undefined && value.end <= value.start) {
      context.addIssue({ code: "custom", path: ["end"], message: "The day must end after it starts" });
    }
  })
  .transform((value) => ({
    name: value.name,
    firstDate: value.firstDate,
    lastDate: value.lastDate ?? value.firstDate,
    window: value.hours === "shorter" && value.start !== undefined && value.end !== undefined ? { startMinute: value.start, endMinute: value.end } : null,
  }));

export type ClosureFields = z.input<typeof closureSchema>;

/** Removing a closure names it by id. */
export const removeClosureSchema = z.object({ id: z.string().min(1).max(64) });
