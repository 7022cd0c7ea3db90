import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { data } from "react-router";
import { z } from "zod";
import { dataChanged, type DataName } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import type { AuditAction } from "~/db/schema";
import { respond, type Outcome } from "~/forms/outcome.server";
import { clientIp } from "~/security/request-meta.server";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { errorMessage } from "~/utils/loggable-error";
import { auditIf, auditStatement } from "./audit.server";
import { scopeFor, type StaffUser } from "./permissions.server";

/**
 * What the console manages the same way (doctors, facilities, team members, hotels): a table with a readable slug id,
 * a name, `is_active` and `updated_at`; the data version its public pages are keyed by; its four audit actions. Every
 * write is one batch with its audit row and `dataChanged`, and a new record is hidden until an admin shows it.
 */
export type ManagedRecords = {
  table: SQLiteTable;
  /** `isActive` may be a rule rather than a column, for records shown by what they hold (a specialty, while it offers a procedure). */
  columns: { id: SQLiteColumn; name: SQLiteColumn; isActive: SQLiteColumn | SQL<boolean>; updatedAt: SQLiteColumn };
  data: DataName;
  audit: { created: AuditAction; updated: AuditAction; activated: AuditAction; deactivated: AuditAction };
  /** The id field of the show/hide post (`doctorId`, `facilityId`, …). */
  idField: string;
  /** "This doctor no longer exists." */
  gone: string;
};

type RecordTable = SQLiteTable & { id: SQLiteColumn; name: SQLiteColumn; isActive: SQLiteColumn; updatedAt: SQLiteColumn };
type AuditPrefix<A extends string> = A extends `${infer P}_created` ? (`${P}_updated` extends AuditAction ? P : never) : never;

/** The records of `table`, audited as `{prefix}_created`, `_updated`, `_activated` and `_deactivated`. */
export function managedRecords(
  table: RecordTable,
  prefix: AuditPrefix<AuditAction>,
  options: Pick<ManagedRecords, "data" | "idField" | "gone">,
): ManagedRecords {
  const { id, name, isActive, updatedAt } = table;
  const action = (what: string) => `${prefix}_${what}` as AuditAction;
  return {
    table,
    columns: { id, name, isActive, updatedAt },
    audit: { created: action("created"), updated: action("updated"), activated: action("activated"), deactivated: action("deactivated") },
    ...options,
  };
}

