import { env } from "cloudflare:workers";
import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { facilities, tripPlanAccommodations as hotels } from "~/db/schema";
import { portraitRefusals, readPortraitUpload } from "~/doctors/portrait-upload.server";
import {
  createRecord,
  managedRecords,
  receiveRecordPhoto,
  recordPhotoResponse,
  recordSlug,
  updateRecord,
  type RecordPhoto,
} from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import type { HotelValues } from "./hotel-form-schema";

/** The console's hotels (decision 0165). */
export const hotelRecords = managedRecords(hotels, "hotel", { data: "hotels", idField: "hotelId", gone: "This hotel no longer exists." });

/** A hotel's photo: the site's own encoding, in SITE_PHOTOS, served from /hotels/{id}/photo?v=… while shown. */
const hotelPhoto = (): RecordPhoto => ({
  bucket: env.SITE_PHOTOS,
  folder: "hotels",
  keyColumn: hotels.photoKey,
  url: (id, key) => `/hotels/${id}/photo?v=${key.slice(-8)}`,
});

/** The console's list: every hotel, shown or hidden, by name, with the facility it is near. */
export function listHotelsForStaff() {
  return db
    .select({
      id: hotels.id,
      name: hotels.name,
      nameAr: hotels.nameAr,
      stars: hotels.starRating,
      isActive: hotels.isActive,
      updatedAt: hotels.updatedAt,
      photoSrc: hotels.photoSrc,
      distanceKm: hotels.distanceToHospitalKm,
      facility: facilities.name,
    })
    .from(hotels)
    .leftJoin(facilities, eq(facilities.id, hotels.facilityId))
    .orderBy(asc(hotels.name));
}

/** Every facility, shown or hidden, by name: the choices of "Near". */
export function facilityChoices() {
  return db.select({ id: facilities.id, name: facilities.name, isActive: facilities.isActive }).from(facilities).orderBy(asc(facilities.name));
}

/** One hotel as the console edits it; undefined when there is none. */
export async function getHotelForStaff(id: string) {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
  return hotel;
}

function profileColumns({ stars, distanceKm, medicalFeatures, facilityId: _near, intent: _save, ...same }: HotelValues) {
  return { ...same, starRating: stars, distanceToHospitalKm: distanceKm, specialMedicalFeatures: medicalFeatures, updatedAt: new Date() };
}

/** The facility the hotel is near, set only if it exists: one removed while the form was open never fails the batch. */
const nearFacility = (id: string, facilityId: string) =>
  db
    .update(hotels)
    .set({ facilityId })
    .where(sql`${hotels.id} = ${id} AND EXISTS (SELECT 1 FROM ${facilities} WHERE ${facilities.id} = ${facilityId})`);

/** Adds a hotel, hidden until an admin shows it; returns the id. */
export function createHotel(staff: StaffUser, request: Request, values: HotelValues) {
  return createRecord(staff, request, hotelRecords, recordSlug(values.name) || "hotel", values.name, (id) => [
    db.insert(hotels).values({ id, ...profileColumns(values), isActive: false }),
    nearFacility(id, values.facilityId),
  ]);
}

/** Saves a hotel; false when there is no such hotel (the console never deletes one). */
export function updateHotel(staff: StaffUser, request: Request, id: string, values: HotelValues) {
  return updateRecord(staff, request, hotelRecords, id, values.name, [
    db.update(hotels).set(profileColumns(values)).where(eq(hotels.id, id)),
    nearFacility(id, values.facilityId),
  ]);
}

/** An admin's photo upload, from a phone or a desktop, decoded and encoded afresh as doctors' portraits are. */
export async function receiveHotelPhoto(staff: StaffUser, request: Request, id: string) {
  return receiveRecordPhoto(staff, request, hotelRecords, hotelPhoto(), id, await readPortraitUpload(request), portraitRefusals);
}

/** A shown hotel's uploaded photo; null otherwise (404). */
export const hotelPhotoResponse = (id: string) => recordPhotoResponse(hotelRecords, hotelPhoto(), id);
