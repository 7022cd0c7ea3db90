import { env } from "cloudflare:workers";
import { and, eq, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { doctors } from "~/db/schema";
import type { Outcome } from "~/forms/outcome.server";
import { photoResponse, recordChange, storePhoto, STORED_PHOTO_TYPE } from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import { portraitRefusals, type PortraitRefusal, readPortraitUpload } from "./portrait-upload.server";
import { doctorRecords } from "./doctor-admin.server";
import { SERVED_PORTRAIT_BYTES } from "./portrait-rules";

const bucket = () => env.DOCTOR_PORTRAITS;

/** An admin's portrait upload (a plain multipart post with or without JavaScript): back to the doctor's page with a toast. */
export async function receivePortrait(staff: StaffUser, request: Request, doctorId: string): Promise<Outcome> {
  const back = `/staff/doctors/${doctorId}`;
  const stored = await storePortrait(staff, request, doctorId);
  if (!stored.ok) return { status: "redirect", to: back, toast: { title: portraitRefusals[stored.reason], variant: "destructive" } };
  return { status: "redirect", to: back, toast: { title: `Portrait saved (${Math.ceil(stored.bytes / 1024)} KB); the site shows it now.` } };
}

/** The page URL of a stored portrait; `v` changes with every upload, so caches never show the old face. */
const portraitUrl = (doctorId: string, key: string) => `/doctors/${doctorId}/portrait?v=${key.slice(-8)}`;

/**
 * Stores the portrait of a multipart post for an existing doctor, as the site encoded it (`readPortraitUpload`). The
 * row, the audit record and the doctors' data version are one batch; the previous portrait is deleted afterwards.
 */
async function storePortrait(
  staff: StaffUser,
  request: Request,
  doctorId: string,
): Promise<{ ok: true; bytes: number } | { ok: false; reason: PortraitRefusal }> {
  const encoded = await readPortraitUpload(request);
  if (!encoded.ok) return encoded;
  const { bytes } = encoded;

  const [doctor] = await db.select({ name: doctors.name, portraitKey: doctors.portraitKey }).from(doctors).where(eq(doctors.id, doctorId)).limit(1);
  if (!doctor) return { ok: false, reason: "failed" };
  const key = `${doctorId}/${crypto.randomUUID()}`;
  const stored = await storePhoto(
    bucket(),
    key,
    bytes,
    async () => {
      await recordChange(staff, request, doctorRecords, {
        action: "updated",
        detail: `${doctorId}: portrait ${encoded.width}×${encoded.height}, ${Math.ceil(bytes.length / 1024)} KB`,
        statements: [
          db
            .update(doctors)
            .set({ portraitKey: key, portraitType: STORED_PHOTO_TYPE, portraitBytes: bytes.length, avatarUrl: portraitUrl(doctorId, key), updatedAt: new Date() })
            .where(eq(doctors.id, doctorId)),
        ],
      });
      return true;
    },
    "Doctor portrait",
  );
  if (stored !== "stored") return { ok: false, reason: "failed" };
  if (doctor.portraitKey) await bucket().delete(doctor.portraitKey).catch(() => {});
  return { ok: true, bytes: bytes.length };
}

/** A listed doctor's portrait, when it is light enough to be shown; null otherwise (the caller answers 404). */
export async function portraitResponse(doctorId: string): Promise<Response | null> {
  const [row] = await db
    .select({ key: doctors.portraitKey, type: doctors.portraitType })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), eq(doctors.isActive, true), lte(doctors.portraitBytes, SERVED_PORTRAIT_BYTES)))
    .limit(1);
  if (!row?.key || !row.type) return null;
  // The URL carries the upload's version (`?v=`), so a long cache never shows an old face.
  return photoResponse(bucket(), row.key, row.type);
}
