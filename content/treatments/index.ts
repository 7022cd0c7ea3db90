import { byLocale, type Locale } from "~/i18n/locales";
import { inLocale } from "../words";
import cardiacSurgery from "./cardiac-surgery";
import cosmeticSurgery from "./cosmetic-surgery";
import dentalCare from "./dental-care";
import eyeSurgery from "./eye-surgery";
import generalSurgery from "./general-surgery";
import { treatmentEntry } from "./list";
import orthopedicSurgery from "./orthopedic-surgery";
import type { TreatmentFile, TreatmentSpecialty } from "./schema";

/** The specialty files in the order the catalogue shows them. Validated by tests/worker/read-only/treatments-content.test.ts. */
export const treatmentFiles = [cardiacSurgery, eyeSurgery, dentalCare, cosmeticSurgery, generalSurgery, orthopedicSurgery] as const;

/** A specialty as one language reads it: its title is the one treatment list's name, its words that language's. */
export function specialtyIn(file: TreatmentFile, locale: Locale): TreatmentSpecialty {
  const { id, ...words } = file;
  return { id, title: treatmentEntry(id)!.name[locale], ...inLocale(words, locale) };
}

/** The catalogue in English: its procedure names are what other content and stored rows point at. */
export const treatments: readonly TreatmentSpecialty[] = treatmentFiles.map((file) => specialtyIn(file, "en"));
const arabicTreatments: readonly TreatmentSpecialty[] = treatmentFiles.map((file) => specialtyIn(file, "ar"));

/** The specialties in one language, in the catalogue's order; the same ids and figures in every language. */
export function treatmentsIn(locale: Locale): readonly TreatmentSpecialty[] {
  return byLocale(locale, { en: treatments, ar: arabicTreatments });
}

export function findTreatment(id: string, locale: Locale = "en"): TreatmentSpecialty | undefined {
  return treatmentsIn(locale).find((t) => t.id === id);
}
