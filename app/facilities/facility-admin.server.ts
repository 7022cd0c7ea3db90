import { and, asc, eq, sql } from "drizzle-orm";
import { dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { doctors, facilities, facilityAccreditations, facilityDoctors, facilityPhotos, facilitySpecialties } from "~/db/schema";
import type { TreatmentCategory } from "~/domain/treatment-categories";
import { auditStatement } from "~/staff/audit.server";
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
      accreditations: sql<number>`(SELECT count(*) FROM ${facilityAccreditations} WHERE ${facilityAccreditations.facilityId} = ${facilities.id})`,
      photos: sql<number>`(SELECT count(*) FROM ${facilityPhotos} WHERE ${facilityPhotos.facilityId} = ${facilities.id})`,
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

/** "Cairo Heart Institute" → "cairo-heart-institute": the readable id of /facilities/{id}. */
export function facilitySlug(name: string) {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "facility";
}

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

/**
 * Adds a facility, hidden until an admin shows it, under a free id made from the name. The row, its links, the audit
 * record and the facilities' data version are one batch: all or nothing.
 */
export async function createFacility(staff: StaffUser, request: Request, values: FacilityProfileValues) {
  const base = facilitySlug(values.name);
  const taken = new Set(
    (await db.select({ id: facilities.id }).from(facilities).where(sql`${facilities.id} = ${base} OR ${facilities.id} LIKE ${`${base}-%`}`)).map((row) => row.id),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  await db.batch([
    db.insert(facilities).values({ id, ...profileColumns(values), isActive: false }),
    ...linkStatements(id, values.categories, values.doctors),
    auditStatement(staff, request, { action: "facility_created", detail: `${id}: ${values.name}` }),
    dataChanged("facilities"),
  ]);
  return id;
}

/** Saves a facility's profile and links; false when there is no such facility (the console never deletes one). */
export async function updateFacility(staff: StaffUser, request: Request, id: string, values: FacilityProfileValues) {
  const [facility] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, id)).limit(1);
  if (!facility) return false;
  await db.batch([
    db.update(facilities).set(profileColumns(values)).where(eq(facilities.id, id)),
    ...linkStatements(id, values.categories, values.doctors),
    auditStatement(staff, request, { action: "facility_updated", detail: `${id}: ${values.name}` }),
    dataChanged("facilities"),
  ]);
  return true;
}

/** Shows or hides a facility on the site; audited only when the state changes. The facility's name, or null when there is none. */
export async function setFacilityActive(staff: StaffUser, request: Request, id: string, active: boolean) {
  const [facility] = await db.select({ name: facilities.name, isActive: facilities.isActive }).from(facilities).where(eq(facilities.id, id)).limit(1);
  if (!facility) return null;
  if (facility.isActive === active) return facility.name;
  await db.batch([
    db.update(facilities).set({ isActive: active, updatedAt: new Date() }).where(eq(facilities.id, id)),
    auditStatement(staff, request, { action: active ? "facility_activated" : "facility_deactivated", detail: `${id}: ${facility.name}` }),
    dataChanged("facilities"),
  ]);
  return facility.name;
}

/** Adds an accreditation to an existing facility; false when there is none. */
export async function addAccreditation(staff: StaffUser, request: Request, facilityId: string, values: AccreditationValues) {
  const [facility] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, facilityId)).limit(1);
  if (!facility) return false;
  await db.batch([
    db.insert(facilityAccreditations).values({
      facilityId,
      body: values.body,
      number: values.number,
      expiresOn: values.expiresOn,
      registerUrl: values.registerUrl,
    }),
    db.update(facilities).set({ updatedAt: new Date() }).where(eq(facilities.id, facilityId)),
    auditStatement(staff, request, { action: "facility_updated", detail: `${facilityId}: ${values.body} ${values.number} until ${values.expiresOn}` }),
    dataChanged("facilities"),
  ]);
  return true;
}

/** Removes one of a facility's accreditations; false when it has no such accreditation. */
export async function removeAccreditation(staff: StaffUser, request: Request, facilityId: string, accreditationId: string) {
  const where = and(eq(facilityAccreditations.id, accreditationId), eq(facilityAccreditations.facilityId, facilityId));
  const [row] = await db.select({ body: facilityAccreditations.body, number: facilityAccreditations.number }).from(facilityAccreditations).where(where).limit(1);
  if (!row) return false;
  await db.batch([
    db.delete(facilityAccreditations).where(where),
    db.update(facilities).set({ updatedAt: new Date() }).where(eq(facilities.id, facilityId)),
    auditStatement(staff, request, { action: "facility_updated", detail: `${facilityId}: removed ${row.body} ${row.number}` }),
    dataChanged("facilities"),
  ]);
  return true;
}
