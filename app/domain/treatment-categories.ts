/** The six treatment specialties of the catalogue (content/treatments), as D1 stores them. */
export const treatmentCategories = [
  "cardiac-surgery",
  "eye-surgery",
  "dental-care",
  "cosmetic-surgery",
  "general-surgery",
  "orthopedic-surgery",
] as const;
export type TreatmentCategory = (typeof treatmentCategories)[number];
