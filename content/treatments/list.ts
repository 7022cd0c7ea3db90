import type { TreatmentCategory } from "~/db/schema/doctors";
import type { TreatmentId } from "~/domain/treatments";
import type { Locale } from "~/i18n/locales";
import type { Words } from "../words";

/**
 * The one list of treatments NileCare names. `id` is the treatment everywhere, and the value every table stores
 * (decision 0121): the catalogue (/treatments/{id}), the doctors' categories (doctor_treatments), the planner, the
 * intake and the contact form, the case, its quote and its journey, ?treatment={id} links and the doctor search
 * words. Each treatment's name is written here once per language; a form that offers it under other words says
 * so in its section (the spec's label there), and otherwise shows the name.
 *
 * Imports only types: the database schema and the intake's field list read it.
 */
export type TreatmentEntry = {
  id: TreatmentId;
  /** The catalogue's title where the catalogue has it; the name every page but the forms shows. */
  name: Words;
  /** A specialty of the catalogue (content/treatments/{id}.ts) and a doctors' category. */
  catalogue: boolean;
  /**
   * For a catalogue specialty, the words patients type for it in each language: the doctors search matches its
   * doctors on any of them, on every page.
   */
  searchTerms?: Words<readonly string[]>;
  /** The trip planner's choice (the catalogue spec's "Trip treatment types"): its recovery days, and its label where not the name. */
  planner?: { recoveryDays: number; popular: boolean; label?: Partial<Words> };
  /** The intake's choice (the catalogue spec's "Intake enumerations"), its label where not the name. */
  intake?: { label?: Partial<Words> };
  /** The contact form's "Treatment of Interest" option, its label where not the name. */
  contact?: { label?: Partial<Words> };
};

export const treatmentList = [
  {
    id: "cardiac-surgery",
    name: { en: "Cardiac Surgery", ar: "جراحة القلب" },
    catalogue: true,
    searchTerms: {
      en: ["cardiac", "cardiology", "cardiologist", "cardiothoracic", "heart", "bypass", "valve", "stent"],
      ar: ["قلبية", "شرايين", "شريان", "تاجية", "قسطرة", "دعامة", "صمامات", "صدر"],
    },
    planner: { recoveryDays: 14, popular: true },
    intake: {},
    contact: {},
  },
  {
    id: "eye-surgery",
    name: { en: "Eye Surgery", ar: "جراحة العيون" },
    catalogue: true,
    searchTerms: {
      en: ["eye", "eyes", "ophthalmology", "ophthalmologist", "lasik", "vision", "cataract", "retina"],
      ar: ["عيون", "عينين", "نظر", "ليزك", "ليزر", "مياه", "بيضاء", "شبكية"],
    },
    planner: { recoveryDays: 3, popular: false },
    intake: {},
    contact: {},
  },
  {
    id: "dental-care",
    name: { en: "Dental Care", ar: "علاج الأسنان" },
    catalogue: true,
    searchTerms: {
      en: ["dental", "dentist", "dentistry", "teeth", "tooth", "implant", "implants", "veneers"],
      ar: ["أسنان", "سن", "ضرس", "أضراس", "زراعة", "تقويم", "تركيبات", "لثة"],
    },
    planner: { recoveryDays: 7, popular: true, label: { en: "Dental Treatment" } },
    intake: {},
    contact: {},
  },
  {
    id: "cosmetic-surgery",
    name: { en: "Cosmetic Surgery", ar: "جراحة التجميل" },
    catalogue: true,
    searchTerms: {
      en: ["cosmetic", "plastic", "aesthetic", "rhinoplasty", "liposuction", "facelift"],
      ar: ["تجميلية", "أنف", "شفط", "دهون", "نحت", "شد"],
    },
    planner: { recoveryDays: 10, popular: true },
    intake: {},
    contact: { label: { ar: "الجراحة التجميلية" } },
  },
  {
    id: "general-surgery",
    name: { en: "General Surgery", ar: "الجراحة العامة" },
    catalogue: true,
    searchTerms: {
      en: ["general", "bariatric", "laparoscopic", "gastric", "hernia", "weight"],
      ar: ["مرارة", "فتق", "سمنة", "تكميم", "معدة", "مناظير"],
    },
    planner: { recoveryDays: 12, popular: false },
    // The spec's intake has no general surgery: ?treatment=general-surgery preselects "Other".
    contact: {},
  },
  {
    id: "orthopedic-surgery",
    name: { en: "Orthopedic Surgery", ar: "جراحة العظام" },
    catalogue: true,
    searchTerms: {
      en: ["orthopedic", "orthopaedic", "bone", "bones", "joint", "knee", "hip", "spine"],
      ar: ["عظام", "مفاصل", "مفصل", "ركبة", "ورك", "عمود", "فقري", "غضروف"],
    },
    planner: { recoveryDays: 15, popular: false },
    intake: {},
    contact: {},
  },
  {
    id: "neurosurgery",
    name: { en: "Neurosurgery", ar: "جراحة المخ والأعصاب" },
    catalogue: false,
    planner: { recoveryDays: 21, popular: false },
  },
  {
    id: "fertility",
    name: { en: "Fertility Treatment", ar: "علاج تأخر الإنجاب" },
    catalogue: false,
    planner: { recoveryDays: 5, popular: false, label: { ar: "علاج الخصوبة وتأخّر الإنجاب" } },
    intake: {},
  },
  {
    id: "cancer-treatment",
    name: { en: "Cancer Treatment", ar: "علاج الأورام" },
    catalogue: false,
    intake: {},
  },
  {
    id: "other",
    name: { en: "Other", ar: "أخرى" },
    catalogue: false,
    intake: {},
    contact: { label: { en: "Other / Not sure yet", ar: "أخرى / لم أقرر بعد" } },
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

/** How a form labels a treatment in a language: its own words where it has them, else the treatment's name. */
export function formLabel(entry: TreatmentEntry, form: "planner" | "intake" | "contact", locale: Locale): string {
  return entry[form]?.label?.[locale] ?? entry.name[locale];
}

/** The planner's choices named in a language: the one list's ids, recovery days and popularity. */
export function plannerChoices(ids: readonly PlannerTreatmentId[], locale: Locale) {
  return entriesOf(ids).map((entry) => ({
    id: entry.id,
    name: formLabel(entry, "planner", locale),
    recoveryDays: entry.planner.recoveryDays,
    popular: entry.planner.popular,
  }));
}

/** A form's options labelled in a language: the one list's ids, each with the form's label. */
export function formOptions<Id extends TreatmentId>(ids: readonly Id[], form: "intake" | "contact", locale: Locale) {
  return entriesOf(ids).map((entry) => ({ id: entry.id, label: formLabel(entry, form, locale) }));
}

/** The name of a treatment in a language, by id. */
export function treatmentNameIn(id: TreatmentId, locale: Locale): string {
  return treatmentEntry(id)!.name[locale];
}

/** Doctor search words of each catalogue specialty, in one language. */
export function treatmentSearchTerms(locale: Locale) {
  return Object.fromEntries(
    entries.filter((t) => t.catalogue).map((t) => [t.id, t.searchTerms?.[locale] ?? []]),
  ) as Record<TreatmentCategory, readonly string[]>;
}
