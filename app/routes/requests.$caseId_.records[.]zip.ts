import { recordsPackResponse } from "~/aftercare/records-pack.server";
import { requirePatientCase } from "~/cases/case-access.server";
import { getLocale } from "~/i18n/locale.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/requests.$caseId_.records[.]zip";

/**
 * The records pack: every file attached to the case in one ZIP with its index, for the signed-in
 * patient of the case only (never through a conversation link, like intake documents). Others: 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { viewer, caseRow } = await requirePatientCase(args, args.params.caseId);
  if (viewer.kind !== "patient") notFound();
  return (await recordsPackResponse(caseRow, getLocale(args.context))) ?? notFound();
}
