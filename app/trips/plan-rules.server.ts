import { z } from "zod";
import {
  budgetLimits,
  culturalInterestOptions,
  DEFAULT_RECOVERY_DAYS,
  NOTE_MAX_LENGTH,
  specialRequirementOptions,
} from "~content/trip-planner";
import { currencies, hotelTypes, tripTreatmentTypes } from "~/db/schema/trips";
import {
  earliestArrival,
  earliestDeparture,
  formatDate,
  formatMoney,
  parseIsoDate,
  recoveryTimeline,
  type TripDraft,
} from "./plan-draft";

/** Messages next to the fields; the wording is ours (the specification gives none). */
const ruleMessages = {
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

const treatmentSchema = z.object({
  treatmentType: z.enum(["", ...tripTreatmentTypes], { error: ruleMessages.treatment }),
});

const dateField = z
  .string()
  .max(10, ruleMessages.date)
  .refine((v) => v === "" || parseIsoDate(v) !== null, ruleMessages.date);

function datesSchema(today: string, treatmentType: string) {
  return z.object({ startDate: dateField, endDate: dateField, flexible: z.boolean() }).superRefine((dates, ctx) => {
    const minArrival = earliestArrival(today);
    if (parseIsoDate(dates.startDate) !== null && dates.startDate < minArrival) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: ruleMessages.arrivalTooEarly(minArrival) });
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
        ? ruleMessages.departureAfterRecovery(minDeparture, days)
        : ruleMessages.departureTooEarly(minDeparture),
    });
  });
}

/** Checkbox lists: only listed values, each once. */
const choiceList = (values: readonly string[], message: string) =>
  z
    .array(z.string().refine((v) => values.includes(v), message))
    .max(values.length, message)
    .transform((list) => [...new Set(list)]);

const accommodationSchema = z.object({
  hotelType: z.enum(["", ...hotelTypes], { error: ruleMessages.hotelType }),
  proximityToHospital: z.boolean(),
  specialRequirements: choiceList(specialRequirementOptions, ruleMessages.requirement),
});

const budgetAmount = z
  .string()
  .regex(/^\d{1,6}$/, ruleMessages.budget)
  .transform(Number)
  .refine((n) => n >= budgetLimits.min && n <= budgetLimits.max && n % budgetLimits.step === 0, ruleMessages.budget);

// Lone surrogates and control characters (other than tab and newline) have no place in a note,
// and each would take six bytes in the draft cookie.
// (C0 controls but tab and LF, and DEL; in `u` mode a surrogate range matches only lone halves.)
const UNSTORABLE = /[^\P{Cc}\t\n\u0080-\u009F]|[\uD800-\uDFFF]/gu;

/** Browsers send a textarea's newlines as CRLF but count them as one character for maxlength. */
const noteField = z
  .string()
  .transform((v) => v.replaceAll("\r\n", "\n").replaceAll("\r", "\n").replace(UNSTORABLE, ""))
  .pipe(z.string().max(NOTE_MAX_LENGTH, ruleMessages.note));

const preferencesSchema = z
  .object({
    budgetMin: budgetAmount,
    budgetMax: budgetAmount,
    currency: z.enum(currencies, { error: ruleMessages.currency }),
    companionCount: z.enum(["0", "1", "2", "3", "4", "5"], { error: ruleMessages.companions }).transform(Number),
    travelInsuranceNeeded: z.boolean(),
    visaAssistanceNeeded: z.boolean(),
    airportTransfer: z.boolean(),
    dailyTransport: z.boolean(),
    sightseeing: z.boolean(),
    culturalInterests: choiceList(
      culturalInterestOptions.map((o) => o.id),
      ruleMessages.interest,
    ),
    additionalNotes: noteField,
  })
  .refine((p) => p.budgetMin <= p.budgetMax, { path: ["budgetMin"], message: ruleMessages.budgetOrder });

export type FieldErrors = Partial<Record<keyof TripDraft, string>>;

/** The steps that have fields of their own. */
type FieldStep = 1 | 2 | 3 | 4;

type StepInput = Record<string, string | boolean | string[]>;

