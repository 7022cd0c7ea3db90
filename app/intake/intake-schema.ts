import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { isCountryCode } from "~/domain/countries";
import { currentTreatmentValue, treatmentIds } from "~/domain/treatments";
import { formConstraint } from "~/forms/constraint";
import { emailAddress, multiLineText, personName, singleLineText } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";
import type { MessageKey } from "~/i18n/message-key";
import {
  INTAKE_AGE,
  intakeAccommodationTypes,
  intakeBudgetRanges,
  intakeCompanionTravelers,
  intakeFields,
  intakeLanguages,
  intakeSteps,
  intakeTimelines,
  type IntakeFieldName,
  type IntakeValues,
} from "~/domain/intake-fields";

/**
 * The intake's schemas: one per step with fields, and the consent of the last step. Nothing is
 * required; what an answer must be to be stored is written here once, with its message (a key of the
 * `intake` catalogue, shown in the page's language). The fields' labels are keys too (`intake.field.…`).
 */
export const intakeMessages = {
  email: formMessage("intake.errors.email"),
  age: formMessage("intake.errors.age", INTAKE_AGE),
  country: formMessage("intake.errors.country"),
  consent: formMessage("intake.errors.consent"),
} as const;

const TEXTAREA_MAX = 2000;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional();
const notes = (label: MessageKey) => multiLineText({ label, max: TEXTAREA_MAX }).optional();

const age = z
  .string()
  .trim()
  .max(3, intakeMessages.age)
  .regex(/^\d{1,3}$/, intakeMessages.age)
  .refine((value) => Number(value) >= INTAKE_AGE.min && Number(value) <= INTAKE_AGE.max, intakeMessages.age)
  .optional();

/** A country by its ISO code; a code no country has (a page of another version, a hand-made post) is pointed out. */
const country = z
  .string()
  .trim()
  .toLowerCase()
  .max(2, intakeMessages.country)
  .refine(isCountryCode, intakeMessages.country)
  .optional();

/** A catalogue procedure's id; whether the catalogue offers it under the treatment is the server's to check. */
const procedure = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .optional();

export const basicInformationSchema = z.object({
  firstName: personName("intake.field.firstName").optional(),
  lastName: personName("intake.field.lastName").optional(),
  email: emailAddress({ invalid: intakeMessages.email }).optional(),
  phone: singleLineText({ label: "intake.field.phone", max: 30 }).optional(),
  age,
  country,
  // A page loaded before the intake posted treatment ids still posts its former code.
  treatmentType: z.preprocess(currentTreatmentValue, choice(treatmentIds)),
  procedure,
  timeline: choice(intakeTimelines),
  budgetRange: choice(intakeBudgetRanges),
});

export const medicalHistorySchema = z.object({
  medicalCondition: notes("intake.field.medicalCondition"),
  previousTreatments: notes("intake.field.previousTreatments"),
  currentMedications: notes("intake.field.currentMedications"),
  allergies: notes("intake.field.allergies"),
  doctorPreference: singleLineText({ label: "intake.field.doctorPreference", max: 200 }).optional(),
});

export const travelPreferencesSchema = z.object({
  preferredDates: singleLineText({ label: "intake.field.preferredDates", max: 200 }).optional(),
  accommodationType: choice(intakeAccommodationTypes),
  companionTravelers: choice(intakeCompanionTravelers),
  dietaryRequirements: singleLineText({ label: "intake.field.dietaryRequirements", max: 500 }).optional(),
  languagePreference: choice(intakeLanguages),
  accessibilityNeeds: notes("intake.field.accessibilityNeeds"),
});

/** Step 6: the explicit consent to process health data, asked for when the registration completes. */
export const consultationSchema = z.object({
  healthDataConsent: z.literal("yes", { error: intakeMessages.consent }),
});

/** The schema of each step with fields (1-3); the documents, estimate and consultation steps have none. */
export const intakeStepSchemas = [basicInformationSchema, medicalHistorySchema, travelPreferencesSchema] as const;

export function intakeStepSchema(step: number) {
  return intakeStepSchemas[step - 1];
}

/** Every answer of the intake, as the draft holds it. */
const intakeSchema = basicInformationSchema.extend(medicalHistorySchema.shape).extend(travelPreferencesSchema.shape);

const stepOfField = new Map<string, number>(
  intakeSteps.flatMap((s, index) => s.fields.map((name) => [name, index + 1] as const)),
);

function formDataOf(values: IntakeValues) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") form.append(name, value);
  return form;
}

export type FieldProblem = { field: IntakeFieldName; step: number; message: string };

/**
 * Steps move on without checks; what cannot be stored as given is pointed out next to the field
 * and at the end, before the registration completes (an e-mail address that is not one, an age
 * that is not a number of years, text too long or with control characters).
 */
export function fieldProblems(values: IntakeValues): FieldProblem[] {
  const submission = parseWithZod(formDataOf(values), { schema: intakeSchema });
  if (submission.status === "success") return [];
  return Object.entries(submission.error ?? {}).flatMap(([field, messages]) =>
    messages?.[0] && stepOfField.has(field)
      ? [{ field: field as IntakeFieldName, step: stepOfField.get(field)!, message: messages[0] }]
      : [],
  );
}

/**
 * The answers a step sent, saved whatever they are so nothing typed is lost: each answer that
 * passes its schema as it passed (trimmed), a choice outside its list as none, any other refused
 * answer as typed, cut to its field's length (browsers already stop there) and pointed out by
 * `fieldProblems` until it is corrected.
 */
export function stepAnswers(step: number, posted: FormData): IntakeValues {
  const schema = intakeStepSchema(step);
  if (!schema) return {};
  const form = withProcedure(posted);
  const names = Object.keys(schema.shape).filter((name) => form.has(name)) as (keyof IntakeValues)[];
  const first = parseWithZod(form, { schema });
  const refused = first.status === "success" ? {} : (first.error ?? {});
  const accepted = new FormData();
  for (const name of names) if (!refused[name]) accepted.set(name, String(form.get(name)));
  const second = parseWithZod(accepted, { schema });
  const passed = (second.status === "success" ? second.value : {}) as IntakeValues;
  const limits = formConstraint(schema);
  const answers: IntakeValues = {};
  for (const name of names) {
    if (!refused[name]) answers[name] = passed[name] ?? "";
    else
      answers[name] =
        name === "procedure" || intakeFields[name].type === "select" ? "" : String(form.get(name)).slice(0, limits[name]?.maxLength);
  }
  return answers;
}

/** The posted treatment choice (`treatmentChoiceValue`) as the draft keeps it: the treatment, and the procedure (none when only a treatment came). */
function withProcedure(posted: FormData) {
  const chosen = posted.get("treatmentType");
  if (typeof chosen !== "string") return posted;
  const form = new FormData();
  for (const [name, value] of posted) if (name !== "treatmentType" && name !== "procedure") form.append(name, value);
  const [treatment = "", procedureId = ""] = chosen.split("/");
  form.set("treatmentType", treatment);
  form.set("procedure", procedureId);
  return form;
}
