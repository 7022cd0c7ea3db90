import { requireAnyCase } from "~/cases/case-access.server";
import { openLive } from "~/cases/case-live-notice.server";
import type { Route } from "./+types/requests.$caseId_.live";

/**
 * The open thread page's WebSocket (patient, link holder or staff): told when a message is stored, so the page fetches
 * it from the poll endpoint beside this one at once. The same access check as the poll; 404 for anyone else.
 */
export async function loader(args: Route.LoaderArgs) {
  const { viewer, caseRow } = await requireAnyCase(args, args.params.caseId);
  return openLive(args.request, caseRow.id, viewer.kind === "staff" ? "staff" : "patient");
}
