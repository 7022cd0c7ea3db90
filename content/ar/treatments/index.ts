import type { TreatmentSpecialty } from "~content/treatments/schema";
import cardiacSurgery from "./cardiac-surgery";
import cosmeticSurgery from "./cosmetic-surgery";
import dentalCare from "./dental-care";
import eyeSurgery from "./eye-surgery";
import generalSurgery from "./general-surgery";
import orthopedicSurgery from "./orthopedic-surgery";

/** Arabic twin of content/treatments/index.ts: the specialties in the catalogue's order. */
export const treatments: readonly TreatmentSpecialty[] = [cardiacSurgery, eyeSurgery, dentalCare, cosmeticSurgery, generalSurgery, orthopedicSurgery];
