import { openIntakeDocument } from "~/intake/storage.server";
import { attachmentResponse } from "~/intake/attachment.server";
import { requireStaff, staffNotFound } from "~/staff/permissions.server";
import { auditStatement } from "~/staff/audit.server";
import { findWorkableCase } from "~/staff/case-detail.server";
import type { Route } from "./+types/staff.cases.$caseId.documents.$documentId";

/**
 * An intake document for the staff who may work its case, as a download. The access is
 * written to the audit log before a byte is sent; if it cannot be written, nothing is sent.
 */
export async function loader({ request, params: { caseId, documentId } }: Route.LoaderArgs) {
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
