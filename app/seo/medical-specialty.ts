/**
 * schema.org's `medicalSpecialty` takes members of its MedicalSpecialty enumeration, not free text: a doctor's
 * stored specialization (the English names the console offers, content/doctor-labels.ts) as those members, the
 * same on English and Arabic pages. The enumeration has no eye specialty (Optometric is the prescribing of
 * lenses), so the eye surgeons are Surgical.
 */
const bySpecialization: Readonly<Record<string, readonly string[]>> = {
  "Cardiac Surgery": ["Cardiovascular", "Surgical"],
  Ophthalmology: ["Surgical"],
  "Dental Care": ["Dentistry"],
  "Cosmetic Surgery": ["PlasticSurgery"],
  "General Surgery": ["Surgical"],
  "Orthopedic Surgery": ["Musculoskeletal", "Surgical"],
};

/** The MedicalSpecialty values of a stored specialization, as schema.org URLs; none for a name it does not know. */
export function medicalSpecialties(storedSpecialization: string) {
  return (bySpecialization[storedSpecialization] ?? []).map((member) => `https://schema.org/${member}`);
}
