import { env } from "cloudflare:workers";
import { and, eq, lte } from "drizzle-orm";
import { dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { doctors } from "~/db/schema";
import type { Outcome } from "~/forms/outcome.server";
import { isMultipart, readUploadForm, UploadFormError } from "~/uploads/upload-form.server";
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

type PortraitRefusal = "missing" | "tooLarge" | "invalidType" | "undecodable" | "tooManyPixels" | "malformed" | "failed";

/** The staff console is English. */
const refusals: Record<PortraitRefusal, string> = {
  missing: "Choose a photo to upload.",
  tooLarge: "That photo is over 10 MB. Choose a smaller one.",
  invalidType: "That file is not a JPEG, PNG or WebP photo.",
  undecodable: "That photo could not be read: the file is damaged, cut short or not really an image. Choose another photo.",
  tooManyPixels: "That PNG or WebP photo is larger than 5 megapixels. Send it as a JPEG, or upload it with JavaScript on so the page resizes it first.",
  malformed: "The upload could not be read. Please try again.",
  failed: "The portrait could not be stored. Please try again.",
};

/** An admin's portrait upload (a plain multipart post with or without JavaScript): back to the doctor's page with a toast. */
export async function receivePortrait(staff: StaffUser, request: Request, doctorId: string): Promise<Outcome> {
  const back = `/staff/doctors/${doctorId}`;
  const stored = isMultipart(request) ? await storePortrait(staff, request, doctorId) : ({ ok: false, reason: "malformed" } as const);
  if (!stored.ok) return { status: "redirect", to: back, toast: { title: refusals[stored.reason], variant: "destructive" } };
  return { status: "redirect", to: back, toast: { title: `Portrait saved (${Math.ceil(stored.bytes / 1024)} KB); the site shows it now.` } };
}

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
async function storePortrait(
  staff: StaffUser,
  request: Request,
  doctorId: string,
): Promise<{ ok: true; bytes: number } | { ok: false; reason: PortraitRefusal }> {
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
