import type { TreatmentCategory } from "~/db/schema/doctors";

/**
 * Arabic twin of content/treatment-search-terms.ts: words an Arabic-speaking patient types for each
 * category. The doctors search understands both lists on every page, ignores hamza forms, taa marbuta,
 * alif maqsura, diacritics and a leading "ال", and matches the start of a word ("قلب" finds "قلبية").
 */
export const treatmentSearchTerms: Record<TreatmentCategory, readonly string[]> = {
  "cardiac-surgery": ["قلبية", "شرايين", "شريان", "تاجية", "قسطرة", "دعامة", "صمامات", "صدر"],
  "eye-surgery": ["عيون", "عينين", "نظر", "ليزك", "ليزر", "مياه", "بيضاء", "شبكية"],
  "dental-care": ["أسنان", "سن", "ضرس", "أضراس", "زراعة", "تقويم", "تركيبات", "لثة"],
  "cosmetic-surgery": ["تجميلية", "أنف", "شفط", "دهون", "نحت", "شد"],
  "general-surgery": ["مرارة", "فتق", "سمنة", "تكميم", "معدة", "مناظير"],
  "orthopedic-surgery": ["عظام", "مفاصل", "مفصل", "ركبة", "ورك", "عمود", "فقري", "غضروف"],
};
