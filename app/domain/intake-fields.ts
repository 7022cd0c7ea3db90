/**
 * The intake form: its fields, their enumerations and how each is asked, and the six steps.
 * Shared by the wizard and the server; the stored enumerations are in app/domain/intake.ts.
 */
import { intakeTreatmentIds, intakeTreatments } from "~content/intake";
import {
  intakeAccommodationTypes,
  intakeBudgetRanges,
  intakeCompanionTravelers,
  intakeLanguages,
  intakeTimelines,
  type IntakeFieldName,
  type IntakeValues,
} from "~/domain/intake";
import type { MessageKey } from "~/i18n/message-key";

export {
  intakeAccommodationTypes,
  intakeBudgetRanges,
  intakeCompanionTravelers,
  intakeLanguages,
  intakeTimelines,
  type IntakeFieldName,
  type IntakeValues,
} from "~/domain/intake";

/** The ages the intake accepts, in years (its schema's rule and the number field's bounds). */
export const INTAKE_AGE = { min: 1, max: 120 } as const;

/**
 * How a field is asked. Its words are the `intake` catalogue's (`fieldLabelKey`, `fieldHintKey`, `optionLabelKey`),
 * in the page's language, and the staff console reads the English catalogue (decision 0131): none are written here,
 * so the browser's bundle carries no second copy of them. `hint` says the field has one.
 */
type FieldBase = { hint?: true };
export type IntakeField = FieldBase &
  (
    | { type: "text" | "email" | "tel"; autoComplete?: string }
    | { type: "number"; min: number; max: number }
    | { type: "textarea"; rows: number }
    | { type: "select"; options: readonly string[] }
    | { type: "country" }
  );

const select = (options: readonly string[]): IntakeField => ({ type: "select", options });
const textarea = (hint?: true): IntakeField => ({ type: "textarea", rows: 4, ...(hint ? { hint } : {}) });

/**
 * Every text field of the intake with how it is asked; the has-flags follow the documents instead.
 * What an answer must be (lengths, formats) is in `intake-schema.ts`.
 */
export const intakeFields = {
  firstName: { type: "text", autoComplete: "given-name" },
  lastName: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel", hint: true },
  age: { type: "number", ...INTAKE_AGE },
  // Every country, named by the runtime in the page's language (app/i18n/countries.ts).
  country: { type: "country" },
  // From the one list of treatments (content/treatments/list.ts), in the spec's order, with the catalogue's procedures.
  treatmentType: { ...select(intakeTreatmentIds), hint: true },
  timeline: select(intakeTimelines),
  budgetRange: select(intakeBudgetRanges),
  medicalCondition: textarea(true),
  previousTreatments: textarea(true),
  currentMedications: textarea(true),
  allergies: textarea(true),
  doctorPreference: { type: "text", hint: true },
  accessibilityNeeds: textarea(true),
  preferredDates: { type: "text", hint: true },
  accommodationType: select(intakeAccommodationTypes),
  companionTravelers: select(intakeCompanionTravelers),
  dietaryRequirements: { type: "text", hint: true },
  languagePreference: select(intakeLanguages),
} as const satisfies Record<IntakeFieldName, IntakeField>;

export const stepTitleKey = (step: number) => `intake.step.${step}` as MessageKey;

export const fieldLabelKey = (name: IntakeFieldName) => `intake.field.${name}` as const;

/** The catalogue key of a field's hint, for the fields that have one (a test checks each exists). */
export const fieldHintKey = (name: IntakeFieldName) =>
  "hint" in intakeFields[name] && intakeFields[name].hint ? (`intake.hint.${name}` as MessageKey) : null;

/**
 * The catalogue key of a choice's option (a test checks each exists). The treatment types are the
 * treatment list's names (`content/intake.ts` and its Arabic twin) and the countries the runtime's, so they have none.
 */
export const optionLabelKey = (name: Exclude<IntakeFieldName, "treatmentType">, value: string) =>
  `intake.option.${name}.${value}` as MessageKey;

/** The treatment's one select posts "treatment/procedure" for a procedure of the catalogue, the treatment alone otherwise. */
export const treatmentChoiceValue = ({ treatmentType, procedure }: IntakeValues) =>
  treatmentType && procedure ? `${treatmentType}/${procedure}` : (treatmentType ?? "");

/** The six steps and the fields each asks; a step's title is the catalogue's `stepTitleKey`. */
export const intakeSteps = [
  { fields: ["firstName", "lastName", "email", "phone", "age", "country", "treatmentType", "timeline", "budgetRange"] },
  { fields: ["medicalCondition", "previousTreatments", "currentMedications", "allergies", "doctorPreference"] },
  {
    fields: [
      "preferredDates",
      "accommodationType",
      "companionTravelers",
      "dietaryRequirements",
      "languagePreference",
      "accessibilityNeeds",
    ],
  },
  { fields: [] },
  { fields: [] },
  { fields: [] },
] as const satisfies readonly { fields: readonly IntakeFieldName[] }[];

export const INTAKE_STEP_COUNT = intakeSteps.length;
export const DOCUMENTS_STEP = 4;

/** An intake treatment's English label, as the staff console shows the intake (decision 0131). */
export function treatmentNameInEnglish(id: string | null | undefined) {
  return intakeTreatments.find((t) => t.id === id)?.label ?? null;
}

/** The intake's treatment for ?treatment={id}; a treatment the intake does not offer is "other", as the catalogue spec's entities say. */
export function treatmentTypeFromQuery(treatment: string): (typeof intakeTreatmentIds)[number] {
  return intakeTreatments.find((t) => t.id === treatment)?.id ?? "other";
}
