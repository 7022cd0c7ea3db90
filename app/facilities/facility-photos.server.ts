import { env } from "cloudflare:workers";
import { facilityPhotos } from "~/db/schema";
import { portraitRefusals, readPortraitUpload } from "~/doctors/portrait-upload.server";
import { galleryPhotoResponse, receiveGalleryPhoto, removeGalleryPhoto, type RecordGallery } from "~/staff/record-gallery.server";
import type { StaffUser } from "~/staff/permissions.server";
import { facilityRecords } from "./facility-admin.server";
import { MAX_FACILITY_PHOTOS } from "./photo-rules";

/** A facility's photos: the bytes in FACILITY_PHOTOS under `{facility}/{photo}`, served from /facilities/{id}/photos/{photo}. */
const facilityGallery: RecordGallery = {
  records: facilityRecords,
  photos: facilityPhotos,
  owner: { column: facilityPhotos.facilityId, field: "facilityId" },
  bucket: () => env.FACILITY_PHOTOS,
  key: (facilityId, photoId) => `${facilityId}/${photoId}`,
  url: (facilityId, photoId) => `/facilities/${facilityId}/photos/${photoId}`,
  back: (facilityId) => `/staff/facilities/${facilityId}`,
  max: MAX_FACILITY_PHOTOS,
  noun: "facility",
};

/** An admin's photo upload, decoded and encoded afresh exactly as doctors' portraits are (`readPortraitUpload`). */
export async function receiveFacilityPhoto(staff: StaffUser, request: Request, facilityId: string) {
  return receiveGalleryPhoto(staff, request, facilityGallery, facilityId, await readPortraitUpload(request), portraitRefusals);
}

/** Removes one of a facility's photos; false when it has no such photo. */
export const removeFacilityPhoto = (staff: StaffUser, request: Request, facilityId: string, photoId: string) =>
  removeGalleryPhoto(staff, request, facilityGallery, facilityId, photoId);

/** An uploaded photo of a shown facility (of a hidden one too for an admin's `preview`); null otherwise (404). */
export const facilityPhotoResponse = (facilityId: string, photoId: string, viewer: StaffUser | null) =>
  galleryPhotoResponse(facilityGallery, facilityId, photoId, viewer);
