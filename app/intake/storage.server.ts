import { env } from "cloudflare:workers";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { intakeDocuments, intakes } from "~/db/schema";
import { putCheckedFile, sizeRefusal } from "~/uploads/checked-file.server";
import { documentLimits, type DocumentKind, type DocumentSummary } from "./documents";
import { cleanFileName, type UploadRejection } from "~/uploads/files";
import { errorMessage } from "~/utils/loggable-error";

/** A document belongs to a wizard draft or to a completed intake. */
export type DocumentOwner = { draftId: string } | { intakeId: string };

export type StoreResult =
  | { ok: true; document: DocumentSummary }
  | { ok: false; reason: UploadRejection; fileName: string; message?: string };

/** Asked before a file is stored: null to go ahead, or why it may not (an anonymous visitor's daily allowance). */
export type UploadAdmission = (size: number) => Promise<string | null>;

const bucket = () => env.INTAKE_DOCUMENTS;

function ownerCondition(owner: DocumentOwner) {
  return "draftId" in owner ? eq(intakeDocuments.draftId, owner.draftId) : eq(intakeDocuments.intakeId, owner.intakeId);
}

async function countOfKind(owner: DocumentOwner, kind: DocumentKind) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(intakeDocuments)
    .where(and(ownerCondition(owner), eq(intakeDocuments.kind, kind)));
  return row?.n ?? 0;
}

/**
 * Checks a file and streams it into the bucket. `size` is the exact byte count the stream will
 * deliver (Content-Length, or the counted multipart part): R2 needs it up front, and a stream that
 * delivers more or less fails instead of storing something else. Nothing is kept when a check fails.
 */
export async function storeDocument(
  owner: DocumentOwner,
  kind: DocumentKind,
  rawFileName: string,
  body: ReadableStream<Uint8Array>,
  size: number,
  admit?: UploadAdmission,
): Promise<StoreResult> {
  const fileName = cleanFileName(rawFileName);
  const refuse = async (reason: UploadRejection): Promise<StoreResult> => {
    await body.cancel().catch(() => {});
    return { ok: false, reason, fileName };
  };
  const refusedSize = sizeRefusal(size);
  if (refusedSize) return refuse(refusedSize);
  if (kind === "medicalRecords" && (await countOfKind(owner, kind)) >= documentLimits.medicalRecords) {
    return refuse("tooMany");
  }
  const overQuota = admit ? await admit(size) : null;
  if (overQuota) {
    await body.cancel().catch(() => {});
    return { ok: false, reason: "overQuota", fileName, message: overQuota };
  }

  const id = crypto.randomUUID();
  const storageKey = `intake-documents/${id}`;
  const stored = await putCheckedFile(bucket(), storageKey, fileName, body, size);
  if (!stored.ok) return { ok: false, reason: stored.reason, fileName };
  const { contentType } = stored;

  const row = {
    id,
    draftId: "draftId" in owner ? owner.draftId : null,
    intakeId: "intakeId" in owner ? owner.intakeId : null,
    kind,
    fileName,
    contentType,
    size,
    storageKey,
  };
  try {
    if (kind === "medicalRecords") {
      // The bound is checked again in the insert itself, so parallel uploads cannot pass it.
      const result = await guardedInsert(
        intakeDocuments,
        row,
        sql`(SELECT count(*) FROM intake_documents
             WHERE draft_id IS ${row.draftId} AND intake_id IS ${row.intakeId} AND kind = ${kind}) < ${documentLimits[kind]}`,
      );
      if (result.meta.changes !== 1) {
        await bucket().delete(storageKey);
        return { ok: false, reason: "tooMany", fileName };
      }
    } else {
      // One passport, one insurance: the new file replaces the one kept before.
      const [replaced] = await db.batch([
        db
          .delete(intakeDocuments)
          .where(and(ownerCondition(owner), eq(intakeDocuments.kind, kind)))
          .returning({ storageKey: intakeDocuments.storageKey }),
        db.insert(intakeDocuments).values(row),
      ]);
      if (replaced.length > 0) await bucket().delete(replaced.map((r) => r.storageKey));
    }
  } catch (error) {
    // The owner is gone (a draft completed or swept meanwhile): keep no orphan in the bucket.
    console.error("Intake document record failed", errorMessage(error));
    await bucket()
      .delete(storageKey)
      .catch(() => {});
    return { ok: false, reason: "failed", fileName };
  }
  return { ok: true, document: { id, kind, fileName, size } };
}

