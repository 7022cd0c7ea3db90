import { env } from "cloudflare:workers";
import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { qualified } from "~/db/qualified";
import { facilities, hotelPhotos, tripPlanAccommodations as hotels } from "~/db/schema";
import { portraitRefusals, readPortraitUpload } from "~/doctors/portrait-upload.server";
import { createRecord, managedRecords, recordSlug, updateRecord } from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import { galleryPhotoResponse, receiveGalleryPhoto, removeGalleryPhoto, type RecordGallery } from "~/staff/record-gallery.server";
import type { HotelValues } from "./hotel-form-schema";
import { MAX_HOTEL_PHOTOS } from "./photo-rules";

/** The console's hotels (decision 0165). */
export const hotelRecords = managedRecords(hotels, "hotel", { data: "hotels", idField: "hotelId", gone: "This hotel no longer exists." });

/** A hotel's photos: the bytes in SITE_PHOTOS under `hotels/{hotel}/{photo}`, served from /hotels/{id}/photos/{photo} while shown. */
const hotelGallery: RecordGallery = {
  records: hotelRecords,
  photos: hotelPhotos,
  owner: { column: hotelPhotos.hotelId, field: "hotelId" },
  bucket: () => env.SITE_PHOTOS,
  key: (hotelId, photoId) => `hotels/${hotelId}/${photoId}`,
  url: (hotelId, photoId) => `/hotels/${hotelId}/photos/${photoId}`,
  back: (hotelId) => `/staff/hotels/${hotelId}`,
  max: MAX_HOTEL_PHOTOS,
  noun: "hotel",
};

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
      photos: sql<number>`(SELECT count(*) FROM ${hotelPhotos} WHERE ${hotelPhotos.hotelId} = ${qualified(hotels.id)})`,
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

/** One hotel as the console edits it, with its photos (oldest first); undefined when there is none. */
export async function getHotelForStaff(id: string) {
  const [[hotel], photos] = await db.batch([
    db.select().from(hotels).where(eq(hotels.id, id)).limit(1),
    db.select({ id: hotelPhotos.id, src: hotelPhotos.src }).from(hotelPhotos).where(eq(hotelPhotos.hotelId, id)).orderBy(asc(hotelPhotos.createdAt)),
  ]);
  return hotel ? { ...hotel, photos } : undefined;
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
export async function receiveHotelPhoto(staff: StaffUser, request: Request, hotelId: string) {
  return receiveGalleryPhoto(staff, request, hotelGallery, hotelId, await readPortraitUpload(request), portraitRefusals);
}

/** Removes one of a hotel's photos; false when it has no such photo. */
export const removeHotelPhoto = (staff: StaffUser, request: Request, hotelId: string, photoId: string) =>
  removeGalleryPhoto(staff, request, hotelGallery, hotelId, photoId);

/** An uploaded photo of a shown hotel (of a hidden one too for an admin's `preview`); null otherwise (404). */
export const hotelPhotoResponse = (hotelId: string, photoId: string, viewer: StaffUser | null) => galleryPhotoResponse(hotelGallery, hotelId, photoId, viewer);
