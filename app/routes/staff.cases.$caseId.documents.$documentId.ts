import { openIntakeDocument } from "~/intake/storage.server";
import { attachmentResponse } from "~/intake/attachment.server";
import { requireStaff } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import { auditStatement } from "~/staff/audit.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import type { Route } from "./+types/staff.cases.$caseId.documents.$documentId";

/**
 * An intake document for the staff who may work its case, as a download. The access is
 * written to the audit log before a byte is sent; if it cannot be written, nothing is sent.
 */
export async function loader({ request, context, params: { caseId, documentId } }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const row = await findWorkableCase(staff, caseId);
  if (!row.intakeId || !/^[\w-]{1,64}$/.test(documentId)) notFound();
  const document = await openIntakeDocument(row.intakeId, documentId);
  if (!document) notFound();
  await auditStatement(staff, request, {
    action: "document_opened",
    caseId: row.id,
    subjectUserId: row.patientUserId,
    documentId,
    detail: document.fileName,
  });
  return attachmentResponse(document);
}
