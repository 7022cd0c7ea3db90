import { requireStaffCase } from "~/cases/case-access.server";
import { readFormBody } from "~/forms/request-body.server";
import { requireStaff } from "~/staff/permissions.server";
import { leavePresence, pingPresence } from "~/cases/console/presence.server";
import type { Route } from "./+types/staff.cases.$caseId.presence";

/**
 * The case page's presence ping (JavaScript only, decision 0154): who else has the case open and who is writing;
 * `leaving=1` when the page is left or closed. Only staff who may work the case reach it; everyone else gets the
 * 404. It reads no patient data, so it is not audited (the page's own view is).
 */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args.context);
  const { caseRow } = await requireStaffCase(args, args.params.caseId);
  const form = await readFormBody(args.request);
  if (form.get("leaving") === "1") {
    await leavePresence(staff, caseRow.id);
    return new Response(null, { status: 204 });
  }
  const colleagues = await pingPresence(staff, caseRow.id, form.get("writing") === "1", new Date());
  return Response.json({ colleagues }, { headers: { "Cache-Control": "no-store" } });
}
