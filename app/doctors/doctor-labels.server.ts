import type { RouterContextProvider } from "react-router";
import { doctorLabels as arabicLabels } from "~content/ar/doctor-labels";
import { doctorLabels as englishLabels, type DoctorLabels } from "~content/doctor-labels";
import { contentFor } from "~/i18n/locale.server";

type Shown = {
  id: string;
  name: string;
  title: string;
  specialization: string;
  languages: string[];
  /** The Arabic staff wrote in the console (/staff/doctors), null until they do. */
  nameAr?: string | null;
  titleAr?: string | null;
};

/** The profile texts staff write in both languages. */
type ProfileTexts = {
  bio: string | null;
  education: string[];
  achievements: string[];
  certifications: string[];
  bioAr: string | null;
  educationAr: string[] | null;
  achievementsAr: string[] | null;
  certificationsAr: string[] | null;
};

/**
 * A value as the page's language names it: the translation of the English it was made from, while D1
 * still stores that English (decision 1431); otherwise the stored value.
 */
function label(stored: string, source: string | undefined, translation: string | undefined) {
  return source === stored && translation ? translation : stored;
}

/** Names a doctor's stored (English) fields in one language; see content/doctor-labels.ts. */
export class DoctorLabeller {
  constructor(
    private readonly labels: DoctorLabels,
    /** Whether this labeller speaks Arabic, so the Arabic staff wrote (decision 2704) comes first. */
    private readonly arabic: boolean,
  ) {}

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
      name: (this.arabic && doctor.nameAr) || label(doctor.name, source?.name, translation?.name),
      title: (this.arabic && doctor.titleAr) || label(doctor.title, source?.title, translation?.title),
      specialization: this.specialization(doctor.specialization),
      languages: doctor.languages.map((l) => this.language(l)),
    };
  }

  /** A doctor's name alone (a review's doctor): the Arabic staff wrote, the seeded doctor's label, or as stored. */
  name(doctor: { id: string; name: string; nameAr?: string | null }) {
    const source = englishLabels.doctors[doctor.id];
    return (this.arabic && doctor.nameAr) || label(doctor.name, source?.name, this.labels.doctors[doctor.id]?.name);
  }

  /** A review's procedure, as stored (English) or in the page's language where the labels know it. */
  procedure(stored: string) {
    return label(stored, englishLabels.procedures[stored], this.labels.procedures[stored]);
  }

  /** A profile's biography, education, achievements and certifications in the page's language, where staff wrote it. */
  profile<T extends Shown & ProfileTexts>(doctor: T): T {
    const shown = this.doctor(doctor);
    if (!this.arabic) return shown;
    const list = (arabic: string[] | null, english: string[]) => (arabic && arabic.length > 0 ? arabic : english);
    return {
      ...shown,
      bio: doctor.bioAr ?? doctor.bio,
      education: list(doctor.educationAr, doctor.education),
      achievements: list(doctor.achievementsAr, doctor.achievements),
      certifications: list(doctor.certificationsAr, doctor.certifications),
    };
  }
}

const labellers = { en: new DoctorLabeller(englishLabels, false), ar: new DoctorLabeller(arabicLabels, true) };

/** The labeller of the request's language. */
export function doctorLabellerFor(context: Readonly<RouterContextProvider>): DoctorLabeller {
  return contentFor(context, labellers);
}

/**
 * The Arabic name and title Arabic pages show for a doctor: what staff wrote, or the seeded doctor's labels
 * (content/ar/doctor-labels.ts); null where a page would show the stored English. The console starts from these.
 */
export function arabicNaming(doctor: Shown) {
  const shown = labellers.ar.doctor(doctor);
  return { nameAr: shown.name === doctor.name ? null : shown.name, titleAr: shown.title === doctor.title ? null : shown.title };
}
