import { openAttachment } from "~/cases/attachments.server";
import { requirePatientCase } from "~/cases/case-access.server";
import { attachmentResponse } from "~/intake/attachment.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/requests.$caseId_.attachments.$attachmentId";

/**
 * A file the coordinators attached to the patient's case, for the signed-in patient of the case only
 * (never through a conversation link, like intake documents); everyone else gets the same 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { viewer, caseRow } = await requirePatientCase(args, args.params.caseId);
  if (viewer.kind !== "patient") notFound();
  const attachment = await openAttachment(caseRow.id, args.params.attachmentId);
  if (!attachment) notFound();
  return attachmentResponse(attachment);
}
