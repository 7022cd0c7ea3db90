import { z } from "zod";
import {
  budgetLimits,
  culturalInterestOptions,
  DEFAULT_RECOVERY_DAYS,
  NOTE_MAX_LENGTH,
  plannerTreatmentIds,
  specialRequirementOptions,
} from "~content/trip-planner";
import { hotelTypes } from "~/domain/hotels";
import { currencies } from "~/domain/quotes";
import { currentTreatmentValue } from "~/domain/treatments";
import "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";
import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
import { earliestArrival, earliestDeparture, recoveryTimeline, type WizardStep } from "./plan-draft";
import { formatCalendarDate, parseIsoDate } from "~/i18n/calendar-date";

/**
 * The trip planner's schemas: one per step, and what the submission needs on top of them.
 * Every step posts all of its fields (Conform's `parseWithZod` reads them: an empty value or an
 * unticked box arrives as missing, so each field says what missing means). The messages are ours
 * (the specification gives none): catalogue keys (app/i18n/messages/planner.ts) that the forms kit and the
 * wizard's summary show in the page's language; the dates in them are written in that language.
 */
export const planMessages = {
  treatment: formMessage("planner.errors.treatment"),
  treatmentRequired: formMessage("planner.errors.treatmentRequired"),
  date: formMessage("planner.errors.date"),
  arrivalTooEarly: (min: string, locale: Locale) =>
    formMessage("planner.errors.arrivalTooEarly", { date: formatCalendarDate(min, locale) }),
  departureAfterRecovery: (min: string, days: number, locale: Locale) =>
    formMessage("planner.errors.departureAfterRecovery", { date: formatCalendarDate(min, locale), days }),
  departureTooEarly: (min: string, locale: Locale) =>
    formMessage("planner.errors.departureTooEarly", { date: formatCalendarDate(min, locale) }),
  hotelType: formMessage("planner.errors.hotelType"),
  requirement: formMessage("planner.errors.requirement"),
  budget: (locale: Locale) =>
    formMessage("planner.errors.budget", {
      min: formatMoney(locale, budgetLimits.min, "USD"),
      max: formatMoney(locale, budgetLimits.max, "USD"),
      step: formatMoney(locale, budgetLimits.step, "USD"),
    }),
  budgetOrder: formMessage("planner.errors.budgetOrder"),
  budgetRequired: formMessage("planner.errors.budgetRequired"),
  currency: formMessage("planner.errors.currency"),
  companions: formMessage("planner.errors.companions"),
  interest: formMessage("planner.errors.interest"),
  note: formMessage("planner.errors.note", { max: NOTE_MAX_LENGTH }),
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
  // A page loaded before the planner posted treatment ids still posts its former code.
  treatmentType: z.preprocess(
    currentTreatmentValue,
    z.enum(["", ...plannerTreatmentIds], { error: planMessages.treatment }).default(""),
  ),
});

const dateField = z
  .string()
  .trim()
  .max(10, planMessages.date)
  .refine((v) => v === "" || parseIsoDate(v) !== null, planMessages.date)
  .default("");

/** The dates step: its rules depend on today and on the treatment saved in step 1. */
export function datesStepSchema(today: string, treatmentType: string, locale: Locale = "en") {
  return z.object({ startDate: dateField, endDate: dateField, flexible: flag }).superRefine((dates, ctx) => {
    const minArrival = earliestArrival(today);
    if (parseIsoDate(dates.startDate) !== null && dates.startDate < minArrival) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: planMessages.arrivalTooEarly(minArrival, locale) });
    }
    if (parseIsoDate(dates.endDate) === null) return;
    const days = recoveryTimeline(treatmentType) || DEFAULT_RECOVERY_DAYS;
    const minDeparture = earliestDeparture(today, dates.startDate, days);
    if (dates.endDate >= minDeparture) return;
    const hasArrival = parseIsoDate(dates.startDate) !== null;
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: hasArrival
        ? planMessages.departureAfterRecovery(minDeparture, days, locale)
        : planMessages.departureTooEarly(minDeparture, locale),
    });
  });
}

export const accommodationStepSchema = z.object({
  hotelType: z.enum(["", ...hotelTypes], { error: planMessages.hotelType }).default(""),
  proximityToHospital: flag,
  specialRequirements: choiceList(specialRequirementOptions, planMessages.requirement),
});

const budgetAmount = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= budgetLimits.min && n <= budgetLimits.max && n % budgetLimits.step === 0, message);

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

/** The budget step; its amounts are written in the page's language in the budget's message. */
export const preferencesStepSchema = (locale: Locale = "en") =>
  z
    .object({
      budgetMin: budgetAmount(planMessages.budget(locale)),
      budgetMax: budgetAmount(planMessages.budget(locale)),
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
export function stepSchema(step: FieldStep, today: string, treatmentType: string, locale: Locale = "en") {
  switch (step) {
    case 1:
      return treatmentStepSchema;
    case 2:
      return datesStepSchema(today, treatmentType, locale);
    case 3:
      return accommodationStepSchema;
    case 4:
      return preferencesStepSchema(locale);
  }
}

/**
 * What the stored plan cannot do without, on top of every step's rules checked again at
 * submission: a treatment and a budget (the saved plan's budget reads "0" until step 4 is saved).
 */
export const planSubmissionSchema = z.object({
  treatmentType: z.enum(plannerTreatmentIds, { error: planMessages.treatmentRequired }),
  budgetMax: z.string({ error: planMessages.budgetRequired }).refine((v) => v !== "0", planMessages.budgetRequired),
});
