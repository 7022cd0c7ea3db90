import { z } from "zod";
import { multiLineText, optional } from "~/forms/field-rules";
import { isCalendarDay } from "~/cases/journey-schema";
import { formMessage } from "~/i18n/form-message";
import { warningSignCodes } from "./aftercare-rules";

const score = z.coerce
  .number({ error: formMessage("aftercare.field.scoreRequired") })
  .int(formMessage("aftercare.field.scoreRequired"))
  .min(0, formMessage("aftercare.field.scoreRequired"))
  .max(10, formMessage("aftercare.field.scoreRequired"));

/** The patient's answer to one follow-up check-in; its messages are catalogue keys. */
export const checkinAnswerSchema = z.object({
  feeling: score,
  pain: score,
  warningSigns: z
    .array(z.enum(warningSignCodes, { error: formMessage("aftercare.field.signsHint") }))
    .max(warningSignCodes.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  note: optional(multiLineText({ label: "aftercare.field.note", max: 2000 })),
  wantsCall: z.boolean().default(false),
});

export type CheckinAnswerFields = z.input<typeof checkinAnswerSchema>;
export type CheckinAnswer = z.output<typeof checkinAnswerSchema>;

/** The coordinator's follow-up plan on the staff case page (English). */
export const followUpPlanSchema = z.object({
  intent: z.literal("follow-up"),
  dischargeDate: z
    .string({ error: "Discharge date: enter a date as YYYY-MM-DD" })
    .trim()
    .refine(isCalendarDay, "Discharge date: enter a date as YYYY-MM-DD"),
  days: z.string({ error: "Give the check-in days" }).trim().min(1, "Give the check-in days").max(100),
});

/** A coordinator has dealt with an urgent answer. */
export const handledSchema = z.object({ intent: z.literal("checkin-handled"), checkinId: z.string().uuid() });
