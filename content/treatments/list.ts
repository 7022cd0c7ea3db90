import type { TreatmentCategory } from "~/db/schema/doctors";
import type { TreatmentId } from "~/domain/treatments";

/**
 * The one list of treatments NileCare names. `id` is the treatment everywhere, and the value every table stores
 * (decision 0121): the catalogue (/treatments/{id}), the doctors' categories (doctor_treatments), the planner, the
 * intake and the contact form, the case, its quote and its journey, ?treatment={id} links and the doctor search
 * words. Each form that offers a treatment says here how it shows it (the spec's label there).
 *
 * Imports only types: the database schema and the intake's field list read it.
 */
export type TreatmentEntry = {
  id: TreatmentId;
  /** The catalogue's title where the catalogue has it; the name every page but the forms shows. */
  name: string;
  /** A specialty of the catalogue (content/treatments/{id}.ts) and a doctors' category. */
  catalogue: boolean;
  /** For a catalogue specialty, the words patients type for it: the doctors search matches its doctors on any. */
  searchTerms?: readonly string[];
  /** The trip planner's choice (the catalogue spec's "Trip treatment types"): its label and recovery days. */
  planner?: { label: string; recoveryDays: number; popular: boolean };
  /** The intake's choice (the catalogue spec's "Intake enumerations"): its label. */
  intake?: { label: string };
  /** The contact form's "Treatment of Interest" option. */
  contact?: { label: string };
};

export const treatmentList = [
  {
    id: "cardiac-surgery",
    name: "Cardiac Surgery",
    catalogue: true,
    searchTerms: ["cardiac", "cardiology", "cardiologist", "cardiothoracic", "heart", "bypass", "valve", "stent"],
    planner: { label: "Cardiac Surgery", recoveryDays: 14, popular: true },
    intake: { label: "Cardiac Surgery" },
    contact: { label: "Cardiac Surgery" },
  },
  {
    id: "eye-surgery",
    name: "Eye Surgery",
    catalogue: true,
    searchTerms: ["eye", "eyes", "ophthalmology", "ophthalmologist", "lasik", "vision", "cataract", "retina"],
    planner: { label: "Eye Surgery", recoveryDays: 3, popular: false },
    intake: { label: "Eye Surgery" },
    contact: { label: "Eye Surgery" },
  },
  {
    id: "dental-care",
    name: "Dental Care",
    catalogue: true,
    searchTerms: ["dental", "dentist", "dentistry", "teeth", "tooth", "implant", "implants", "veneers"],
    planner: { label: "Dental Treatment", recoveryDays: 7, popular: true },
    intake: { label: "Dental Care" },
    contact: { label: "Dental Care" },
  },
  {
    id: "cosmetic-surgery",
    name: "Cosmetic Surgery",
    catalogue: true,
    searchTerms: ["cosmetic", "plastic", "aesthetic", "rhinoplasty", "liposuction", "facelift"],
    planner: { label: "Cosmetic Surgery", recoveryDays: 10, popular: true },
    intake: { label: "Cosmetic Surgery" },
    contact: { label: "Cosmetic Surgery" },
  },
  {
    id: "general-surgery",
    name: "General Surgery",
    catalogue: true,
    searchTerms: ["general", "bariatric", "laparoscopic", "gastric", "hernia", "weight"],
    planner: { label: "General Surgery", recoveryDays: 12, popular: false },
    // The spec's intake has no general surgery: ?treatment=general-surgery preselects "Other".
    contact: { label: "General Surgery" },
  },
  {
    id: "orthopedic-surgery",
    name: "Orthopedic Surgery",
    catalogue: true,
    searchTerms: ["orthopedic", "orthopaedic", "bone", "bones", "joint", "knee", "hip", "spine"],
    planner: { label: "Orthopedic Surgery", recoveryDays: 15, popular: false },
    intake: { label: "Orthopedic Surgery" },
    contact: { label: "Orthopedic Surgery" },
  },
  {
    id: "neurosurgery",
    name: "Neurosurgery",
    catalogue: false,
    planner: { label: "Neurosurgery", recoveryDays: 21, popular: false },
  },
  {
    id: "fertility",
    name: "Fertility Treatment",
    catalogue: false,
    planner: { label: "Fertility Treatment", recoveryDays: 5, popular: false },
    intake: { label: "Fertility Treatment" },
  },
  {
    id: "cancer-treatment",
    name: "Cancer Treatment",
    catalogue: false,
    intake: { label: "Cancer Treatment" },
  },
  {
    id: "other",
    name: "Other",
    catalogue: false,
    intake: { label: "Other" },
    contact: { label: "Other / Not sure yet" },
  },
] as const satisfies readonly TreatmentEntry[];

type Entry = (typeof treatmentList)[number];
export type { TreatmentId };
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

/** Doctor search words of each catalogue specialty. */
export const treatmentSearchTerms = Object.fromEntries(
  entries.filter((t) => t.catalogue).map((t) => [t.id, t.searchTerms ?? []]),
) as Record<TreatmentCategory, readonly string[]>;
