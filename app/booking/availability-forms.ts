import { z } from "zod";
// The shared rules configure zod for the site (jitless); every schema module imports them first.
import "~/forms/field-rules";

/** A quarter-hour mark of a Cairo day as a form value: "0" … "1440". */
const minute = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int()
    .min(0, `${label} is required`)
    .max(1440, `${label} is required`)
    .refine((m) => m % 15 === 0, "Times are in steps of 15 minutes");

const endAfterStart = { message: "End must be after the start", path: ["endMinute"] };

/** Weekly consultation hours: one weekday, one window, in Cairo time. */
export const weeklyHoursSchema = z
  .object({
    weekday: z.coerce.number({ error: "Choose a day" }).int().min(0, "Choose a day").max(6, "Choose a day"),
    startMinute: minute("Start"),
    endMinute: minute("End"),
  })
  .refine((v) => v.endMinute > v.startMinute, endAfterStart);

/** A day off, or extra hours, on one Cairo date. */
export const exceptionSchema = z
  .object({
    date: z.iso.date({ error: "Choose a date" }),
    kind: z.enum(["day_off", "extra"], { error: "Choose a day off or extra hours" }),
    startMinute: minute("Start").optional(),
    endMinute: minute("End").optional(),
    /**
     * Ticked after the warning that the day has consultations booked: the date it was warned about, so the day off
     * is added all the same on that date, and another date chosen afterwards is checked again.
     */
    keepBookingsOn: z.iso.date().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "extra") return;
    if (v.startMinute === undefined)
      ctx.addIssue({ code: "custom", message: "Start is required", path: ["startMinute"] });
    if (v.endMinute === undefined) ctx.addIssue({ code: "custom", message: "End is required", path: ["endMinute"] });
    if (v.startMinute !== undefined && v.endMinute !== undefined && v.endMinute <= v.startMinute) {
      ctx.addIssue({ code: "custom", ...endAfterStart });
    }
  });
