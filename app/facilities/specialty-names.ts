import type { Locale } from "~/i18n/locales";
import { treatmentEntry } from "~content/treatments/list";

/**
 * A specialty's name in one language, from the one list of treatments, with the page it links to; only the
 * specialties the catalogue offers (`offered`, their ids), so no link leads to a page the site does not have.
 */
export function specialtyLinks(categories: readonly string[], locale: Locale, offered: ReadonlySet<string>) {
  return categories.flatMap((id) => {
    const entry = treatmentEntry(id);
    return entry && offered.has(id) ? [{ id, name: entry.name[locale], to: `/treatments/${id}` }] : [];
  });
}
