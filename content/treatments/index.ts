import cardiacSurgery from "./cardiac-surgery";
import cosmeticSurgery from "./cosmetic-surgery";
import dentalCare from "./dental-care";
import eyeSurgery from "./eye-surgery";
import generalSurgery from "./general-surgery";
import orthopedicSurgery from "./orthopedic-surgery";
import type { TreatmentSpecialty } from "./schema";

/** The specialties in the order the catalogue shows them. Validated by tests/worker/treatments-content.test.ts. */
export const treatments: readonly TreatmentSpecialty[] = [cardiacSurgery, eyeSurgery, dentalCare, cosmeticSurgery, generalSurgery, orthopedicSurgery];

export function findTreatment(id: string): TreatmentSpecialty | undefined {
  return treatments.find((t) => t.id === id);
}
