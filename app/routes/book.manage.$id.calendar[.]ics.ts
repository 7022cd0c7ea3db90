import { SLOT_MINUTES } from "~/booking/slots";
import { bookingUrl } from "~/booking/links.server";
import { bookingFromLink } from "~/booking/hold-page.server";
import { site } from "~content/site";
import { buildIcs } from "~/booking/ics";
import type { Route } from "./+types/book.manage.$id.calendar[.]ics";

/** The .ics file of a booking; a cancelled one is sent as a cancellation so calendars remove it. */
export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  const booking = await bookingFromLink("manage", id, request);
  const ics = buildIcs({
    uid: `${booking.id}@nilecare`,
    startsAt: booking.startsAt.getTime(),
    durationMinutes: SLOT_MINUTES,
    summary: `${site.name} video consultation`,
    description: `Your free 15-minute video consultation with a ${site.name} patient coordinator. Manage it: ${await bookingUrl("manage", booking.id)}`,
    url: await bookingUrl("manage", booking.id),
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
