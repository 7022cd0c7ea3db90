import type { RouterContextProvider } from "react-router";
import { doctorLabels as arabicLabels } from "~content/ar/doctor-labels";
import { doctorLabels as englishLabels, type DoctorLabels } from "~content/doctor-labels";
import { contentFor } from "~/i18n/locale.server";

type Shown = { id: string; name: string; title: string; specialization: string; languages: string[] };

/**
 * A value as the page's language names it: the translation of the English it was made from, while D1
 * still stores that English (decision 1431); otherwise the stored value.
 */
function label(stored: string, source: string | undefined, translation: string | undefined) {
  return source === stored && translation ? translation : stored;
}

/** Names a doctor's stored (English) fields in one language; see content/doctor-labels.ts. */
export class DoctorLabeller {
  constructor(private readonly labels: DoctorLabels) {}

  specialization(stored: string) {
    return label(stored, englishLabels.specializations[stored], this.labels.specializations[stored]);
  }

  language(stored: string) {
    return label(stored, englishLabels.languages[stored], this.labels.languages[stored]);
  }

  /** The doctor as a page shows them: name, title, specialization and languages in the page's language. */
  doctor<T extends Shown>(doctor: T): T {
    const source = englishLabels.doctors[doctor.id];
    const translation = this.labels.doctors[doctor.id];
    return {
      ...doctor,
      name: label(doctor.name, source?.name, translation?.name),
      title: label(doctor.title, source?.title, translation?.title),
      specialization: this.specialization(doctor.specialization),
      languages: doctor.languages.map((l) => this.language(l)),
    };
  }
}

const labellers = { en: new DoctorLabeller(englishLabels), ar: new DoctorLabeller(arabicLabels) };

/** The labeller of the request's language. */
export function doctorLabellerFor(context: Readonly<RouterContextProvider>): DoctorLabeller {
  return contentFor(context, labellers);
}
