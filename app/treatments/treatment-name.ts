import { treatmentList as arabicTreatmentList } from "~content/ar/treatments/list";
import { treatmentList, type TreatmentEntry } from "~content/treatments/list";
import { byLocale, type Locale } from "~/i18n/locales";

/**
 * A stored treatment (its id, decision 0121) by the one list's name in a language: the catalogue's title for a
 * specialty. Coordinators read English; a patient reads their page's language.
 */
export function treatmentName(id: string | null, locale: Locale = "en"): string | null {
  if (id === null) return null;
  return listIn(locale).find((treatment) => treatment.id === id)?.name ?? id;
}

const listIn = (locale: Locale): readonly TreatmentEntry[] => byLocale(locale, { en: treatmentList, ar: arabicTreatmentList });

/** Every treatment as a select's options, named in a language: what the console's quote and journey forms offer. */
export function treatmentOptions(locale: Locale = "en") {
  return listIn(locale).map((treatment) => ({ value: treatment.id, label: treatment.name }));
}
