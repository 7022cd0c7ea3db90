import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { facilities, facilityPhotos } from "~/db/schema";
import { portraitRefusals, readPortraitUpload } from "~/doctors/portrait-upload.server";
import type { Outcome } from "~/forms/outcome.server";
import { photoResponse, recordChange, storePhoto } from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import { facilityRecords } from "./facility-admin.server";
import { MAX_FACILITY_PHOTOS } from "./photo-rules";

const bucket = () => env.FACILITY_PHOTOS;

/** The page URL of an uploaded photo; its id is new with every upload, so a long cache never shows another picture. */
const photoUrl = (facilityId: string, photoId: string) => `/facilities/${facilityId}/photos/${photoId}`;

/**
 * An admin's photo upload (a plain multipart post from a phone or a desktop, with or without JavaScript), decoded and
 * encoded afresh exactly as doctors' portraits are (`readPortraitUpload`): back to the facility's page with a toast.
 * The row, the audit record and the facilities' data version are one batch, the photo limit decided in its insert.
 */
export async function receiveFacilityPhoto(staff: StaffUser, request: Request, facilityId: string): Promise<Outcome> {
  const back = `/staff/facilities/${facilityId}`;
  const refused = (reason: keyof typeof portraitRefusals | "full"): Outcome => ({
    status: "redirect",
    to: back,
    toast: {
      title: reason === "full" ? `A facility shows at most ${MAX_FACILITY_PHOTOS} photos: remove one first.` : portraitRefusals[reason],
      variant: "destructive",
    },
  });
  const encoded = await readPortraitUpload(request);
  if (!encoded.ok) return refused(encoded.reason);
  const id = crypto.randomUUID();
  const key = `${facilityId}/${id}`;
  const fewer = sql`(SELECT count(*) FROM ${facilityPhotos} WHERE ${facilityPhotos.facilityId} = ${facilityId}) < ${MAX_FACILITY_PHOTOS}`;
  const stored = await storePhoto(
    bucket(),
    key,
    encoded.bytes,
    async () => {
      const [inserted] = await recordChange(staff, request, facilityRecords, {
        action: "updated",
        detail: `${facilityId}: photo ${encoded.width}×${encoded.height}, ${Math.ceil(encoded.bytes.length / 1024)} KB`,
        statements: [
          guardedInsert(
            facilityPhotos,
            { id, facilityId, src: photoUrl(facilityId, id), r2Key: key, bytes: encoded.bytes.length, width: encoded.width, height: encoded.height },
            sql`EXISTS (SELECT 1 FROM ${facilities} WHERE ${facilities.id} = ${facilityId}) AND ${fewer}`,
          ).returning({ id: facilityPhotos.id }),
        ],
      });
      return (inserted as unknown[]).length === 1;
    },
    "Facility photo",
  );
  if (stored !== "stored") return refused(stored === "failed" ? "failed" : "full");
  return { status: "redirect", to: back, toast: { title: `Photo saved (${Math.ceil(encoded.bytes.length / 1024)} KB); the site shows it now.` } };
}

/** Removes one of a facility's photos (its bytes after the row); false when it has no such photo. */
export async function removeFacilityPhoto(staff: StaffUser, request: Request, facilityId: string, photoId: string) {
  const where = and(eq(facilityPhotos.id, photoId), eq(facilityPhotos.facilityId, facilityId));
  const [row] = await db.select({ key: facilityPhotos.r2Key }).from(facilityPhotos).where(where).limit(1);
  if (!row) return false;
  await recordChange(staff, request, facilityRecords, { action: "updated", detail: `${facilityId}: removed a photo`, statements: [db.delete(facilityPhotos).where(where)] });
  if (row.key) await bucket().delete(row.key).catch(() => {});
  return true;
}

/** An uploaded photo of a shown facility; null otherwise (the caller answers 404). */
export async function facilityPhotoResponse(facilityId: string, photoId: string): Promise<Response | null> {
  const [row] = await db
    .select({ key: facilityPhotos.r2Key })
    .from(facilityPhotos)
    .innerJoin(facilities, eq(facilities.id, facilityPhotos.facilityId))
    .where(and(eq(facilityPhotos.id, photoId), eq(facilityPhotos.facilityId, facilityId), eq(facilities.isActive, true)))
    .limit(1);
  if (!row?.key) return null;
  // A photo's id is new with every upload: a long cache never shows another picture.
  return photoResponse(bucket(), row.key);
}
