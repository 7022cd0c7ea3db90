import type { TreatmentCategory } from "~/db/schema/doctors";

/**
 * Words patients type for each treatment category: the doctors search matches a doctor whose
 * categories (doctor_treatments) have any of these, besides the doctor's name and specialization.
 */
export const treatmentSearchTerms: Record<TreatmentCategory, readonly string[]> = {
  "cardiac-surgery": ["cardiac", "cardiology", "cardiologist", "cardiothoracic", "heart", "bypass", "valve", "stent"],
  "eye-surgery": ["eye", "eyes", "ophthalmology", "ophthalmologist", "lasik", "vision", "cataract", "retina"],
  "dental-care": ["dental", "dentist", "dentistry", "teeth", "tooth", "implant", "implants", "veneers"],
  "cosmetic-surgery": ["cosmetic", "plastic", "aesthetic", "rhinoplasty", "liposuction", "facelift"],
  "general-surgery": ["general", "bariatric", "laparoscopic", "gastric", "hernia", "weight"],
  "orthopedic-surgery": ["orthopedic", "orthopaedic", "bone", "bones", "joint", "knee", "hip", "spine"],
};
