import type { DoctorSummary } from "./doctors.server";

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

/** Search is a case-insensitive substring of the name or the specialization. */
export function filterDoctors<T extends DoctorSummary>(doctors: readonly T[], filters: DoctorFilters): T[] {
  const needle = filters.q.toLowerCase();
  return doctors.filter(
    (d) =>
      (needle === "" || d.name.toLowerCase().includes(needle) || d.specialization.toLowerCase().includes(needle)) &&
      (filters.specialization === "" || d.specialization === filters.specialization) &&
      (filters.language === "" || d.languages.includes(filters.language)),
  );
}
