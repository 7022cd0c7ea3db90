import { figures } from "../figures";

/** The 'Why Choose Egypt' block of /treatments. */

/**
 * Each comparison points at a catalogue procedure by its id, so its figures are always the procedure's own; its
 * title sits beside it in every language. A comparison whose procedure is not offered is left out.
 */
export const whyEgyptComparisons = [
  { title: { en: "Heart Surgery", ar: "جراحة القلب" }, procedure: "coronary-artery-bypass-cabg" },
  { title: { en: "Dental Implants", ar: "زراعة الأسنان" }, procedure: "dental-implants" },
] as const;

/** The block's one claim that is not computed from the catalogue (app/treatments/catalogue.server.ts computes the others). */
export const whyEgyptProcedures = {
  value: figures.procedures,
  label: { en: "Procedures coordinated", ar: "إجراء طبي نسّقناه" },
} as const;
