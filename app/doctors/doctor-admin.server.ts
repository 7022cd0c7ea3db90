import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { doctors, doctorTreatments, type TreatmentCategory } from "~/db/schema";
import { createRecord, managedRecords, recordSlug, updateRecord } from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import type { DoctorProfileValues } from "./doctor-form-schema";
import { arabicNaming } from "./doctor-labels.server";

/**
 * The console's list: every doctor, shown or hidden, by name, with the Arabic name /ar pages show (what staff
 * wrote, else the seeded labels: the same the edit form starts from) and whether the Arabic biography is written.
 */
export async function listDoctorsForStaff() {
  const rows = await db
    .select({
      id: doctors.id,
      name: doctors.name,
      nameAr: doctors.nameAr,
      title: doctors.title,
      titleAr: doctors.titleAr,
      specialization: doctors.specialization,
      languages: doctors.languages,
      hasArabicBio: sql<number>`coalesce(trim(${doctors.bioAr}), '') <> ''`,
      isActive: doctors.isActive,
      updatedAt: doctors.updatedAt,
    })
    .from(doctors)
    .orderBy(asc(doctors.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameAr: arabicNaming(row).nameAr,
    specialization: row.specialization,
    hasArabicBio: Boolean(row.hasArabicBio),
    isActive: row.isActive,
    updatedAt: row.updatedAt,
  }));
}

/** One doctor as the console edits them, with their treatment categories; undefined when there is none. */
export async function getDoctorForStaff(id: string) {
  const [doctor] = await db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!doctor) return undefined;
  const categories = await db
    .select({ category: doctorTreatments.treatmentCategory })
    .from(doctorTreatments)
    .where(eq(doctorTreatments.doctorId, id));
  return { ...doctor, categories: categories.map((row) => row.category) };
}

/** The console's doctors (decision 0123). */
export const doctorRecords = managedRecords(doctors, "doctor", { data: "doctors", idField: "doctorId", gone: "This doctor no longer exists." });

/** "Dr. Nour El-Din" → "dr-nour-el-din": the readable id of /doctors/{id}. */
export function doctorSlug(name: string) {
  const slug = recordSlug(name);
  return slug.startsWith("dr-") ? slug : `dr-${slug || "doctor"}`;
}

function profileColumns(values: DoctorProfileValues) {
  return {
    name: values.name,
    nameAr: values.nameAr,
    title: values.title,
    titleAr: values.titleAr,
    specialization: values.specialization,
    experienceYears: values.experienceYears,
    bio: values.bio,
    bioAr: values.bioAr,
    education: values.education,
    educationAr: values.educationAr,
    achievements: values.achievements,
    achievementsAr: values.achievementsAr,
    certifications: values.certifications,
    certificationsAr: values.certificationsAr,
    languages: values.languages,
    updatedAt: new Date(),
  };
}

function categoryRows(doctorId: string, categories: readonly TreatmentCategory[]) {
  return categories.map((treatmentCategory) => ({ doctorId, treatmentCategory }));
}

/** Adds a doctor, hidden until an admin shows them, with their categories; returns the id. */
export function createDoctor(staff: StaffUser, request: Request, values: DoctorProfileValues) {
  return createRecord(staff, request, doctorRecords, doctorSlug(values.name), values.name, (id) => [
    db.insert(doctors).values({ id, ...profileColumns(values), patientRating: 0, isActive: false }),
    db.insert(doctorTreatments).values(categoryRows(id, values.categories)),
  ]);
}

/** Saves a doctor's profile and categories; false when there is no such doctor (the console never deletes one). */
export function updateDoctor(staff: StaffUser, request: Request, id: string, values: DoctorProfileValues) {
  return updateRecord(staff, request, doctorRecords, id, values.name, [
    db.update(doctors).set(profileColumns(values)).where(eq(doctors.id, id)),
    db.delete(doctorTreatments).where(eq(doctorTreatments.doctorId, id)),
    db.insert(doctorTreatments).values(categoryRows(id, values.categories)),
  ]);
}
