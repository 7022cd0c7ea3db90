import { buildIcsCalendar } from "~/utils/ics";
import { itineraryEvents, loadJourney } from "~/cases/journey.server";
import { requirePatientCase } from "~/cases/case-access.server";
import { config } from "~/config.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { isLocale, localePath } from "~/i18n/locales";
import type { Route } from "./+types/requests.$caseId_.itinerary[.]ics";
import { notFound } from "~/utils/not-found";

/**
 * The dated events of a patient's itinerary (treatment, arrival, pickup, hotel, admission, discharge) as one
 * calendar file, for the case's patient or link holder only, in the language of the page that linked it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { caseRow } = await requirePatientCase(args, args.params.caseId);
  const { row } = await loadJourney(caseRow.id);
  if (!row) notFound();
  const lang = new URL(args.request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : caseRow.locale;
  const events = itineraryEvents(row, translatorFor(locale), locale, `${config.siteUrl}${localePath(locale, `/requests/${caseRow.id}`)}`);
  if (events.length === 0) notFound();
  return new Response(buildIcsCalendar(events), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="nilecare-itinerary.ics"',
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
