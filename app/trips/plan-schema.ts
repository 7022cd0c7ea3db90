import { z } from "zod";
import {
  budgetLimits,
  culturalInterestOptions,
  DEFAULT_RECOVERY_DAYS,
  NOTE_MAX_LENGTH,
  specialRequirementOptions,
} from "~content/trip-planner";
import { currencies, hotelTypes, tripTreatmentTypes } from "~/db/schema/trips";
import "~/forms/field-rules";
import {
  earliestArrival,
  earliestDeparture,
  formatDate,
  formatMoney,
  parseIsoDate,
  recoveryTimeline,
  type WizardStep,
} from "./plan-draft";

/**
 * The trip planner's schemas: one per step, and what the submission needs on top of them.
 * Every step posts all of its fields (Conform's `parseWithZod` reads them: an empty value or an
 * unticked box arrives as missing, so each field says what missing means). The messages are ours
 * (the specification gives none) and are all written here.
 */
export const planMessages = {
  treatment: "Please choose one of the listed treatments.",
  treatmentRequired: "Please choose a treatment before you submit your plan.",
  date: "Please enter a valid date.",
  arrivalTooEarly: (min: string) => `Arrival date must be on or after ${formatDate(min)} (14 days from today).`,
  departureAfterRecovery: (min: string, days: number) =>
    `Departure date must be on or after ${formatDate(min)} (your arrival plus ${days} days of recovery).`,
  departureTooEarly: (min: string) => `Departure date must be on or after ${formatDate(min)} (14 days from today).`,
  hotelType: "Please choose one of the listed accommodation types.",
  requirement: "Please choose from the listed special requirements.",
  budget: `Budget must be between ${formatMoney(budgetLimits.min, "USD")} and ${formatMoney(budgetLimits.max, "USD")} in steps of ${formatMoney(budgetLimits.step, "USD")}.`,
  budgetOrder: "The minimum budget cannot be more than the maximum.",
  budgetRequired: "Please set your budget range before you submit your plan.",
  currency: "Please choose one of the listed currencies.",
  companions: "Please choose between 0 and 5+ companions.",
  interest: "Please choose from the listed cultural interests.",
  note: `Additional notes can be at most ${NOTE_MAX_LENGTH} characters long.`,
} as const;

/** A ticked box: present means yes, missing means no. */
const flag = z.boolean().default(false);

/** Checkbox lists: only listed values, each once; none ticked is an empty list. */
const choiceList = (values: readonly string[], message: string) =>
  z
    .array(z.string().refine((v) => values.includes(v), message))
    .max(values.length, message)
    .default([])
    .transform((list) => [...new Set(list)]);

export const treatmentStepSchema = z.object({
  treatmentType: z.enum(["", ...tripTreatmentTypes], { error: planMessages.treatment }).default(""),
});

const dateField = z
  .string()
  .trim()
  .max(10, planMessages.date)
  .refine((v) => v === "" || parseIsoDate(v) !== null, planMessages.date)
  .default("");

/** The dates step: its rules depend on today and on the treatment saved in step 1. */
export function datesStepSchema(today: string, treatmentType: string) {
  return z.object({ startDate: dateField, endDate: dateField, flexible: flag }).superRefine((dates, ctx) => {
    const minArrival = earliestArrival(today);
    if (parseIsoDate(dates.startDate) !== null && dates.startDate < minArrival) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: planMessages.arrivalTooEarly(minArrival) });
    }
    if (parseIsoDate(dates.endDate) === null) return;
    const minDeparture = earliestDeparture(today, dates.startDate, treatmentType);
    if (dates.endDate >= minDeparture) return;
    const hasArrival = parseIsoDate(dates.startDate) !== null;
    const days = recoveryTimeline(treatmentType) || DEFAULT_RECOVERY_DAYS;
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: hasArrival
        ? planMessages.departureAfterRecovery(minDeparture, days)
        : planMessages.departureTooEarly(minDeparture),
    });
  });
}

export const accommodationStepSchema = z.object({
  hotelType: z.enum(["", ...hotelTypes], { error: planMessages.hotelType }).default(""),
  proximityToHospital: flag,
  specialRequirements: choiceList(specialRequirementOptions, planMessages.requirement),
});

const budgetAmount = z
  .string({ error: planMessages.budget })
  .trim()
  .regex(/^\d{1,6}$/, planMessages.budget)
  .transform(Number)
  .refine((n) => n >= budgetLimits.min && n <= budgetLimits.max && n % budgetLimits.step === 0, planMessages.budget);

// Lone surrogates and control characters (other than tab and newline) have no place in a note,
// and each would take six bytes in the draft cookie.
// (C0 controls but tab and LF, and DEL; in `u` mode a surrogate range matches only lone halves.)
const UNSTORABLE = /[^\P{Cc}\t\n\u0080-\u009F]|[\uD800-\uDFFF]/gu;

/** Browsers send a textarea's newlines as CRLF but count them as one character for maxlength. */
const noteField = z
  .string()
  .trim()
  .transform((v) => v.replaceAll("\r\n", "\n").replaceAll("\r", "\n").replace(UNSTORABLE, ""))
  .pipe(z.string().max(NOTE_MAX_LENGTH, planMessages.note))
  .default("");

export const preferencesStepSchema = z
  .object({
    budgetMin: budgetAmount,
    budgetMax: budgetAmount,
    currency: z.enum(currencies, { error: planMessages.currency }),
    companionCount: z.enum(["0", "1", "2", "3", "4", "5"], { error: planMessages.companions }).transform(Number),
    travelInsuranceNeeded: flag,
    visaAssistanceNeeded: flag,
    airportTransfer: flag,
    dailyTransport: flag,
    sightseeing: flag,
    culturalInterests: choiceList(
      culturalInterestOptions.map((o) => o.id),
      planMessages.interest,
    ),
    additionalNotes: noteField,
  })
  .refine((p) => p.budgetMin <= p.budgetMax, { path: ["budgetMin"], message: planMessages.budgetOrder });

/** The steps that have fields of their own. */
export type FieldStep = Exclude<WizardStep, 5>;

/** The schema of a step with fields; the dates need today and the saved treatment. */
export function stepSchema(step: FieldStep, today: string, treatmentType: string) {
  switch (step) {
    case 1:
      return treatmentStepSchema;
    case 2:
      return datesStepSchema(today, treatmentType);
    case 3:
      return accommodationStepSchema;
    case 4:
      return preferencesStepSchema;
  }
}

/**
 * What the stored plan cannot do without, on top of every step's rules checked again at
 * submission: a treatment and a budget (the saved plan's budget reads "0" until step 4 is saved).
 */
export const planSubmissionSchema = z.object({
  treatmentType: z.enum(tripTreatmentTypes, { error: planMessages.treatmentRequired }),
  budgetMax: z.string({ error: planMessages.budgetRequired }).refine((v) => v !== "0", planMessages.budgetRequired),
});
