import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { byDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { doctorReviews, doctors, doctorTreatments, type TreatmentCategory } from "~/db/schema";
import type { DirectoryDoctor, DoctorSummary } from "./doctor-summary";

const summaryColumns = {
  id: doctors.id,
  name: doctors.name,
  nameAr: doctors.nameAr,
  title: doctors.title,
  titleAr: doctors.titleAr,
  specialization: doctors.specialization,
  avatarUrl: doctors.avatarUrl,
  experienceYears: doctors.experienceYears,
  patientRating: doctors.patientRating,
  totalReviews: doctors.totalReviews,
  languages: doctors.languages,
};

/** The highest-rated active doctors, for the home page: kept in the isolate until the doctors' data changes. */
export function getTopRatedDoctors(limit = 3): Promise<DoctorSummary[]> {
  return byDataVersion("doctors", `top-rated:${limit}`, () =>
    db
      .select(summaryColumns)
      .from(doctors)
      .where(eq(doctors.isActive, true))
      .orderBy(desc(doctors.patientRating), desc(doctors.totalReviews))
      .limit(limit),
  );
}

const activeDoctor = eq(doctors.isActive, true);
const byRating = [desc(doctors.patientRating), desc(doctors.totalReviews), asc(doctors.name)] as const;

/** How many doctors patients can choose from (the /treatments specialists block). */
export function countActiveDoctors(): Promise<number> {
  return byDataVersion("doctors", "active-count", async () => {
    const [row] = await db.select({ total: count() }).from(doctors).where(activeDoctor);
    return row?.total ?? 0;
  });
}

/**
 * Every active doctor with their treatment categories, best rated first: the directory filters this one list in
 * memory. Like every public read of the doctors' data below, kept in the isolate until that data changes, so a miss
 * of a cached page costs no D1 round trip for it.
 */
export function getActiveDoctors(): Promise<DirectoryDoctor[]> {
  return byDataVersion("doctors", "directory", activeDoctorsInD1);
}

async function activeDoctorsInD1(): Promise<DirectoryDoctor[]> {
  // One query: each doctor's categories come along as a JSON array.
  const rows = await db
    .select({
      ...summaryColumns,
      categories: sql<string>`(SELECT json_group_array(${doctorTreatments.treatmentCategory}) FROM ${doctorTreatments} WHERE ${doctorTreatments.doctorId} = ${doctors.id})`,
    })
    .from(doctors)
    .where(activeDoctor)
    .orderBy(...byRating);
  return rows.map((row) => ({ ...row, categories: JSON.parse(row.categories) as TreatmentCategory[] }));
}

/**
 * Doctors by id as bylines name them, hidden ones too (what they wrote stays theirs): kept in the isolate until the
 * doctors' data changes, as the pages that show them are keyed by it.
 */
export function getDoctorNames(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return byDataVersion("doctors", `names:${sorted.join(",")}`, () =>
    db
      .select({ id: doctors.id, name: doctors.name, nameAr: doctors.nameAr, isActive: doctors.isActive })
      .from(doctors)
      .where(inArray(doctors.id, sorted)),
  );
}

/** The active doctors linked to a treatment category through doctor_treatments. */
export function getCategorySpecialists(category: TreatmentCategory): Promise<DoctorSummary[]> {
  return byDataVersion("doctors", `category:${category}`, () =>
    db
      .select(summaryColumns)
      .from(doctors)
      .innerJoin(doctorTreatments, eq(doctorTreatments.doctorId, doctors.id))
      .where(and(activeDoctor, eq(doctorTreatments.treatmentCategory, category)))
      .orderBy(...byRating),
  );
}

/** Whether an active doctor has this id (the designed portrait is drawn only for listed doctors). */
export async function doctorExists(id: string): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(and(eq(doctors.id, id), activeDoctor)).limit(1);
  return row !== undefined;
}

const profileColumns = {
  ...summaryColumns,
  bio: doctors.bio,
  education: doctors.education,
  successfulProcedures: doctors.successfulProcedures,
  researchPublications: doctors.researchPublications,
  achievements: doctors.achievements,
  certifications: doctors.certifications,
  bioAr: doctors.bioAr,
  educationAr: doctors.educationAr,
  achievementsAr: doctors.achievementsAr,
  certificationsAr: doctors.certificationsAr,
};

export type DoctorProfile = Omit<typeof doctors.$inferSelect, "isActive" | "createdAt" | "updatedAt" | "portraitKey" | "portraitType" | "portraitBytes">;

/** One active doctor's full profile; inactive doctors are not shown to anyone. */
export function getDoctorProfile(id: string): Promise<DoctorProfile | undefined> {
  return byDataVersion("doctors", `profile:${id}`, async () => {
    const [doctor] = await db
      .select(profileColumns)
      .from(doctors)
      .where(and(eq(doctors.id, id), activeDoctor))
      .limit(1);
    return doctor;
  });
}

const reviewColumns = {
  id: doctorReviews.id,
  patientName: doctorReviews.patientName,
  patientCountry: doctorReviews.patientCountry,
  isVerified: doctorReviews.isVerified,
  rating: doctorReviews.rating,
  procedureName: doctorReviews.procedureName,
  reviewText: doctorReviews.reviewText,
  recoveryTime: doctorReviews.recoveryTime,
  createdAt: doctorReviews.createdAt,
};

export type DoctorReview = Omit<typeof doctorReviews.$inferSelect, "doctorId">;

/** A doctor's patient reviews, newest first. */
export function getDoctorReviews(doctorId: string): Promise<DoctorReview[]> {
  return byDataVersion("doctors", `launch-reviews:${doctorId}`, () =>
    db
      .select(reviewColumns)
      .from(doctorReviews)
      .where(eq(doctorReviews.doctorId, doctorId))
      .orderBy(desc(doctorReviews.createdAt)),
  );
}
