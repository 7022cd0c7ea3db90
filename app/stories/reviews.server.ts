import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { doctorReviews, doctors } from "~/db/schema";

export type RecentReview = {
  id: string;
  patientName: string;
  patientCountry: string;
  rating: number;
  procedureName: string;
  reviewText: string;
  doctorId: string;
  doctorName: string;
  doctorNameAr: string | null;
};

/**
 * The newest verified reviews of active doctors, for the small reviews block of /stories
 * (decision 0242). One D1 query.
 */
export function getRecentVerifiedReviews(limit = 3): Promise<RecentReview[]> {
  return db
    .select({
      id: doctorReviews.id,
      patientName: doctorReviews.patientName,
      patientCountry: doctorReviews.patientCountry,
      rating: doctorReviews.rating,
      procedureName: doctorReviews.procedureName,
      reviewText: doctorReviews.reviewText,
      doctorId: doctors.id,
      doctorName: doctors.name,
      doctorNameAr: doctors.nameAr,
    })
    .from(doctorReviews)
    .innerJoin(doctors, eq(doctorReviews.doctorId, doctors.id))
    .where(and(eq(doctorReviews.isVerified, true), eq(doctors.isActive, true)))
    .orderBy(desc(doctorReviews.createdAt))
    .limit(limit);
}
