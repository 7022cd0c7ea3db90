import { openAttachment } from "~/cases/attachments.server";
import { attachmentResponse } from "~/intake/attachment.server";
import { auditStatement } from "~/staff/audit.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { requireStaff } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.cases.$caseId.attachments.$attachmentId";

/**
 * A file attached to the case, for the staff who may work it, as a download. Like an intake document,
 * the access is written to the audit log before a byte is sent; if it cannot be written, nothing is sent.
 */
export async function loader({ request, context, params: { caseId, attachmentId } }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const row = await findWorkableCase(staff, caseId);
  if (!/^[\w-]{1,64}$/.test(attachmentId)) notFound();
  const attachment = await openAttachment(row.id, attachmentId);
  if (!attachment) notFound();
  await auditStatement(staff, request, {
    action: "document_opened",
    caseId: row.id,
    subjectUserId: row.patientUserId,
    documentId: attachmentId,
    detail: attachment.fileName,
  });
  return attachmentResponse(attachment);
}
