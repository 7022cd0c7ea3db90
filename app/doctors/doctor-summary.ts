import type { doctors, TreatmentCategory } from "~/db/schema/doctors";

/** What a doctor card shows. */
export type DoctorSummary = Pick<
  typeof doctors.$inferSelect,
  "id" | "name" | "nameAr" | "title" | "titleAr" | "specialization" | "avatarUrl" | "experienceYears" | "patientRating" | "totalReviews" | "languages"
>;

/** A directory entry: the card's fields and the treatment categories the doctor is linked to. */
export type DirectoryDoctor = DoctorSummary & { categories: readonly TreatmentCategory[] };
