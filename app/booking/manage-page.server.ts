import { data } from "react-router";
import { redirectWithToast } from "~/toast/toast.server";
import { cancelBooking, confirmByEmail, isChangeable, type Booking } from "./bookings.server";
import { buildIcs } from "./ics";
import { bookingKey, bookingPath, bookingUrl } from "./links.server";
import { SLOT_MINUTES } from "./slots";
import { bookingFromLink, bookingTimeLabels } from "./hold-page.server";
import { site } from "~content/site";
import { readFormBody } from "~/forms/request-body.server";

const statusLabels: Record<Booking["status"], string> = {
  held: "Not booked yet",
  awaiting_email: "Waiting for your email confirmation",
  confirmed: "Booked",
  cancelled: "Cancelled",
  done: "Completed",
  no_show: "Missed",
};

export async function loadManagePage(request: Request, id: string) {
  const booking = await bookingFromLink("manage", id, request);
  const key = await bookingKey("manage", booking.id);
  return {
    status: booking.status,
    statusLabel: statusLabels[booking.status],
    times: bookingTimeLabels(booking),
    changeable: isChangeable(booking, Date.now()),
    calendarPath: await bookingPath("manage", booking.id, "/calendar.ics"),
    reschedulePath: `/book?${new URLSearchParams({ reschedule: booking.id, key })}`,
  };
}

export async function submitManagePage(request: Request, id: string) {
  const booking = await bookingFromLink("manage", id, request);
  const form = await readFormBody(request);
  if (form.get("intent") !== "cancel") return data({ error: "Unknown action" }, { status: 400 });
  const cancelled = await cancelBooking(booking, Date.now());
  if (!cancelled) {
    return data(
      { error: `This consultation can no longer be cancelled online. Please call us at ${site.phone}.` },
      { status: 409 },
    );
  }
  throw await redirectWithToast(request, await bookingPath("manage", booking.id), {
    title: "Consultation cancelled",
    description: "We have sent you a confirmation by email.",
  });
}

export async function loadVerifyPage(request: Request, id: string) {
  const booking = await bookingFromLink("verify", id, request);
  return {
    status: booking.status,
    times: bookingTimeLabels(booking),
    expired: booking.status !== "awaiting_email" && booking.status !== "confirmed",
  };
}

export async function submitVerifyPage(request: Request, id: string) {
  const booking = await bookingFromLink("verify", id, request);
  const confirmed = await confirmByEmail(booking, Date.now());
  if (!confirmed) {
    return data(
      { error: "This confirmation link has expired and the time was released. Please book again." },
      { status: 410 },
    );
  }
  throw await redirectWithToast(request, await bookingPath("manage", confirmed.id), {
    title: "Consultation booked",
    description: "We have sent the details and a calendar entry to your email.",
  });
}

/** The .ics file of a booking; a cancelled one is sent as a cancellation so calendars remove it. */
export async function calendarFile(request: Request, id: string) {
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
