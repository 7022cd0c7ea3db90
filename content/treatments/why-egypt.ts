/** The 'Why Choose Egypt' block of /treatments. */

/**
 * Each comparison points at a catalogue procedure by its id, so its figures are always the procedure's own; its
 * title sits beside it in every language. A comparison whose procedure is not offered is left out.
 */
export const whyEgyptComparisons = [
  { title: { en: "Heart Surgery", ar: "جراحة القلب" }, procedure: "coronary-artery-bypass-cabg" },
  { title: { en: "Dental Implants", ar: "زراعة الأسنان" }, procedure: "dental-implants" },
] as const;
