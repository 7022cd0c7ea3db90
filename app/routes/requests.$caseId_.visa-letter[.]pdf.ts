import { requireAnyCase } from "~/cases/case-access.server";
import { visaLetterResponse } from "~/cases/itinerary/visa-letter.server";
import { getLocale } from "~/i18n/locale.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/requests.$caseId_.visa-letter[.]pdf";

/**
 * The visa invitation letter, generated on each request in the page's language (`/ar/…` in Arabic), for the signed-in
 * patient of the case and the staff who may work it; never through a conversation link (it names the passport), and
 * 404 until the trip has the passport's name and number.
 */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireAnyCase(args, args.params.caseId);
  if (access.viewer.kind === "link") notFound();
  return (await visaLetterResponse(args.request, access, getLocale(args.context))) ?? notFound();
}
