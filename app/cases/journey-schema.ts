import { z } from "zod";
import { treatmentIds } from "~/domain/treatments";
import { multiLineText, optional } from "~/forms/field-rules";
import { journeyStages, visaLetterStates } from "./journey-rules";

/** The two forms of the case page's journey panel; each posts its `intent` to the case page's action. */
export const moveStageSchema = z.object({
  intent: z.literal("stage"),
  stage: z.enum(journeyStages, { error: "Choose a stage from the list" }),
});

export function isCalendarDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional calendar date (YYYY-MM-DD), null when left empty. */
export const day = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDay(value), `${label}: enter a date as YYYY-MM-DD`);

/**
 * The journey's own facts: the treatment, its dates, the visa letter's state and the follow-up plan. Where and when
 * the patient travels is the trip form's (app/cases/itinerary/trip-schema.ts), once the deposit is paid.
 */
export const journeyFactsSchema = z
  .object({
    intent: z.literal("journey"),
    treatment: z
      .enum(["", ...treatmentIds], { error: "Choose the treatment from the list" })
      .default("")
      .transform((id) => id || null),
    treatmentStart: day("Treatment starts"),
    treatmentEnd: day("Treatment ends"),
    visaLetter: z.enum(visaLetterStates, { error: "Choose the visa letter's state from the list" }).default("not_needed"),
    followUpPlan: optional(multiLineText({ label: "Follow-up plan", max: 2000 })),
  })
  .superRefine((v, context) => {
    if (v.treatmentEnd && v.treatmentStart && v.treatmentEnd < v.treatmentStart) {
      context.addIssue({ code: "custom", path: ["treatmentEnd"], message: "The treatment cannot end before it starts" });
    }
  });

export type JourneyFactsInput = z.output<typeof journeyFactsSchema>;
