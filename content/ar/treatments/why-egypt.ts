import { figures } from "~content/figures";

/** Arabic twin of content/treatments/why-egypt.ts; each comparison names its procedure by the English name (an id). */
export const whyEgyptComparisons = [
  { title: "جراحة القلب", category: "cardiac-surgery", procedure: "Coronary Artery Bypass (CABG)" },
  { title: "زراعة الأسنان", category: "dental-care", procedure: "Dental Implants" },
] as const;

export const whyEgyptProcedures = { value: figures.procedures, label: "إجراء طبي نسّقناه" } as const;
