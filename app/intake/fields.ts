/**
 * The intake form: its fields, their enumerations and labels, and the six steps.
 * Shared by the wizard and the server; the stored enumerations are in app/domain/intake.ts.
 */
import { intakeTreatments } from "~content/intake";
import {
  intakeAccommodationTypes,
  intakeBudgetRanges,
  intakeCompanionTravelers,
  intakeCountries,
  intakeLanguages,
  intakeTimelines,
  type IntakeFieldName,
  type IntakeTreatmentType,
} from "~/domain/intake";
import type { MessageKey } from "~/i18n/message-key";

export {
  intakeAccommodationTypes,
  intakeBudgetRanges,
  intakeCompanionTravelers,
  intakeCountries,
  intakeLanguages,
  intakeTimelines,
  intakeTreatmentTypes,
  type IntakeFieldName,
  type IntakeTreatmentType,
  type IntakeValues,
} from "~/domain/intake";

type Option = { value: string; label: string };

const options = <const T extends readonly string[]>(values: T, labels: Record<T[number], string>): Option[] =>
  values.map((value: T[number]) => ({ value, label: labels[value] }));

const countryOptions = options(intakeCountries, {
  us: "United States",
  uk: "United Kingdom",
  ca: "Canada",
  au: "Australia",
  de: "Germany",
  fr: "France",
  other: "Other",
});

const timelineOptions = options(intakeTimelines, {
  asap: "As soon as possible",
  "1-3months": "Within 1-3 months",
  "3-6months": "Within 3-6 months",
  "6months+": "In 6 months or more",
});

/** From the one list of treatments (content/treatments/list.ts), in the spec's order. */
const treatmentTypeOptions: Option[] = intakeTreatments.map(({ value, label }) => ({ value, label }));

const budgetRangeOptions = options(intakeBudgetRanges, {
  under5k: "Under $5,000",
  "5k-10k": "$5,000 - $10,000",
  "10k-25k": "$10,000 - $25,000",
  "25k-50k": "$25,000 - $50,000",
  "50k+": "$50,000+",
});

const accommodationTypeOptions = options(intakeAccommodationTypes, {
  luxury: "Luxury Hotel (5-star)",
  premium: "Premium Hotel (4-star)",
  standard: "Standard Hotel (3-star)",
  budget: "Budget Accommodation",
  medical: "Medical Recovery Hotel",
  apartment: "Serviced Apartment",
});

const companionTravelerOptions = options(intakeCompanionTravelers, {
  "0": "Traveling alone",
  "1": "1 companion",
  "2": "2 companions",
  "3+": "3 or more companions",
});

const languageOptions = options(intakeLanguages, {
  english: "English",
  spanish: "Spanish",
  french: "French",
  german: "German",
  arabic: "Arabic",
  chinese: "Chinese",
  russian: "Russian",
  other: "Other",
});

/** The ages the intake accepts, in years (its schema's rule and the number field's bounds). */
export const INTAKE_AGE = { min: 1, max: 120 } as const;

type FieldBase = { label: string; hint?: string };
export type IntakeField = FieldBase &
  (
    | { type: "text" | "email" | "tel"; autoComplete?: string }
    | { type: "number"; min: number; max: number }
    | { type: "textarea"; rows: number }
    | { type: "select"; options: Option[] }
  );

const select = (label: string, opts: Option[]): IntakeField => ({ type: "select", label, options: opts });
const textarea = (label: string, hint?: string): IntakeField => ({ type: "textarea", label, hint, rows: 4 });

/**
 * Every text field of the intake with how it is asked; the has-flags follow the documents instead.
 * What an answer must be (lengths, formats) is in `intake-schema.ts`.
 */
