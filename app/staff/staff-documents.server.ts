import { desc, and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { attachmentResponse } from "~/intake/attachment.server";
import { openIntakeDocument } from "~/intake/storage.server";
import { auditStatement } from "./audit.server";
import { findWorkableCase } from "./case-detail.server";
import { requireStaff, staffNotFound } from "./permissions.server";

/**
 * An intake document for the staff who may work its case, as a download. The access is
 * written to the audit log before a byte is sent; if it cannot be written, nothing is sent.
 */
export async function staffDocumentDownload(request: Request, caseId: string, documentId: string) {
  const staff = await requireStaff(request);
  const row = await findWorkableCase(staff, caseId);
  if (!row.intakeId || !/^[\w-]{1,64}$/.test(documentId)) staffNotFound();
  const document = await openIntakeDocument(row.intakeId, documentId);
  if (!document) staffNotFound();
  await auditStatement(staff, request, {
    action: "document_opened",
    caseId: row.id,
    subjectUserId: row.patientUserId,
    documentId,
    detail: document.fileName,
  });
  return attachmentResponse(document);
}

export type DocumentAccess = { id: string; staffName: string; fileName: string; at: string };

/** Who on the staff opened the patient's documents, newest first: shown on their dashboard. */
export async function documentAccessFor(userId: string, limit = 20): Promise<DocumentAccess[]> {
  const rows = await db
    .select({ id: auditLog.id, actorName: auditLog.actorName, detail: auditLog.detail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, "document_opened")))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, staffName: r.actorName, fileName: r.detail ?? "A document", at: r.createdAt.toISOString() }));
}
