import { env } from "cloudflare:workers";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseAttachments, caseMessages } from "~/db/schema";
import { putCheckedFile } from "~/uploads/checked-file.server";
import { cleanFileName, type UploadRejection } from "~/uploads/files";
import { readUploadForm, UploadFormError } from "~/uploads/upload-form.server";
import { multipartLimits } from "~/uploads/upload-form.server";
import { auditStatement } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { errorMessage } from "~/utils/loggable-error";
import { ATTACHMENT_FIELD_NAME, MAX_ATTACHMENT_COUNT } from "./attachment-rules";

/**
 * Files a coordinator attaches for the patient (a visa invitation letter, an itinerary, a hospital
 * estimate). They go through the intake documents' checks (`putCheckedFile`: PDF, JPEG or PNG by
 * their bytes, up to 10 MB), live in the same private bucket under `case-attachments/<case>/`, and
 * download as attachments (`attachmentResponse`) for the case's patient and staff only.
 */


export const attachmentStoragePrefix = "case-attachments/";

const bucket = () => env.INTAKE_DOCUMENTS;

/** `sentWith`: the channel of the patient's message it came with (an e-mailed reply, WhatsApp), or null when a coordinator attached it. */
export type AttachmentSummary = { id: string; fileName: string; size: number; at: string; sentWith: "email" | "whatsapp" | null };

export type AttachmentResult =
  | { ok: true; attachment: AttachmentSummary }
  | { ok: false; reason: UploadRejection; fileName: string };

/**
 * Checks a file and stores it for the case. The row is written only while the case exists and has
 * room (decided in the insert, so parallel uploads cannot pass the bound); otherwise the bytes go too.
 */
export async function storeAttachment(
  caseId: string,
  uploadedBy: string | null,
  rawFileName: string,
  body: ReadableStream<Uint8Array>,
  size: number,
  {
    messageId = null,
    id = crypto.randomUUID(),
  }: {
    /** The patient's message (e-mailed, WhatsApp) the file came with. */
    messageId?: string | null;
    /** Given when a retry must find the file it stored before. */
    id?: string;
  } = {},
): Promise<AttachmentResult> {
  const fileName = cleanFileName(rawFileName);
  const storageKey = `${attachmentStoragePrefix}${caseId}/${id}`;
  const stored = await putCheckedFile(bucket(), storageKey, fileName, body, size);
  if (!stored.ok) return { ok: false, reason: stored.reason, fileName };
  try {
    const result = await guardedInsert(
      caseAttachments,
      { id, caseId, fileName, contentType: stored.contentType, size, storageKey, uploadedBy, messageId },
      sql`EXISTS (SELECT 1 FROM cases WHERE id = ${caseId})
        AND (SELECT count(*) FROM case_attachments WHERE case_id = ${caseId}) < ${MAX_ATTACHMENT_COUNT}`,
    );
    if (result.meta.changes !== 1) {
      await bucket().delete(storageKey);
      return { ok: false, reason: "tooMany", fileName };
    }
  } catch (error) {
    console.error("Case attachment record failed", errorMessage(error));
    await bucket()
      .delete(storageKey)
      .catch(() => {});
    return { ok: false, reason: "failed", fileName };
  }
  return { ok: true, attachment: { id, fileName, size, at: new Date().toISOString(), sentWith: messageId === null ? null : await channelOf(messageId) } };
}

/**
 * The staff's form post (multipart, one or more files in `file`), each file checked and stored as it
 * arrives. A post the reader cannot decode stores nothing more and says so.
 */
export async function receiveAttachmentUpload(request: Request, caseId: string, uploadedBy: string) {
  const results: AttachmentResult[] = [];
  try {
    await readUploadForm(
      request,
      async ({ field, fileName, file }) => {
        if (field !== ATTACHMENT_FIELD_NAME) return;
        results.push(await storeAttachment(caseId, uploadedBy, fileName, file.stream(), file.size));
      },
      multipartLimits,
    );
    return { results, malformed: false };
  } catch (error) {
    if (!(error instanceof UploadFormError)) throw error;
    if (error.fileTooLarge) return { results: [...results, { ok: false, reason: "tooLarge", fileName: "" } as const], malformed: false };
    return { results, malformed: true };
  }
}

export async function listAttachments(caseId: string): Promise<AttachmentSummary[]> {
  const rows = await db
    .select({
      id: caseAttachments.id,
      fileName: caseAttachments.fileName,
      size: caseAttachments.size,
      createdAt: caseAttachments.createdAt,
      channel: caseMessages.channel,
    })
    .from(caseAttachments)
    .leftJoin(caseMessages, eq(caseMessages.id, caseAttachments.messageId))
    .where(eq(caseAttachments.caseId, caseId))
    .orderBy(asc(caseAttachments.createdAt));
  return rows.map((r) => ({ id: r.id, fileName: r.fileName, size: r.size, at: r.createdAt.toISOString(), sentWith: sentWith(r.channel) }));
}

const sentWith = (channel: string | null | undefined) => (channel === "email" || channel === "whatsapp" ? channel : null);

async function channelOf(messageId: string) {
  const [row] = await db.select({ channel: caseMessages.channel }).from(caseMessages).where(eq(caseMessages.id, messageId));
  return sentWith(row?.channel);
}

/** An attachment of the case with its bytes, or null (another case's, unknown, or its file is gone). */
export async function openAttachment(caseId: string, attachmentId: string) {
  const [row] = await db
    .select({
      fileName: caseAttachments.fileName,
      contentType: caseAttachments.contentType,
      size: caseAttachments.size,
      storageKey: caseAttachments.storageKey,
    })
    .from(caseAttachments)
    .where(and(eq(caseAttachments.id, attachmentId), eq(caseAttachments.caseId, caseId)));
  if (!row) return null;
  const object = await bucket().get(row.storageKey);
  return object ? { ...row, body: object.body } : null;
}

/**
 * One audit row per stored file, naming the staff member, the case and the patient. Decision 0156:
 * attaching is recorded as a case change until the audit log's actions are widened.
 */
export async function auditAttachedFiles(
  staff: StaffUser,
  request: Request,
  row: { id: string; patientUserId: string | null },
  stored: AttachmentSummary[],
) {
  const [first, ...rest] = stored.map((a) =>
    auditStatement(staff, request, {
      action: "case_status_changed",
      caseId: row.id,
      subjectUserId: row.patientUserId,
      documentId: a.id,
      detail: `File attached for the patient: ${a.fileName}`,
    }),
  );
  if (first) await db.batch([first, ...rest]);
}
