import { mergeCaseByStaff } from "~/cases/staff-merge.server";
import { readResourceFormBody } from "~/forms/request-body.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { requireStaff } from "~/staff/permissions.server";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/staff.cases.$caseId.merge";

/**
 * POST: a coordinator merges this case into another case of the same patient (`into`). Both cases must be
 * theirs to work (else 404). Answered with a redirect and a toast, with JavaScript on or off: to the kept
 * case when it merged, back here when refused.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const gone = await findWorkableCase(staff, params.caseId);
  const form = await readResourceFormBody(request);
  const kept = await findWorkableCase(staff, String(form.get("into") ?? ""));
  const outcome = await mergeCaseByStaff(staff, request, kept, gone);
  if (outcome.ok) {
    return respond({ request, context }, { status: "redirect", to: `/staff/cases/${kept.id}`, toast: { title: "Cases merged", description: "Everything of the merged case is on this one now." } });
  }
  return respond({ request, context }, { status: "redirect", to: `/staff/cases/${gone.id}`, toast: { title: "Not merged", description: outcome.message, variant: "destructive" } });
}
