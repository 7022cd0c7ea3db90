import { figures } from "../figures";

/** The 'Why Choose Egypt' block of /treatments. */

/**
 * Each comparison points at a procedure of the catalogue by its English name, so its figures always match the
 * detail page; its title sits beside it in every language.
 */
export const whyEgyptComparisons = [
  {
    title: { en: "Heart Surgery", ar: "جراحة القلب" },
    category: "cardiac-surgery",
    procedure: "Coronary Artery Bypass (CABG)",
  },
  { title: { en: "Dental Implants", ar: "زراعة الأسنان" }, category: "dental-care", procedure: "Dental Implants" },
] as const;

/** The block's one claim that is not computed from the catalogue (app/treatments/catalogue.server.ts computes the others). */
export const whyEgyptProcedures = {
  value: figures.procedures,
  label: { en: "Procedures coordinated", ar: "إجراء طبي نسّقناه" },
} as const;
