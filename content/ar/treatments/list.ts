import type { TreatmentCategory } from "~/db/schema/doctors";
import type { TreatmentEntry } from "~content/treatments/list";

/**
 * Arabic twin of content/treatments/list.ts: the same treatments, ids and recovery days, named in
 * Arabic, with the words an Arabic-speaking patient types for each catalogue specialty. The doctors search
 * understands both languages' words on every page (decision 1432).
 *
 * Lookups by id are the English file's: ids are the same in both languages, and a page
 * shows the labels of the list of its language.
 */
export { entriesOf, treatmentEntry } from "~content/treatments/list";

export const treatmentList = [
  {
    id: "cardiac-surgery",
    name: "جراحة القلب",
    catalogue: true,
    searchTerms: ["قلبية", "شرايين", "شريان", "تاجية", "قسطرة", "دعامة", "صمامات", "صدر"],
    planner: { label: "جراحة القلب", recoveryDays: 14, popular: true },
    intake: { label: "جراحة القلب" },
    contact: { label: "جراحة القلب" },
  },
  {
    id: "eye-surgery",
    name: "جراحة العيون",
    catalogue: true,
    searchTerms: ["عيون", "عينين", "نظر", "ليزك", "ليزر", "مياه", "بيضاء", "شبكية"],
    planner: { label: "جراحة العيون", recoveryDays: 3, popular: false },
    intake: { label: "جراحة العيون" },
    contact: { label: "جراحة العيون" },
  },
  {
    id: "dental-care",
    name: "علاج الأسنان",
    catalogue: true,
    searchTerms: ["أسنان", "سن", "ضرس", "أضراس", "زراعة", "تقويم", "تركيبات", "لثة"],
    planner: { label: "علاج الأسنان", recoveryDays: 7, popular: true },
    intake: { label: "علاج الأسنان" },
    contact: { label: "علاج الأسنان" },
  },
  {
    id: "cosmetic-surgery",
    name: "جراحة التجميل",
    catalogue: true,
    searchTerms: ["تجميلية", "أنف", "شفط", "دهون", "نحت", "شد"],
    planner: { label: "جراحة التجميل", recoveryDays: 10, popular: true },
    intake: { label: "جراحة التجميل" },
    contact: { label: "جراحة التجميل" },
  },
  {
    id: "general-surgery",
    name: "الجراحة العامة",
    catalogue: true,
    searchTerms: ["مرارة", "فتق", "سمنة", "تكميم", "معدة", "مناظير"],
    planner: { label: "الجراحة العامة", recoveryDays: 12, popular: false },
    contact: { label: "الجراحة العامة" },
  },
  {
    id: "orthopedic-surgery",
    name: "جراحة العظام",
    catalogue: true,
    searchTerms: ["عظام", "مفاصل", "مفصل", "ركبة", "ورك", "عمود", "فقري", "غضروف"],
    planner: { label: "جراحة العظام", recoveryDays: 15, popular: false },
    intake: { label: "جراحة العظام" },
    contact: { label: "جراحة العظام" },
  },
  {
    id: "neurosurgery",
    name: "جراحة المخ والأعصاب",
    catalogue: false,
    planner: { label: "جراحة المخ والأعصاب", recoveryDays: 21, popular: false },
  },
  {
    id: "fertility",
    name: "علاج تأخر الإنجاب",
    catalogue: false,
    planner: { label: "علاج تأخر الإنجاب", recoveryDays: 5, popular: false },
    intake: { label: "علاج تأخر الإنجاب" },
  },
  {
    id: "cancer-treatment",
    name: "علاج الأورام",
    catalogue: false,
    intake: { label: "علاج الأورام" },
  },
  {
    id: "other",
    name: "أخرى",
    catalogue: false,
    intake: { label: "أخرى" },
    contact: { label: "أخرى / لست متأكدًا بعد" },
  },
] as const satisfies readonly TreatmentEntry[];

/** Doctor search words of each catalogue specialty, in Arabic. */
const entries: readonly TreatmentEntry[] = treatmentList;

export const treatmentSearchTerms = Object.fromEntries(
  entries.filter((t) => t.catalogue).map((t) => [t.id, t.searchTerms ?? []]),
) as Record<TreatmentCategory, readonly string[]>;
