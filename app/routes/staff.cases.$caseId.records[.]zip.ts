import { recordsPackResponse } from "~/aftercare/records-pack.server";
import { auditStatement } from "~/staff/audit.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { requireStaff } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.cases.$caseId.records[.]zip";

/**
 * The patient's records pack as the staff who may work the case see it (to check it before the
 * patient flies home). The access is audited before a byte is sent; if it cannot be, nothing is sent.
 */
export async function loader({ request, context, params: { caseId } }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const row = await findWorkableCase(staff, caseId);
  await auditStatement(staff, request, {
    action: "document_opened",
    caseId: row.id,
    subjectUserId: row.patientUserId,
    detail: "Records pack (ZIP of the case's attached files)",
  });
  return (await recordsPackResponse(row, row.locale)) ?? notFound();
}
