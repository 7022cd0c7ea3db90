import { recordsIndexPage } from "~/aftercare/records-pack.server";
import { requirePatientCase } from "~/cases/case-access.server";
import { getLocale } from "~/i18n/locale.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/requests.$caseId_.records";

/** The records pack's index as a printable page on the site (the same page is `index.html` in the ZIP). */
export async function loader(args: Route.LoaderArgs) {
  const { viewer, caseRow } = await requirePatientCase(args, args.params.caseId);
  if (viewer.kind !== "patient") notFound();
  const html = await recordsIndexPage(caseRow, getLocale(args.context));
  if (!html) notFound();
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}
