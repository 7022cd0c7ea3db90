import { requirePatientCase, requireStaffCaseOrLost, type CaseAccess } from "~/cases/case-access.server";
import { markRead, threadMessages } from "~/cases/thread-page.server";
import { getStaffUser } from "~/staff/permissions.server";
import type { Route } from "./+types/requests.$caseId_.messages";

const noStore = { headers: { "Cache-Control": "no-store" } };

/**
 * Messages newer than `after`, for an open thread page that polls (patient, link holder or staff). A staff member
 * whose case left their reach while its page was open is told so (`lost`, nothing of the case), not sent a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const url = new URL(request.url);
  let access: CaseAccess;
  if (!url.searchParams.has("key") && getStaffUser(args.context)) {
    const { staff, caseRow, lost } = await requireStaffCaseOrLost(args, params.caseId);
    if (lost) return Response.json({ messages: [], lost: true }, noStore);
    access = { viewer: { kind: "staff", staff }, caseRow };
  } else {
    access = await requirePatientCase(args, params.caseId);
  }
  const { viewer, caseRow } = access;
  const after = Date.parse(url.searchParams.get("after") ?? "");
  const messages = await threadMessages(caseRow.id, Number.isNaN(after) ? undefined : new Date(after));
  if (messages.length > 0) await markRead(caseRow.id, viewer);
  return Response.json({ messages }, noStore);
}
