import { and, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { guardedInsert, type GuardedValues } from "~/db/guarded-insert.server";
import type { Outcome } from "~/forms/outcome.server";
import { managesRecords, photoResponse, previewResponse, recordChange, storePhoto, type EncodedPhoto, type ManagedRecords } from "./admin-records.server";
import type { StaffUser } from "./permissions.server";

/** A gallery's table (`facility_photos`, `hotel_photos`): the same columns, the owner's id under its own name. */
type PhotoTable = SQLiteTable & { id: SQLiteColumn; src: SQLiteColumn; r2Key: SQLiteColumn };

/**
 * A managed record's photos (a facility's, a hotel's): its table and the column naming the owner, where the bytes
 * go, the page address of an upload (its id is new with every upload, so a long cache never shows another picture)
 * and how many the record's page shows at most.
 */
export type RecordGallery = {
  records: ManagedRecords;
  photos: PhotoTable;
  owner: { column: SQLiteColumn; field: string };
  bucket: () => R2Bucket;
  key: (ownerId: string, photoId: string) => string;
  url: (ownerId: string, photoId: string) => string;
  /** The console page of one record: `/staff/facilities/{id}`. */
  back: (ownerId: string) => string;
  max: number;
  /** "facility", in "A facility shows at most 8 photos". */
  noun: string;
};

/**
 * An admin's photo upload (a plain multipart post from a phone or a desktop, with or without JavaScript), as read and
 * encoded afresh by the portraits' reader (`upload`): back to the record's console page with a toast, a refusal's
 * message from `refusals`. The row, the audit record and the data version are one batch, the limit decided in its insert.
 */
export async function receiveGalleryPhoto<Reason extends string>(
  staff: StaffUser,
  request: Request,
  gallery: RecordGallery,
  ownerId: string,
  upload: EncodedPhoto | { ok: false; reason: Reason },
  refusals: Record<Reason, string> & { failed: string },
): Promise<Outcome> {
  const to = gallery.back(ownerId);
  const refused = (reason: Reason | "failed" | "full"): Outcome => ({
    status: "redirect",
    to,
    toast: {
      title: reason === "full" ? `A ${gallery.noun} shows at most ${gallery.max} photos: remove one first.` : refusals[reason],
      variant: "destructive",
    },
  });
  if (!upload.ok) return refused(upload.reason);
  const { photos, owner, records } = gallery;
  const id = crypto.randomUUID();
  const key = gallery.key(ownerId, id);
  const kb = Math.ceil(upload.bytes.length / 1024);
  // Every gallery table names these columns the same (`PhotoTable`); drizzle cannot type the values of a table it does not know.
  const values = { id, [owner.field]: ownerId, src: gallery.url(ownerId, id), r2Key: key, bytes: upload.bytes.length, width: upload.width, height: upload.height };
  const guard = sql`EXISTS (SELECT 1 FROM ${records.table} WHERE ${records.columns.id} = ${ownerId})
    AND (SELECT count(*) FROM ${photos} WHERE ${owner.column} = ${ownerId}) < ${gallery.max}`;
  const stored = await storePhoto(
    gallery.bucket(),
    key,
    upload.bytes,
    async () => {
      const [inserted] = await recordChange(staff, request, records, {
        action: "updated",
        detail: `${ownerId}: photo ${upload.width}×${upload.height}, ${kb} KB`,
        statements: [guardedInsert(photos, values as GuardedValues<PhotoTable>, guard).returning({ id: photos.id })],
        applied: sql`EXISTS (SELECT 1 FROM ${photos} WHERE ${photos.id} = ${id})`,
      });
      return (inserted as unknown[]).length === 1;
    },
    `${gallery.noun} photo`,
  );
  if (stored !== "stored") return refused(stored === "failed" ? "failed" : "full");
  return { status: "redirect", to, toast: { title: `Photo saved (${kb} KB); the site shows it now.` } };
}

/** Removes one of a record's photos (its bytes after the row), audited; false when it has no such photo. */
export async function removeGalleryPhoto(staff: StaffUser, request: Request, gallery: RecordGallery, ownerId: string, photoId: string) {
  const { photos, owner } = gallery;
  const where = and(eq(photos.id, photoId), eq(owner.column, ownerId));
  const [row] = await db.select({ key: photos.r2Key }).from(photos).where(where).limit(1);
  if (!row) return false;
  await recordChange(staff, request, gallery.records, { action: "updated", detail: `${ownerId}: removed a photo`, statements: [db.delete(photos).where(where)] });
  if (row.key) await gallery.bucket().delete(row.key as string).catch(() => {});
  return true;
}

/**
 * An uploaded photo of a shown record; of a hidden one only for a staff member who manages the records (an admin on
 * its console page, where a new record starts hidden), then kept by no cache. Null otherwise (the caller answers 404).
 */
export async function galleryPhotoResponse(gallery: RecordGallery, ownerId: string, photoId: string, viewer: StaffUser | null): Promise<Response | null> {
  const { photos, owner, records } = gallery;
  const [row] = await db
    .select({ key: photos.r2Key, shown: records.columns.isActive })
    .from(photos)
    .innerJoin(records.table, eq(records.columns.id, owner.column))
    .where(and(eq(photos.id, photoId), eq(owner.column, ownerId)))
    .limit(1);
  const key = row?.key as string | null | undefined;
  if (!key || !(row!.shown || managesRecords(viewer))) return null;
  return row!.shown ? photoResponse(gallery.bucket(), key) : previewResponse(gallery.bucket(), key);
}
