import { requireAnyCase } from "~/cases/case-access.server";
import { markRead, threadMessages } from "~/cases/thread.server";
import type { Route } from "./+types/requests.$caseId_.messages";

/** Messages newer than `after`, for an open thread page that polls (patient, link holder or staff). */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const { viewer, caseRow } = await requireAnyCase(args, params.caseId);
  const after = Date.parse(new URL(request.url).searchParams.get("after") ?? "");
  const messages = await threadMessages(caseRow.id, Number.isNaN(after) ? undefined : new Date(after));
  if (messages.length > 0) await markRead(caseRow.id, viewer);
  return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
}
