import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { qualified } from "~/db/qualified";
import { guardedInsert } from "~/db/guarded-insert.server";
import { doctors, facilities, facilityAccreditations, facilityDoctors, facilityPhotos, facilitySpecialties } from "~/db/schema";
import type { TreatmentCategory } from "~/domain/treatment-categories";
import { createRecord, findRecord, managedRecords, recordChange, recordSlug, updateRecord } from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import type { AccreditationValues, FacilityProfileValues } from "./facility-form-schema";

/** The console's list: every facility, shown or hidden, by name. */
export function listFacilitiesForStaff() {
  return db
    .select({
      id: facilities.id,
      kind: facilities.kind,
      name: facilities.name,
      nameAr: facilities.nameAr,
      isActive: facilities.isActive,
      updatedAt: facilities.updatedAt,
      accreditations: sql<number>`(SELECT count(*) FROM ${facilityAccreditations} WHERE ${facilityAccreditations.facilityId} = ${qualified(facilities.id)})`,
      photos: sql<number>`(SELECT count(*) FROM ${facilityPhotos} WHERE ${facilityPhotos.facilityId} = ${qualified(facilities.id)})`,
    })
    .from(facilities)
    .orderBy(asc(facilities.name));
}

/** Every doctor, shown or hidden, by name: the boxes of "Doctors who practise here". */
export function doctorChoices() {
  return db.select({ id: doctors.id, name: doctors.name, isActive: doctors.isActive }).from(doctors).orderBy(asc(doctors.name));
}

/** One facility as the console edits it, with its specialties, doctors, accreditations and photos; undefined when there is none. */
export async function getFacilityForStaff(id: string) {
  const [facility] = await db.select().from(facilities).where(eq(facilities.id, id)).limit(1);
  if (!facility) return undefined;
  const [categories, practising, accreditations, photos] = await db.batch([
    db.select({ category: facilitySpecialties.treatmentCategory }).from(facilitySpecialties).where(eq(facilitySpecialties.facilityId, id)),
    db.select({ doctorId: facilityDoctors.doctorId }).from(facilityDoctors).where(eq(facilityDoctors.facilityId, id)),
    db.select().from(facilityAccreditations).where(eq(facilityAccreditations.facilityId, id)).orderBy(asc(facilityAccreditations.expiresOn)),
    db.select().from(facilityPhotos).where(eq(facilityPhotos.facilityId, id)).orderBy(asc(facilityPhotos.createdAt)),
  ]);
  return {
    ...facility,
    categories: categories.map((row) => row.category),
    doctors: practising.map((row) => row.doctorId),
    accreditations,
    photos,
  };
}

/** The console's facilities (decision 0165). */
export const facilityRecords = managedRecords(facilities, "facility", {
  data: "facilities",
  idField: "facilityId",
  gone: "This facility no longer exists.",
});

function profileColumns(values: FacilityProfileValues) {
  return {
    kind: values.kind,
    name: values.name,
    nameAr: values.nameAr,
    address: values.address,
    addressAr: values.addressAr,
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    website: values.website,
    description: values.description,
    descriptionAr: values.descriptionAr,
    updatedAt: new Date(),
  };
}

/**
 * The facility's specialties and doctors as posted, replacing the stored ones. A doctor id that is not (or no longer)
 * a doctor is skipped in the statement itself, so a doctor removed while the form was open never fails the batch.
 */
function linkStatements(facilityId: string, categories: readonly TreatmentCategory[], doctorIds: readonly string[]) {
  return [
    db.delete(facilitySpecialties).where(eq(facilitySpecialties.facilityId, facilityId)),
    db.delete(facilityDoctors).where(eq(facilityDoctors.facilityId, facilityId)),
    db.insert(facilitySpecialties).values(categories.map((treatmentCategory) => ({ facilityId, treatmentCategory }))),
    ...[...new Set(doctorIds)].map((doctorId) =>
      guardedInsert(facilityDoctors, { facilityId, doctorId }, sql`EXISTS (SELECT 1 FROM ${doctors} WHERE ${doctors.id} = ${doctorId})`),
    ),
  ];
}

/** Adds a facility, hidden until an admin shows it, with its links; returns the id. */
export function createFacility(staff: StaffUser, request: Request, values: FacilityProfileValues) {
  return createRecord(staff, request, facilityRecords, recordSlug(values.name) || "facility", values.name, (id) => [
    db.insert(facilities).values({ id, ...profileColumns(values), isActive: false }),
    ...linkStatements(id, values.categories, values.doctors),
  ]);
}

/** Saves a facility's profile and links; false when there is no such facility (the console never deletes one). */
export function updateFacility(staff: StaffUser, request: Request, id: string, values: FacilityProfileValues) {
  return updateRecord(staff, request, facilityRecords, id, values.name, [
    db.update(facilities).set(profileColumns(values)).where(eq(facilities.id, id)),
    ...linkStatements(id, values.categories, values.doctors),
  ]);
}

/** Adds an accreditation to an existing facility; false when there is none. */
export async function addAccreditation(staff: StaffUser, request: Request, facilityId: string, values: AccreditationValues) {
  if (!(await findRecord(facilityRecords, facilityId))) return false;
  const { body, number, expiresOn, registerUrl } = values;
  await recordChange(staff, request, facilityRecords, {
    action: "updated",
    detail: `${facilityId}: ${body} ${number} until ${expiresOn}`,
    statements: [
      db.insert(facilityAccreditations).values({ facilityId, body, number, expiresOn, registerUrl }),
      db.update(facilities).set({ updatedAt: new Date() }).where(eq(facilities.id, facilityId)),
    ],
  });
  return true;
}

/** Removes one of a facility's accreditations; false when it has no such accreditation. */
export async function removeAccreditation(staff: StaffUser, request: Request, facilityId: string, accreditationId: string) {
  const where = and(eq(facilityAccreditations.id, accreditationId), eq(facilityAccreditations.facilityId, facilityId));
  const [row] = await db.select({ body: facilityAccreditations.body, number: facilityAccreditations.number }).from(facilityAccreditations).where(where).limit(1);
  if (!row) return false;
  await recordChange(staff, request, facilityRecords, {
    action: "updated",
    detail: `${facilityId}: removed ${row.body} ${row.number}`,
    statements: [db.delete(facilityAccreditations).where(where), db.update(facilities).set({ updatedAt: new Date() }).where(eq(facilities.id, facilityId))],
  });
  return true;
}
