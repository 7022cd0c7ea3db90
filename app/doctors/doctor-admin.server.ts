import { asc, eq, sql } from "drizzle-orm";
import { dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { doctors, doctorTreatments, type TreatmentCategory } from "~/db/schema";
import { auditStatement } from "~/staff/audit.server";
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

/** "Dr. Nour El-Din" → "dr-nour-el-din": the readable id of /doctors/{id}. */
export function doctorSlug(name: string) {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
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

/**
 * Adds a doctor, hidden until an admin shows them, under a free id made from the name. The row, its categories,
 * the audit record and the doctors' data version are one batch: all or nothing.
 */
export async function createDoctor(staff: StaffUser, request: Request, values: DoctorProfileValues) {
  const base = doctorSlug(values.name);
  const taken = new Set(
    (await db.select({ id: doctors.id }).from(doctors).where(sql`${doctors.id} = ${base} OR ${doctors.id} LIKE ${`${base}-%`}`)).map((row) => row.id),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  await db.batch([
    db.insert(doctors).values({ id, ...profileColumns(values), patientRating: 0, isActive: false }),
    db.insert(doctorTreatments).values(categoryRows(id, values.categories)),
    auditStatement(staff, request, { action: "doctor_created", detail: `${id}: ${values.name}` }),
    dataChanged("doctors"),
  ]);
  return id;
}

/** Saves a doctor's profile and categories; false when there is no such doctor (the console never deletes one). */
export async function updateDoctor(staff: StaffUser, request: Request, id: string, values: DoctorProfileValues) {
  const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!doctor) return false;
  await db.batch([
    db.update(doctors).set(profileColumns(values)).where(eq(doctors.id, id)),
    db.delete(doctorTreatments).where(eq(doctorTreatments.doctorId, id)),
    db.insert(doctorTreatments).values(categoryRows(id, values.categories)),
    auditStatement(staff, request, { action: "doctor_updated", detail: `${id}: ${values.name}` }),
    dataChanged("doctors"),
  ]);
  return true;
}

/**
 * Shows or hides a doctor on the site (directory, profile, home page, specialist counts); the audit record is
 * written only when the state changes. Returns the doctor's name, or null when there is no such doctor.
 */
export async function setDoctorActive(staff: StaffUser, request: Request, id: string, active: boolean) {
  const [doctor] = await db.select({ name: doctors.name, isActive: doctors.isActive }).from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!doctor) return null;
  if (doctor.isActive === active) return doctor.name;
  await db.batch([
    db.update(doctors).set({ isActive: active, updatedAt: new Date() }).where(eq(doctors.id, id)),
    auditStatement(staff, request, { action: active ? "doctor_activated" : "doctor_deactivated", detail: `${id}: ${doctor.name}` }),
    dataChanged("doctors"),
  ]);
  return doctor.name;
}
