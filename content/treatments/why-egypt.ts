/** The 'Why Choose Egypt' block of /treatments. */

/** Each comparison points at a procedure of the catalogue, so its figures always match the detail page. */
export const whyEgyptComparisons = [
  { title: "Heart Surgery", category: "cardiac-surgery", procedure: "Coronary Artery Bypass (CABG)" },
  { title: "Dental Implants", category: "dental-care", procedure: "Dental Implants" },
] as const;

export const whyEgyptStats = [
  { value: "75%", label: "Average savings" },
  { value: "$15K+", label: "Saved per procedure" },
  { value: "5000+", label: "Patients" },
] as const;
