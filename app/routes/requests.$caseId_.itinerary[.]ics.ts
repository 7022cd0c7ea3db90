import { buildIcsCalendar } from "~/utils/ics";
import { itineraryEvents, loadJourney } from "~/cases/journey.server";
import { loadTrip } from "~/cases/itinerary/itinerary.server";
import { requirePatientCase } from "~/cases/case-access.server";
import { config } from "~/config.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { isLocale, localePath } from "~/i18n/locales";
import type { Route } from "./+types/requests.$caseId_.itinerary[.]ics";
import { notFound } from "~/utils/not-found";

/**
 * The dated events of a patient's itinerary (the treatment's days, the trip's moments, the hotel stay) as one
 * calendar file, or one item's alone (`item`, the key the page links it by), for the case's patient or link holder
 * only, in the language of the page that linked it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { caseRow } = await requirePatientCase(args, args.params.caseId);
  const [{ row }, trip] = await Promise.all([loadJourney(caseRow.id), loadTrip(caseRow.id)]);
  const search = new URL(args.request.url).searchParams;
  const lang = search.get("lang");
  const item = search.get("item");
  const locale = isLocale(lang) ? lang : caseRow.locale;
  const url = `${config.siteUrl}${localePath(locale, `/requests/${caseRow.id}`)}`;
  const events = itineraryEvents(caseRow.id, row, trip, translatorFor(locale), locale, url).filter((event) => item === null || event.key === item);
  if (events.length === 0) notFound();
  const name = item === null ? "nilecare-itinerary" : `nilecare-${events[0]!.key}`;
  return new Response(buildIcsCalendar(events), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.ics"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