const stepFields = {
  1: { text: ["treatmentType"], flags: [], lists: [] },
  2: { text: ["startDate", "endDate"], flags: ["flexible"], lists: [] },
  3: { text: ["hotelType"], flags: ["proximityToHospital"], lists: ["specialRequirements"] },
  4: {
    text: ["budgetMin", "budgetMax", "currency", "companionCount", "additionalNotes"],
    flags: ["travelInsuranceNeeded", "visaAssistanceNeeded", "airportTransfer", "dailyTransport", "sightseeing"],
    lists: ["culturalInterests"],
  },
} as const satisfies Record<
  FieldStep,
  { text: (keyof TripDraft)[]; flags: (keyof TripDraft)[]; lists: (keyof TripDraft)[] }
>;

/**
 * A step's fields as the browser posted them. Unticked checkboxes are absent from a form post,
 * so each step always carries all of its fields and an absent flag means "no".
 */
function inputFromForm(step: FieldStep, form: FormData): StepInput {
  const input: StepInput = {};
  const { text, flags, lists } = stepFields[step];
  for (const name of text) {
    const value = form.get(name);
    input[name] = typeof value === "string" ? value.trim() : "";
  }
  for (const name of flags) input[name] = form.has(name);
  // More entries than there are choices is already a refusal; the cut keeps a flood of entries cheap.
  for (const name of lists)
    input[name] = form
      .getAll(name)
      .slice(0, 50)
      .map((v) => (typeof v === "string" ? v : ""));
  return input;
}

function inputFromDraft(step: FieldStep, draft: TripDraft): StepInput {
  const input: StepInput = {};
  const { text, flags, lists } = stepFields[step];
  for (const name of text) input[name] = String(draft[name]);
  for (const name of flags) input[name] = draft[name];
  for (const name of lists) input[name] = draft[name];
  return input;
}

function schemaFor(step: FieldStep, today: string, draft: TripDraft) {
  switch (step) {
    case 1:
      return treatmentSchema;
    case 2:
      return datesSchema(today, draft.treatmentType);
    case 3:
      return accommodationSchema;
    case 4:
      return preferencesSchema;
  }
}

function firstErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof TripDraft | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * What the form showed, for answering an invalid post in place: values that fit a field are
 * kept as typed (within bounds), values no control can show are left out.
 */
function shownDraft(draft: TripDraft, input: StepInput): TripDraft {
  const shown: Record<string, unknown> = { ...draft };
  for (const [name, value] of Object.entries(input)) {
    const current = draft[name as keyof TripDraft];
    if (typeof current === "number") {
      const n = Number(value);
      if (Number.isFinite(n)) shown[name] = n;
    } else if (typeof value === "string") {
      shown[name] = value.slice(0, NOTE_MAX_LENGTH * 2);
    } else {
      shown[name] = value;
    }
  }
  return shown as TripDraft;
}

type StepResult = { ok: true; draft: TripDraft } | { ok: false; errors: FieldErrors; shown: TripDraft };

/** Validates one step's posted fields and merges them into the plan. */
export function applyStepForm(step: FieldStep, form: FormData, draft: TripDraft, today: string): StepResult {
  const input = inputFromForm(step, form);
  const result = schemaFor(step, today, draft).safeParse(input);
  if (!result.success) return { ok: false, errors: firstErrors(result.error), shown: shownDraft(draft, input) };
  return { ok: true, draft: { ...draft, ...result.data } as TripDraft };
}

export type PlanProblem = { step: FieldStep; field: keyof TripDraft; message: string };

/**
 * Checks the whole plan before it is stored: every step's rules again (today may have moved,
 * the treatment may have changed after the dates), and a treatment and a budget are needed
 * because the stored plan cannot do without them.
 */
export function checkPlan(draft: TripDraft, today: string): PlanProblem[] {
  const problems: PlanProblem[] = [];
  if (draft.treatmentType === "") {
    problems.push({ step: 1, field: "treatmentType", message: ruleMessages.treatmentRequired });
  }
  for (const step of [1, 2, 3, 4] as const) {
    if (step === 4 && draft.budgetMax === 0) {
      problems.push({ step, field: "budgetMax", message: ruleMessages.budgetRequired });
      continue;
    }
    const result = schemaFor(step, today, draft).safeParse(inputFromDraft(step, draft));
    if (result.success) continue;
    for (const [field, message] of Object.entries(firstErrors(result.error))) {
      problems.push({ step, field: field as keyof TripDraft, message });
    }
  }
  return problems;
}
