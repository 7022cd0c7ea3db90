import type { RouterContextProvider } from "react-router";
import { doctorLabels } from "~content/doctor-labels";
import type { Words } from "~content/words";
import { contentFor } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";

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
 * A value as the page's language names it: the words of the English it was made from, while D1
 * still stores that English (decision 0132); otherwise the stored value.
 */
function label(stored: string, words: Words | undefined, locale: Locale) {
  return words?.en === stored && words[locale] ? words[locale] : stored;
}

/** Names a doctor's stored (English) fields in one language; see content/doctor-labels.ts. */
export class DoctorLabeller {
  /** Whether this labeller speaks Arabic, so the Arabic staff wrote in the console comes first. */
  private readonly arabic: boolean;

  constructor(private readonly locale: Locale) {
    this.arabic = locale === "ar";
  }

  specialization(stored: string) {
    return label(stored, doctorLabels.specializations[stored], this.locale);
  }

  language(stored: string) {
    return label(stored, doctorLabels.languages[stored], this.locale);
  }

  /** The doctor as a page shows them: name, title, specialization and languages in the page's language. */
  doctor<T extends Shown>(doctor: T): T {
    const words = doctorLabels.doctors[doctor.id];
    return {
      ...doctor,
      name: (this.arabic && doctor.nameAr) || label(doctor.name, words?.name, this.locale),
      title: (this.arabic && doctor.titleAr) || label(doctor.title, words?.title, this.locale),
      specialization: this.specialization(doctor.specialization),
      languages: doctor.languages.map((l) => this.language(l)),
    };
  }

  /** A doctor's name alone (a review's doctor): the Arabic staff wrote, the seeded doctor's label, or as stored. */
  name(doctor: { id: string; name: string; nameAr?: string | null }) {
    return (this.arabic && doctor.nameAr) || label(doctor.name, doctorLabels.doctors[doctor.id]?.name, this.locale);
  }

  /** A review's procedure, as stored (English) or in the page's language where the labels know it. */
  procedure(stored: string) {
    return label(stored, doctorLabels.procedures[stored], this.locale);
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

const labellers = { en: new DoctorLabeller("en"), ar: new DoctorLabeller("ar") };

/** The labeller of the request's language. */
export function doctorLabellerFor(context: Readonly<RouterContextProvider>): DoctorLabeller {
  return contentFor(context, labellers);
}

/**
 * The Arabic name and title Arabic pages show for a doctor: what staff wrote, or the seeded doctor's labels
 * (content/doctor-labels.ts); null where a page would show the stored English. The console starts from these.
 */
export function arabicNaming(doctor: Shown) {
  const shown = labellers.ar.doctor(doctor);
  return { nameAr: shown.name === doctor.name ? null : shown.name, titleAr: shown.title === doctor.title ? null : shown.title };
}
