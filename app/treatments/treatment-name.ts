import { treatmentList, treatmentEntry } from "~content/treatments/list";
import type { Locale } from "~/i18n/locales";

/**
 * A stored treatment (its id, decision 0121) by the one list's name in a language: the catalogue's title for a
 * specialty. Coordinators read English; a patient reads their page's language.
 */
export function treatmentName(id: string | null, locale: Locale = "en"): string | null {
  if (id === null) return null;
  return treatmentEntry(id)?.name[locale] ?? id;
}

/** Every treatment as a select's options, named in a language: what the console's quote and journey forms offer. */
export function treatmentOptions(locale: Locale = "en") {
  return treatmentList.map((treatment) => ({ value: treatment.id, label: treatment.name[locale] }));
}

/** The catalogue's specialties as a select's options, named in English: what the console's procedure form offers. */
export function specialtyOptions() {
  return treatmentList.filter((treatment) => treatment.catalogue).map((treatment) => ({ value: treatment.id, label: treatment.name.en }));
}
