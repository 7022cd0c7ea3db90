import { treatmentSearchTerms } from "~content/treatments/list";
import type { TreatmentCategory } from "~/db/schema/doctors";
import type { DirectoryDoctor, DoctorSummary } from "./doctor-summary";
import { collator } from "~/i18n/intl";
import { locales } from "~/i18n/locales";

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

const byName = (a: string, b: string) => collator("en").compare(a, b);

/** A select's option: the stored value the URL carries and what the page calls it. */
export type FilterChoice = { value: string; label: string };

/** The selects' options as a page shows them: labelled in its language and sorted by label. */
export function filterChoices(
  options: DoctorFilterOptions,
  label: { specialization: (stored: string) => string; language: (stored: string) => string },
  locale: string,
) {
  const byLabel = (a: FilterChoice, b: FilterChoice) => collator(locale).compare(a.label, b.label);
  return {
    specializations: options.specializations.map((value) => ({ value, label: label.specialization(value) })).sort(byLabel),
    languages: options.languages.map((value) => ({ value, label: label.language(value) })).sort(byLabel),
  };
}

export type DoctorFilterChoices = ReturnType<typeof filterChoices>;

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

/** Titles people type before a name ("Dr. Hassan", "د. حسن"); they say nothing about which doctor is meant. */
const honorifics = new Set(["dr", "doctor", "prof", "professor", "د", "دكتور", "دكتوره", "ا", "بروفيسور"]);

/**
 * Text as the search compares it: lower case and, for Arabic, without diacritics or tatweel, with every
 * hamza form of alif as ا, taa marbuta as ه and alif maqsura as ي — the spellings patients mix freely.
 */
function searchForm(text: string) {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي");
}

/** The words of a search, each without the Arabic article ("العيون" → "عيون"). */
function wordsOf(query: string) {
  return searchForm(query)
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => (word.length > 3 && word.startsWith("ال") ? word.slice(2) : word))
    .filter((word) => word !== "" && !honorifics.has(word));
}

/** Each category's words in every language the search understands, in search form. */
const termsByLocale = locales.map(treatmentSearchTerms);
const categoryWords = Object.fromEntries(
  Object.keys(termsByLocale[0]!).map((category) => [
    category,
    termsByLocale.flatMap((terms) => terms[category as TreatmentCategory]).map(searchForm),
  ]),
) as Record<TreatmentCategory, string[]>;

function matchesWord(doctor: DirectoryDoctor, names: readonly string[], word: string) {
  return (
    names.some((name) => name.includes(word)) ||
    doctor.categories.some((category) => categoryWords[category].some((term) => term.startsWith(word)))
  );
}

/**
 * Search matches every word typed, case-insensitively, in the name, the specialization, or the
 * words patients use for the doctor's treatment categories (content/treatments/list.ts and its
 * Arabic twin): "cardiology", "heart", "eye", "teeth", "Dr. Hassan", "قلب", "أسنان" and "د. حسن" all
 * find someone. `shownAs` gives the doctor's name and specialization as the page shows them (Arabic),
 * which the search matches too.
 */
export function filterDoctors<T extends DirectoryDoctor>(
  doctors: readonly T[],
  filters: DoctorFilters,
  shownAs: (doctor: T) => readonly string[] = () => [],
): T[] {
  const words = wordsOf(filters.q);
  return doctors.filter((d) => {
    const names = [d.name, d.specialization, ...shownAs(d)].map(searchForm);
    return (
      words.every((word) => matchesWord(d, names, word)) &&
      (filters.specialization === "" || d.specialization === filters.specialization) &&
      (filters.language === "" || d.languages.includes(filters.language))
    );
  });
}
