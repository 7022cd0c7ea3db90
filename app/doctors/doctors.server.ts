import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { doctors } from "~/db/schema";

export type DoctorSummary = Pick<
  typeof doctors.$inferSelect,
  "id" | "name" | "title" | "specialization" | "avatarUrl" | "experienceYears" | "patientRating" | "totalReviews" | "languages"
>;

const summaryColumns = {
  id: doctors.id,
  name: doctors.name,
  title: doctors.title,
  specialization: doctors.specialization,
  avatarUrl: doctors.avatarUrl,
  experienceYears: doctors.experienceYears,
  patientRating: doctors.patientRating,
  totalReviews: doctors.totalReviews,
  languages: doctors.languages,
};

/** The highest-rated active doctors, for the home page. */
export function getTopRatedDoctors(limit = 3): Promise<DoctorSummary[]> {
  return db
    .select(summaryColumns)
    .from(doctors)
    .where(eq(doctors.isActive, true))
    .orderBy(desc(doctors.patientRating), desc(doctors.totalReviews))
    .limit(limit);
}
