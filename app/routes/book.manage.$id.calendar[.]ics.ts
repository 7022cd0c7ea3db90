import { site } from "~content/site";
import { bookingFromLink } from "~/booking/hold-page.server";
import { buildIcs } from "~/utils/ics";
import { bookingUrl, videoCallUrl } from "~/booking/links.server";
import { SLOT_MINUTES } from "~/booking/slots";
import { translatorFor } from "~/i18n/catalogue.server";
import type { Route } from "./+types/book.manage.$id.calendar[.]ics";

/**
 * The .ics file of a booking, in the language it was booked in (its manage link too); a cancelled one
 * is sent as a cancellation so calendars remove it.
 */
export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  const booking = await bookingFromLink("manage", id, request);
  const t = translatorFor(booking.locale);
  const manageUrl = await bookingUrl("manage", booking.id, "", booking.locale);
  const video = await videoCallUrl(booking.id);
  const ics = buildIcs({
    uid: `${booking.id}@nilecare`,
    startsAt: booking.startsAt.getTime(),
    durationMinutes: SLOT_MINUTES,
    summary: t("booking.ics.summary", { site: site.name }),
    description: t("booking.ics.description", { site: site.name, url: manageUrl, video }),
    url: manageUrl,
    location: video,
    sequence: booking.status === "cancelled" ? 1 : 0,
    cancelled: booking.status === "cancelled",
    stamp: (booking.confirmedAt ?? booking.createdAt).getTime(),
  });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="nilecare-consultation.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
