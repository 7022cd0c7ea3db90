/**
 * How the pages name what D1 stores about a doctor. D1 holds each doctor in English (name, title,
 * specialization, languages): those stored values are also the directory's filter values. A locale's
 * twin of this file (content/ar/doctor-labels.ts) gives its own words for them; a value it does not
 * list (a doctor added later by the staff) shows as stored. English shows everything as stored.
 */
export type DoctorLabels = {
  /** Stored specialization → label. */
  specializations: Readonly<Record<string, string>>;
  /** Stored language name → label. */
  languages: Readonly<Record<string, string>>;
  /** Doctor id → the doctor's name and title as written in this language. */
  doctors: Readonly<Record<string, { name: string; title: string }>>;
};

export const doctorLabels: DoctorLabels = { specializations: {}, languages: {}, doctors: {} };
