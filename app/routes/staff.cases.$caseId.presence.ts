import { requireStaffCase } from "~/cases/case-access.server";
import { readFormBody } from "~/forms/request-body.server";
import { pingPresence } from "~/staff/presence.server";
import type { Route } from "./+types/staff.cases.$caseId.presence";

/**
 * The case page's presence ping (JavaScript only, decision 2615): who else has the case open and who is writing.
 * Only staff who may work the case reach it; everyone else gets the 404. It reads no patient data, so it is not
 * audited (the page's own view is).
 */
export async function action(args: Route.ActionArgs) {
  const { thread, viewer } = await requireStaffCase(args, args.params.caseId);
  if (viewer.kind !== "staff") throw new Error("requireStaffCase returned a non-staff viewer");
  const form = await readFormBody(args.request);
  const colleagues = await pingPresence(viewer.staff, thread.id, form.get("writing") === "1", new Date());
  return Response.json({ colleagues }, { headers: { "Cache-Control": "no-store" } });
}
