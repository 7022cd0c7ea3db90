import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { catalogueProcedures, catalogueSpecialties } from "~/db/schema";
import { portraitRefusals, readPortraitUpload } from "~/doctors/portrait-upload.server";
import type { TreatmentCategory } from "~/domain/treatment-categories";
import { recordPhotoResponse, receiveRecordPhoto, type ManagedRecords, type RecordPhoto } from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import { specialtyRow } from "./catalogue-admin.server";

/**
 * The specialties as the records' photo helpers see them. A specialty is never added or shown by hand: it is shown
 * while it offers a procedure, and every change of it is audited as `specialty_updated`.
 */
const specialtyRecords: ManagedRecords = {
  table: catalogueSpecialties,
  columns: {
    id: catalogueSpecialties.id,
    // Its name is the treatment list's, not a column: its id names it.
    name: catalogueSpecialties.id,
    // Spelled out: drizzle names a single table's columns unqualified, which inside the subquery would be the procedure's.
    isActive: sql<boolean>`EXISTS (SELECT 1 FROM ${catalogueProcedures} AS offered WHERE offered.specialty_id = ${catalogueSpecialties}.id AND offered.is_active = 1)`.mapWith(
      Boolean,
    ),
    updatedAt: catalogueSpecialties.updatedAt,
  },
  data: "catalogue",
  audit: { created: "specialty_updated", updated: "specialty_updated", activated: "specialty_updated", deactivated: "specialty_updated" },
  idField: "specialtyId",
  gone: "This specialty is not in the treatment list.",
};

/** A specialty's photo: the site's own encoding, in SITE_PHOTOS, served from /treatments/{id}/photo?v=… while offered. */
const specialtyPhoto = (): RecordPhoto => ({
  bucket: env.SITE_PHOTOS,
  folder: "catalogue/specialties",
  keyColumn: catalogueSpecialties.photoKey,
  url: (id, key) => `/treatments/${id}/photo?v=${key.slice(-8)}`,
});

/** An admin's photo upload for a specialty, from a phone or a desktop, decoded and encoded afresh as team members' are. */
export async function receiveSpecialtyPhoto(staff: StaffUser, request: Request, id: TreatmentCategory) {
  const upload = await readPortraitUpload(request);
  // The photo goes on the specialty's row, made blank here if no procedure or edit has made it yet.
  if (upload.ok) await specialtyRow(id).run();
  return receiveRecordPhoto(staff, request, specialtyRecords, specialtyPhoto(), id, upload, portraitRefusals);
}

/** An offered specialty's uploaded photo; null otherwise (404). */
export const specialtyPhotoResponse = (id: string, viewer: StaffUser | null) => recordPhotoResponse(specialtyRecords, specialtyPhoto(), id, viewer);
