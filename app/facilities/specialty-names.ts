import type { Locale } from "~/i18n/locales";
import { treatmentEntry } from "~content/treatments/list";

/** A specialty's name in one language, from the one list of treatments, with the page it links to. */
export function specialtyLinks(categories: readonly string[], locale: Locale) {
  return categories.flatMap((id) => {
    const entry = treatmentEntry(id);
    return entry ? [{ id, name: entry.name[locale], to: `/treatments/${id}` }] : [];
  });
}
