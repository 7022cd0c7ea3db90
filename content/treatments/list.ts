import type { intakeTreatmentTypes } from "~/domain/intake";
import type { TreatmentCategory } from "~/db/schema/doctors";
import type { tripTreatmentTypes } from "~/db/schema/trips";

/**
 * The one list of treatments NileCare names. `id` is the treatment everywhere: the catalogue
 * (/treatments/{id}), the doctors' categories (doctor_treatments), the contact form, ?treatment={id}
 * links and the doctor search words. Each form that offers a treatment says here how it shows it (the
 * spec's label) and, for the planner and the intake, the code its D1 column stores (decision 1340:
 * those columns keep the spec's codes, because changing their CHECK would rebuild the tables).
 *
 * Imports only types: the database schema and the intake's field list read it.
 */
export type TreatmentEntry = {
  id: string;
  /** The catalogue's title where the catalogue has it. */
  name: string;
  /** A specialty of the catalogue (content/treatments/{id}.ts) and a doctors' category. */
  catalogue: boolean;
  /** For a catalogue specialty, the words patients type for it: the doctors search matches its doctors on any. */
  searchTerms?: readonly string[];
  /** The trip planner's choice (the catalogue spec's "Trip treatment types"); stored as `code` in trip_plans. */
  planner?: { code: (typeof tripTreatmentTypes)[number]; label: string; recoveryDays: number; popular: boolean };
  /** The intake's choice (the catalogue spec's "Intake enumerations"); stored as `code` in intakes. */
  intake?: { code: (typeof intakeTreatmentTypes)[number]; label: string };
  /** The contact form's "Treatment of Interest" option. */
  contact?: { label: string };
};

export const treatmentList = [
  {
    id: "cardiac-surgery",
    name: "Cardiac Surgery",
    catalogue: true,
    searchTerms: ["cardiac", "cardiology", "cardiologist", "cardiothoracic", "heart", "bypass", "valve", "stent"],
    planner: { code: "cardiac-surgery", label: "Cardiac Surgery", recoveryDays: 14, popular: true },
    intake: { code: "cardiac", label: "Cardiac Surgery" },
    contact: { label: "Cardiac Surgery" },
  },
  {
    id: "eye-surgery",
    name: "Eye Surgery",
    catalogue: true,
    searchTerms: ["eye", "eyes", "ophthalmology", "ophthalmologist", "lasik", "vision", "cataract", "retina"],
    planner: { code: "eye-surgery", label: "Eye Surgery", recoveryDays: 3, popular: false },
    intake: { code: "eye", label: "Eye Surgery" },
    contact: { label: "Eye Surgery" },
  },
  {
    id: "dental-care",
    name: "Dental Care",
    catalogue: true,
    searchTerms: ["dental", "dentist", "dentistry", "teeth", "tooth", "implant", "implants", "veneers"],
    planner: { code: "dental-treatment", label: "Dental Treatment", recoveryDays: 7, popular: true },
    intake: { code: "dental", label: "Dental Care" },
    contact: { label: "Dental Care" },
  },
  {
    id: "cosmetic-surgery",
    name: "Cosmetic Surgery",
    catalogue: true,
    searchTerms: ["cosmetic", "plastic", "aesthetic", "rhinoplasty", "liposuction", "facelift"],
    planner: { code: "cosmetic-surgery", label: "Cosmetic Surgery", recoveryDays: 10, popular: true },
    intake: { code: "cosmetic", label: "Cosmetic Surgery" },
    contact: { label: "Cosmetic Surgery" },
  },
  {
    id: "general-surgery",
    name: "General Surgery",
    catalogue: true,
    searchTerms: ["general", "bariatric", "laparoscopic", "gastric", "hernia", "weight"],
    planner: { code: "general-surgery", label: "General Surgery", recoveryDays: 12, popular: false },
    // The spec's intake has no general surgery: ?treatment=general-surgery preselects "Other".
    contact: { label: "General Surgery" },
  },
  {
    id: "orthopedic-surgery",
    name: "Orthopedic Surgery",
    catalogue: true,
    searchTerms: ["orthopedic", "orthopaedic", "bone", "bones", "joint", "knee", "hip", "spine"],
    planner: { code: "orthopedic", label: "Orthopedic Surgery", recoveryDays: 15, popular: false },
    intake: { code: "orthopedic", label: "Orthopedic Surgery" },
    contact: { label: "Orthopedic Surgery" },
  },
  {
    id: "neurosurgery",
    name: "Neurosurgery",
    catalogue: false,
    planner: { code: "neurosurgery", label: "Neurosurgery", recoveryDays: 21, popular: false },
  },
  {
    id: "fertility",
    name: "Fertility Treatment",
    catalogue: false,
    planner: { code: "fertility", label: "Fertility Treatment", recoveryDays: 5, popular: false },
    intake: { code: "fertility", label: "Fertility Treatment" },
  },
  {
    id: "cancer-treatment",
    name: "Cancer Treatment",
    catalogue: false,
    intake: { code: "cancer", label: "Cancer Treatment" },
  },
  {
    id: "other",
    name: "Other",
    catalogue: false,
    intake: { code: "other", label: "Other" },
    contact: { label: "Other / Not sure yet" },
  },
] as const satisfies readonly TreatmentEntry[];

type Entry = (typeof treatmentList)[number];
export type TreatmentId = Entry["id"];
export type PlannerTreatmentId = Extract<Entry, { planner: object }>["id"];
export type IntakeTreatmentId = Extract<Entry, { intake: object }>["id"];
export type ContactTreatmentId = Extract<Entry, { contact: object }>["id"];

const entries: readonly TreatmentEntry[] = treatmentList;

export function treatmentEntry(id: string): TreatmentEntry | undefined {
  return entries.find((t) => t.id === id);
}

/** A form's entries in the order it offers them; an id without that form's section is a type error. */
export function entriesOf<Id extends TreatmentId>(ids: readonly Id[]) {
  return ids.map((id) => treatmentList.find((t): t is Extract<Entry, { id: Id }> => t.id === id)!);
}

/** The treatment an intake code stands for (intakes.treatment_type). */
export function treatmentOfIntakeCode(code: string) {
  return entries.find((t) => t.intake?.code === code);
}

/** Doctor search words of each catalogue specialty. */
export const treatmentSearchTerms = Object.fromEntries(
  entries.filter((t) => t.catalogue).map((t) => [t.id, t.searchTerms ?? []]),
) as Record<TreatmentCategory, readonly string[]>;
