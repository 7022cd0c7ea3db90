/** Arabic twin of content/treatments/why-egypt.ts. */

export const whyEgyptComparisons = [
  { title: "جراحة القلب", category: "cardiac-surgery", procedure: "Coronary Artery Bypass (CABG)" },
  { title: "زراعة الأسنان", category: "dental-care", procedure: "Dental Implants" },
] as const;

export const whyEgyptStats = [
  { value: "75%", label: "متوسط التوفير" },
  { value: "$15K+", label: "توفير في الإجراء الواحد" },
  { value: "5000+", label: "مريض" },
] as const;
