/** The six treatment specialties the catalogue may offer (catalogue_specialties), as D1 stores them. */
export const treatmentCategories = [
  "cardiac-surgery",
  "eye-surgery",
  "dental-care",
  "cosmetic-surgery",
  "general-surgery",
  "orthopedic-surgery",
] as const;
export type TreatmentCategory = (typeof treatmentCategories)[number];

export function isTreatmentCategory(id: string): id is TreatmentCategory {
  return (treatmentCategories as readonly string[]).includes(id);
}