export async function listDocuments(owner: DocumentOwner): Promise<DocumentSummary[]> {
  return db
    .select({
      id: intakeDocuments.id,
      kind: intakeDocuments.kind,
      fileName: intakeDocuments.fileName,
      size: intakeDocuments.size,
    })
    .from(intakeDocuments)
    .where(ownerCondition(owner))
    .orderBy(intakeDocuments.createdAt);
}

/** Deletes the owner's document and its file; the removed file's name, or null if there was none. */
export async function removeDocument(owner: DocumentOwner, documentId: string) {
  const [removed] = await db
    .delete(intakeDocuments)
    .where(and(ownerCondition(owner), eq(intakeDocuments.id, documentId)))
    .returning({ storageKey: intakeDocuments.storageKey, fileName: intakeDocuments.fileName });
  if (!removed) return null;
  await bucket().delete(removed.storageKey);
  return removed.fileName;
}

/** Deletes files whose rows are about to go (a swept draft); rows cascade with their owner. */
export async function deleteStoredFiles(storageKeys: string[]) {
  if (storageKeys.length > 0) await bucket().delete(storageKeys);
}

export async function storageKeysOfDrafts(draftIds: string[]) {
  if (draftIds.length === 0) return [];
  const rows = await db
    .select({ storageKey: intakeDocuments.storageKey })
    .from(intakeDocuments)
    .where(inArray(intakeDocuments.draftId, draftIds));
  return rows.map((r) => r.storageKey);
}

/** A completed intake's document, with its file, for the intake's owner; null for anyone else. */
/** A completed intake's document and its bytes, when the condition holds and the file exists. */
async function openIntakeDocumentWhere(condition: SQL | undefined) {
  const [document] = await db
    .select({
      fileName: intakeDocuments.fileName,
      contentType: intakeDocuments.contentType,
      size: intakeDocuments.size,
      storageKey: intakeDocuments.storageKey,
    })
    .from(intakeDocuments)
    .innerJoin(intakes, eq(intakes.id, intakeDocuments.intakeId))
    .where(condition);
  if (!document) return null;
  const object = await bucket().get(document.storageKey);
  return object ? { ...document, body: object.body } : null;
}

export function openOwnedDocument(userId: string, documentId: string) {
  return openIntakeDocumentWhere(and(eq(intakeDocuments.id, documentId), eq(intakes.userId, userId)));
}

/** For the staff of the intake's case: the document when it belongs to that intake. */
/** For staff: nothing once the patient has withdrawn consent (docs/decisions/0143-personal-data.md). */
export function openIntakeDocument(intakeId: string, documentId: string) {
  return openIntakeDocumentWhere(
    and(eq(intakeDocuments.id, documentId), eq(intakeDocuments.intakeId, intakeId), isNull(intakes.consentWithdrawnAt)),
  );
}

/** Removes a completed intake's document for the intake's owner; null for anyone else. */
export async function removeOwnedDocument(userId: string, documentId: string) {
  const [document] = await db
    .select({ intakeId: intakeDocuments.intakeId })
    .from(intakeDocuments)
    .innerJoin(intakes, eq(intakes.id, intakeDocuments.intakeId))
    .where(and(eq(intakeDocuments.id, documentId), eq(intakes.userId, userId)));
  return document?.intakeId ? removeDocument({ intakeId: document.intakeId }, documentId) : null;
}
