import { env } from "cloudflare:workers";
import { and, eq, lte } from "drizzle-orm";
import { dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { doctors } from "~/db/schema";
import { readUploadForm, UploadFormError } from "~/uploads/upload-form.server";
import { auditStatement } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { errorMessage } from "~/utils/loggable-error";
import { encodePortrait } from "./portrait-encoding.server";
import { MAX_PORTRAIT_BYTES, PORTRAIT_FIELD, SERVED_PORTRAIT_BYTES } from "./portrait-rules";

const bucket = () => env.DOCTOR_PORTRAITS;

const portraitLimits = {
  maxBodyBytes: MAX_PORTRAIT_BYTES + 64 * 1024,
  maxParts: 4,
  maxFieldBytes: 1024,
  maxHeaderBytes: 8 * 1024,
  // One byte past the limit still arrives, so it is refused as too large rather than as an unreadable post.
  maxFileBytes: MAX_PORTRAIT_BYTES + 1,
};

export type PortraitOutcome =
  | { ok: true; bytes: number }
  | { ok: false; reason: "missing" | "tooLarge" | "invalidType" | "undecodable" | "tooManyPixels" | "malformed" | "failed" };

/** The type of every portrait the site stores: it encodes them itself (decision 0123). */
const STORED_TYPE = "image/webp";

/** The page URL of a stored portrait; `v` changes with every upload, so caches never show the old face. */
const portraitUrl = (doctorId: string, key: string) => `/doctors/${doctorId}/portrait?v=${key.slice(-8)}`;

/**
 * Stores the portrait of a multipart post (field `portrait`) for an existing doctor: a JPEG, PNG or WebP of at most
 * 10 MB, decoded and encoded afresh by the site (`encodePortrait`), so what is stored and shown is the site's own
 * WebP of at most 60 KB and nothing else of the upload. The row, the audit record and the doctors' data version are
 * one batch; the previous portrait is deleted afterwards.
 */
export async function receivePortrait(staff: StaffUser, request: Request, doctorId: string): Promise<PortraitOutcome> {
  let upload: File | undefined;
  try {
    await readUploadForm(
      request,
      async ({ field, file }) => {
        if (field === PORTRAIT_FIELD && !upload) upload = file;
      },
      portraitLimits,
    );
  } catch (error) {
    if (error instanceof UploadFormError) return { ok: false, reason: error.fileTooLarge ? "tooLarge" : "malformed" };
    throw error;
  }
  if (!upload || upload.size === 0) return { ok: false, reason: "missing" };
  if (upload.size > MAX_PORTRAIT_BYTES) return { ok: false, reason: "tooLarge" };
  const encoded = await encodePortrait(new Uint8Array(await upload.arrayBuffer()));
  if (!encoded.ok) return encoded;
  const { bytes } = encoded;

  const [doctor] = await db.select({ name: doctors.name, portraitKey: doctors.portraitKey }).from(doctors).where(eq(doctors.id, doctorId)).limit(1);
  if (!doctor) return { ok: false, reason: "failed" };
  const key = `${doctorId}/${crypto.randomUUID()}`;
  try {
    await bucket().put(key, bytes, { httpMetadata: { contentType: STORED_TYPE } });
    await db.batch([
      db
        .update(doctors)
        .set({ portraitKey: key, portraitType: STORED_TYPE, portraitBytes: bytes.length, avatarUrl: portraitUrl(doctorId, key), updatedAt: new Date() })
        .where(eq(doctors.id, doctorId)),
      auditStatement(staff, request, {
        action: "doctor_updated",
        detail: `${doctorId}: portrait ${encoded.width}×${encoded.height}, ${Math.ceil(bytes.length / 1024)} KB`,
      }),
      dataChanged("doctors"),
    ]);
  } catch (error) {
    console.error("Doctor portrait not stored", errorMessage(error));
    await bucket()
      .delete(key)
      .catch(() => {});
    return { ok: false, reason: "failed" };
  }
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
  const object = await bucket().get(row.key);
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": row.type,
      "Content-Length": String(object.size),
      // The URL carries the upload's version (`?v=`), so a long cache never shows an old face.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
