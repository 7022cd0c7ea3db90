import { attachmentToasts } from "~/cases/attachment-toasts.server";
import { auditAttachedFiles, receiveAttachmentUpload } from "~/cases/attachments.server";
import { isMultipart } from "~/uploads/upload-form.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { requireStaff } from "~/staff/permissions.server";
import { respond } from "~/forms/outcome.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.cases.$caseId.attachments._index";

/**
 * POST: a coordinator of the case attaches files for the patient (the case page's form, with or without
 * JavaScript: a plain multipart post answered with a redirect back and a toast per file). Each stored
 * file is written to the audit log. Anyone who may not work the case gets the site's 404.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const row = await findWorkableCase(staff, params.caseId);
  if (!isMultipart(request)) notFound();
  const { results, malformed } = await receiveAttachmentUpload(request, row.id, staff.id);
  const stored = results.flatMap((r) => (r.ok ? [r.attachment] : []));
  await auditAttachedFiles(staff, request, row, stored);
  return respond({ request, context }, { status: "redirect", to: `/staff/cases/${row.id}#attachments`, toast: attachmentToasts(results, malformed) });
}
