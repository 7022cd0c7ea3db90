import { z } from "zod";

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