/** "Cairo Heart Institute" → "cairo-heart-institute": the readable id of a public page; empty when the name has no Latin letter. */
export function recordSlug(name: string) {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** The name and state of one record; undefined when there is none. */
export async function findRecord(records: ManagedRecords, id: string) {
  const { table, columns } = records;
  const [row] = await db.select({ name: columns.name, isActive: columns.isActive }).from(table).where(eq(columns.id, id)).limit(1);
  return row as { name: string; isActive: boolean } | undefined;
}

/**
 * One change of a record as one batch, with its audit row and data version; the answers of `statements`, in order.
 * `applied`: what holds after the statements when the change went in (a guarded insert that may refuse), so a
 * refused change leaves no audit row claiming it.
 */
export async function recordChange(
  staff: StaffUser,
  request: Request,
  records: ManagedRecords,
  change: { action: keyof ManagedRecords["audit"]; detail: string; statements: BatchItem<"sqlite">[]; applied?: SQL },
): Promise<unknown[]> {
  const entry = { action: records.audit[change.action], detail: change.detail };
  const audit = change.applied ? auditIf(staff, entry, change.applied, new Date(), clientIp(request)) : auditStatement(staff, request, entry);
  const answers = await db.batch([dataChanged(records.data), ...change.statements, audit]);
  return answers.slice(1, -1);
}

/**
 * Adds a record under a free id made from `base` (`base`, else `base-2`, `base-3`…); `rows` are its row and its links.
 * All or nothing. Returns the id.
 */
export async function createRecord(
  staff: StaffUser,
  request: Request,
  records: ManagedRecords,
  base: string,
  name: string,
  rows: (id: string) => BatchItem<"sqlite">[],
) {
  const { table, columns } = records;
  const taken = await db
    .select({ id: columns.id })
    .from(table)
    .where(sql`${columns.id} = ${base} OR ${columns.id} LIKE ${`${base}-%`}`);
  const ids = new Set(taken.map((row) => row.id as string));
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  await recordChange(staff, request, records, { action: "created", detail: `${id}: ${name}`, statements: rows(id) });
  return id;
}

/** Saves a record's profile and links; false when there is no such record (the console never deletes one). */
export async function updateRecord(
  staff: StaffUser,
  request: Request,
  records: ManagedRecords,
  id: string,
  name: string,
  statements: BatchItem<"sqlite">[],
) {
  if (!(await findRecord(records, id))) return false;
  await recordChange(staff, request, records, { action: "updated", detail: `${id}: ${name}`, statements });
  return true;
}

/**
 * Shows or hides a record on the site; the audit row is written only when the state changes. Returns the record's
 * name, or null when there is no such record.
 */
export async function setRecordShown(staff: StaffUser, request: Request, records: ManagedRecords, id: string, active: boolean) {
  const record = await findRecord(records, id);
  if (!record) return null;
  if (record.isActive === active) return record.name;
  const { table, columns } = records;
  // Every managed table names these columns the same (`RecordTable`); drizzle cannot type a set of a table it does not know.
  const shown = db
    .update(table)
    .set({ isActive: active, updatedAt: new Date() } as SQLiteUpdateSetSource<SQLiteTable>)
    .where(eq(columns.id, id));
  await recordChange(staff, request, records, { action: active ? "activated" : "deactivated", detail: `${id}: ${record.name}`, statements: [shown] });
  return record.name;
}

/** The show/hide post of the list and of a record's page (`ShowHideForm`). */
export function showHideSchema(idField: string) {
  return z.object({
    intent: z.literal("active"),
    [idField]: z.string().regex(/^[\w-]{1,80}$/),
    active: z.enum(["1", "0"]).transform((value) => value === "1"),
  });
}

/**
 * Answers a show/hide post. On the list (`pinned` absent) a record removed meanwhile is said on its form (404); on a
 * record's own page (`pinned` its id) another id is refused and a missing record is the site's 404.
 */
export async function answerShowHide(
  args: RequestArgs,
  staff: StaffUser,
  records: ManagedRecords,
  form: FormData,
  back: string,
  pinned?: string,
) {
  const submission = parseWithZod(form, { schema: showHideSchema(records.idField) });
  const formId = `active-${pinned ?? String(form.get(records.idField))}`;
  const id = submission.status === "success" ? (submission.value[records.idField] as string) : undefined;
  if (submission.status !== "success" || (pinned !== undefined && id !== pinned)) {
    const reply = pinned === undefined ? submission.reply() : submission.reply({ formErrors: ["Choose show or hide."] });
    return data({ intent: "active" as const, formId, result: reply }, { status: 400 });
  }
  const active = submission.value.active as boolean;
  const name = await setRecordShown(staff, args.request, records, id!, active);
  if (name === null) {
    if (pinned !== undefined) notFound();
    return data({ intent: "active" as const, formId, result: submission.reply({ formErrors: [records.gone] }) }, { status: 404 });
  }
  const title = active ? `${name} is shown on the site.` : `${name} is hidden from the site.`;
  return respond(args, { status: "done", reply: { intent: "active" as const, formId, result: submission.reply() }, toast: { title }, to: back }, form);
}

/**
 * Puts a photo the site encoded into `bucket` under `key`, then runs `write` (its row, audit and data version in one
 * batch), which answers whether it wrote (a limit may be decided in its insert). A refused or failed photo's bytes are
 * removed again, so nothing is left behind.
 */
export async function storePhoto(bucket: R2Bucket, key: string, bytes: Uint8Array, write: () => Promise<boolean>, what: string) {
  try {
    await bucket.put(key, bytes, { httpMetadata: { contentType: STORED_PHOTO_TYPE } });
    if (await write()) return "stored" as const;
  } catch (error) {
    console.error(`${what} not stored`, errorMessage(error));
    await bucket.delete(key).catch(() => {});
    return "failed" as const;
  }
  await bucket.delete(key).catch(() => {});
  return "refused" as const;
}

/** The type of every photo the site stores: it encodes them itself (decision 0123). */
export const STORED_PHOTO_TYPE = "image/webp";

/** A stored photo's answer: immutable, since its address changes with every upload. Null when R2 has no such object. */
/** Whether this viewer may see a hidden record's photos: whoever manages the team's records (the admins). */
export const managesRecords = (viewer: StaffUser | null) => viewer !== null && scopeFor(viewer, "team").all;

/** A hidden record's photo for its console page: kept by no cache, so it is gone for everyone once removed or replaced. */
export async function previewResponse(bucket: R2Bucket, key: string) {
  const response = await photoResponse(bucket, key);
  response?.headers.set("Cache-Control", "private, no-store");
  return response;
}

export async function photoResponse(bucket: R2Bucket, key: string, type = STORED_PHOTO_TYPE): Promise<Response | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * Where a record with one photo (a team member, a specialty) keeps it: its table's `photoSrc` (the address pages draw)
 * and `photoKey` (the bytes in `bucket`, under `{folder}/{id}/…`).
 */
export type RecordPhoto = { bucket: R2Bucket; folder: string; keyColumn: SQLiteColumn; url: (id: string, key: string) => string };

/**
 * Replaces a record's one photo with one the site encoded: the bytes in `bucket` under `{folder}/{id}/{uuid}`, the
 * row's address (`url` of the key: new with every upload, so it is cached immutably), its audit row and data version
 * in one batch; the previous photo's bytes are deleted afterwards.
 */
async function replaceRecordPhoto(
  staff: StaffUser,
  request: Request,
  records: ManagedRecords,
  photo: RecordPhoto,
  id: string,
  encoded: { bytes: Uint8Array; width: number; height: number },
) {
  const { table, columns } = records;
  const [row] = await db.select({ key: photo.keyColumn }).from(table).where(eq(columns.id, id)).limit(1);
  if (!row) return "failed" as const;
  const key = `${photo.folder}/${id}/${crypto.randomUUID()}`;
  // A table with one photo names these columns so; drizzle cannot type a set of a table it does not know.
  const set = { photoKey: key, photoSrc: photo.url(id, key), updatedAt: new Date() } as SQLiteUpdateSetSource<SQLiteTable>;
  const stored = await storePhoto(
    photo.bucket,
    key,
    encoded.bytes,
    async () => {
      await recordChange(staff, request, records, {
        action: "updated",
        detail: `${id}: photo ${encoded.width}×${encoded.height}, ${Math.ceil(encoded.bytes.length / 1024)} KB`,
        statements: [db.update(table).set(set).where(eq(columns.id, id))],
      });
      return true;
    },
    "Photo",
  );
  const previous = row.key as string | null;
  if (stored === "stored" && previous) await photo.bucket.delete(previous).catch(() => {});
  return stored === "stored";
}

/** A photo as the portraits' reader encoded it: the site's own WebP and its size. */
export type EncodedPhoto = { ok: true; bytes: Uint8Array; width: number; height: number };

/**
 * An admin's photo upload for a record with one photo, as read and encoded by the portraits' reader (`upload`): back
 * to `back` with a toast, the refusal's message from `refusals` (the portraits' messages).
 */
export async function receiveRecordPhoto<Reason extends string>(
  staff: StaffUser,
  request: Request,
  records: ManagedRecords,
  photo: RecordPhoto,
  id: string,
  upload: EncodedPhoto | { ok: false; reason: Reason },
  refusals: Record<Reason, string> & { failed: string },
): Promise<Outcome> {
  const back = `/staff/${photo.folder}/${id}`;
  const refused = (reason: Reason | "failed"): Outcome => ({ status: "redirect", to: back, toast: { title: refusals[reason], variant: "destructive" } });
  if (!upload.ok) return refused(upload.reason);
  if (!(await replaceRecordPhoto(staff, request, records, photo, id, upload))) return refused("failed");
  return { status: "redirect", to: back, toast: { title: `Photo saved (${Math.ceil(upload.bytes.length / 1024)} KB); the site shows it now.` } };
}

/** The uploaded photo of a shown record; null otherwise (the caller answers 404). */
export async function recordPhotoResponse(records: ManagedRecords, photo: RecordPhoto, id: string, viewer: StaffUser | null) {
  const { table, columns } = records;
  const [row] = await db.select({ key: photo.keyColumn, shown: columns.isActive }).from(table).where(eq(columns.id, id)).limit(1);
  const key = row?.key as string | null | undefined;
  if (!key || !(row!.shown || managesRecords(viewer))) return null;
  return row!.shown ? photoResponse(photo.bucket, key) : previewResponse(photo.bucket, key);
}
