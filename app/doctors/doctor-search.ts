import { treatmentSearchTerms } from "~content/treatments/list";
import type { TreatmentCategory } from "~/db/schema/doctors";
import type { DoctorSummary } from "./doctors.server";

/** A directory entry: the card's fields and the treatment categories the doctor is linked to. */
export type DirectoryDoctor = DoctorSummary & { categories: readonly TreatmentCategory[] };

/** The longest search text kept; the input carries the same maxLength. */
export const SEARCH_MAX_LENGTH = 100;

export interface DoctorFilters {
  q: string;
  specialization: string;
  language: string;
}

export interface DoctorFilterOptions {
  specializations: string[];
  languages: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, "en");

/** The select options, built from the doctors loaded. */
export function filterOptionsOf(doctors: readonly DoctorSummary[]): DoctorFilterOptions {
  return {
    specializations: [...new Set(doctors.map((d) => d.specialization))].sort(byName),
    languages: [...new Set(doctors.flatMap((d) => d.languages))].sort(byName),
  };
}

/** The filters in a /doctors URL; a specialization or language no doctor has is ignored, as the select cannot show it. */
export function readDoctorFilters(params: URLSearchParams, options: DoctorFilterOptions): DoctorFilters {
  const specialization = params.get("specialization") ?? "";
  const language = params.get("language") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    specialization: options.specializations.includes(specialization) ? specialization : "",
    language: options.languages.includes(language) ? language : "",
  };
}

/** Titles people type before a name ("Dr. Hassan"); they say nothing about which doctor is meant. */
const honorifics = new Set(["dr", "doctor", "prof", "professor"]);

function wordsOf(query: string) {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word !== "" && !honorifics.has(word));
}

function matchesWord(doctor: DirectoryDoctor, word: string) {
  return (
    doctor.name.toLowerCase().includes(word) ||
    doctor.specialization.toLowerCase().includes(word) ||
    doctor.categories.some((category) => treatmentSearchTerms[category].some((term) => term.startsWith(word)))
  );
}

/**
 * Search matches every word typed, case-insensitively, in the name, the specialization, or the
 * words patients use for the doctor's treatment categories (content/treatments/list.ts):
 * "cardiology", "heart", "eye", "teeth" and "Dr. Hassan" all find someone.
 */
export function filterDoctors<T extends DirectoryDoctor>(doctors: readonly T[], filters: DoctorFilters): T[] {
  const words = wordsOf(filters.q);
  return doctors.filter(
    (d) =>
      words.every((word) => matchesWord(d, word)) &&
      (filters.specialization === "" || d.specialization === filters.specialization) &&
      (filters.language === "" || d.languages.includes(filters.language)),
  );
}