export const intakeFields = {
  firstName: { type: "text", label: "First Name", autoComplete: "given-name" },
  lastName: { type: "text", label: "Last Name", autoComplete: "family-name" },
  email: { type: "email", label: "Email Address", autoComplete: "email" },
  phone: {
    type: "tel",
    label: "Phone Number",
    autoComplete: "tel",
    hint: "With your country code, e.g. +44 20 7946 0000",
  },
  age: { type: "number", label: "Age", ...INTAKE_AGE },
  country: select("Country", countryOptions),
  treatmentType: select("Treatment Type", treatmentTypeOptions),
  timeline: select("Preferred Timeline", timelineOptions),
  budgetRange: select("Budget Range (USD)", budgetRangeOptions),
  medicalCondition: textarea("Medical Condition", "Describe the condition you want treated and your symptoms."),
  previousTreatments: textarea("Previous Treatments", "Surgeries, therapies or procedures you have had for it."),
  currentMedications: textarea("Current Medications", "Names and doses, if you know them."),
  allergies: textarea("Allergies", "Medicines, foods or materials (for example latex)."),
  doctorPreference: {
    type: "text",
    label: "Doctor Preference",
    hint: "A doctor you would like, or a preference such as a female surgeon.",
  },
  accessibilityNeeds: textarea(
    "Accessibility Needs",
    "Wheelchair access, mobility help or anything else we should arrange.",
  ),
  preferredDates: {
    type: "text",
    label: "Preferred Travel Dates",
    hint: "For example: early March 2027, flexible by a week.",
  },
  accommodationType: select("Accommodation Type", accommodationTypeOptions),
  companionTravelers: select("Companion Travelers", companionTravelerOptions),
  dietaryRequirements: {
    type: "text",
    label: "Dietary Requirements",
    hint: "Vegetarian, halal, diabetic, allergies...",
  },
  languagePreference: select("Language Preference", languageOptions),
} as const satisfies Record<IntakeFieldName, IntakeField>;

/**
 * The labels above are the staff console's (English, decision 1404). The patient's pages name a field,
 * its hint and its options with the `intake` catalogue's keys, in the page's language.
 */
export const stepTitleKey = (step: number) => `intake.step.${step}` as MessageKey;

export const fieldLabelKey = (name: IntakeFieldName) => `intake.field.${name}` as const;

/** The catalogue key of a field's hint, for the fields that have one (a test checks each exists). */
export const fieldHintKey = (name: IntakeFieldName) =>
  "hint" in intakeFields[name] && intakeFields[name].hint ? (`intake.hint.${name}` as MessageKey) : null;

/**
 * The catalogue key of a choice's option (a test checks each exists). The treatment types are the
 * treatment list's names (`content/intake.ts` and its Arabic twin), so they have none.
 */
export const optionLabelKey = (name: Exclude<IntakeFieldName, "treatmentType">, value: string) =>
  `intake.option.${name}.${value}` as MessageKey;

export const intakeSteps = [
  {
    title: "Basic Information",
    fields: ["firstName", "lastName", "email", "phone", "age", "country", "treatmentType", "timeline", "budgetRange"],
  },
  {
    title: "Medical History",
    fields: ["medicalCondition", "previousTreatments", "currentMedications", "allergies", "doctorPreference"],
  },
  {
    title: "Travel Preferences",
    fields: [
      "preferredDates",
      "accommodationType",
      "companionTravelers",
      "dietaryRequirements",
      "languagePreference",
      "accessibilityNeeds",
    ],
  },
  { title: "Documents", fields: [] },
  { title: "Cost Estimation", fields: [] },
  { title: "Schedule Consultation", fields: [] },
] as const satisfies readonly { title: string; fields: readonly IntakeFieldName[] }[];

export const INTAKE_STEP_COUNT = intakeSteps.length;
export const DOCUMENTS_STEP = 4;

/** The intake code of a treatment id from ?treatment=; a treatment the intake does not offer is "other", as the catalogue spec's entities say. */
export function treatmentTypeFromQuery(treatment: string): IntakeTreatmentType {
  return intakeTreatments.find((t) => t.id === treatment)?.value ?? "other";
}

export function optionLabel(field: IntakeFieldName, value: string | null | undefined) {
  const definition: IntakeField = intakeFields[field];
  if (!value) return null;
  if (definition.type !== "select") return value;
  return definition.options.find((o) => o.value === value)?.label ?? value;
}
