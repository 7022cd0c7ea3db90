import { data, type RouterContextProvider } from "react-router";
import { redirectWithToast } from "~/toast/toast.server";
import { cancelBooking, confirmByEmail, isChangeable } from "./bookings.server";
import { buildIcs } from "./ics";
import { bookingKey, bookingPath, bookingUrl } from "./links.server";
import { SLOT_MINUTES } from "./slots";
import { bookedToast, bookingFromLink, bookingTimeLabels } from "./hold-page.server";
import { site } from "~content/site";
import { readFormBody } from "~/forms/request-body.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";

type Context = Readonly<RouterContextProvider>;

export async function loadManagePage(request: Request, context: Context, id: string) {
  const booking = await bookingFromLink("manage", id, request);
  const key = await bookingKey("manage", booking.id);
  const t = getTranslator(context);
  return {
    meta: { title: t("booking.manage.meta.title") },
    status: booking.status,
    statusLabel: t(`booking.status.${booking.status}`),
    times: bookingTimeLabels(booking, getLocale(context)),
    changeable: isChangeable(booking, Date.now()),
    // The calendar file is one English-path endpoint; it is written in the booking's language.
    calendarPath: await bookingPath("manage", booking.id, "/calendar.ics"),
    reschedulePath: `/book?${new URLSearchParams({ reschedule: booking.id, key })}`,
  };
}

export async function submitManagePage(request: Request, context: Context, id: string) {
  const booking = await bookingFromLink("manage", id, request);
  const t = getTranslator(context);
  const form = await readFormBody(request);
  if (form.get("intent") !== "cancel") return data({ error: t("booking.manage.unknown") }, { status: 400 });
  const cancelled = await cancelBooking(booking, Date.now());
  if (!cancelled) return data({ error: t("booking.manage.notCancellable", { phone: site.phone }) }, { status: 409 });
  throw await redirectWithToast(request, await bookingPath("manage", booking.id, "", getLocale(context)), {
    title: t("booking.toast.cancelled.title"),
    description: t("booking.toast.cancelled.description"),
  });
}

export async function loadVerifyPage(request: Request, context: Context, id: string) {
  const booking = await bookingFromLink("verify", id, request);
  return {
    meta: { title: getTranslator(context)("booking.hold.meta.title") },
    status: booking.status,
    times: bookingTimeLabels(booking, getLocale(context)),
    expired: booking.status !== "awaiting_email" && booking.status !== "confirmed",
  };
}

export async function submitVerifyPage(request: Request, context: Context, id: string) {
  const booking = await bookingFromLink("verify", id, request);
  const confirmed = await confirmByEmail(booking, Date.now());
  if (!confirmed) return data({ error: getTranslator(context)("booking.verify.expired") }, { status: 410 });
  throw await redirectWithToast(request, await bookingPath("manage", confirmed.id, "", getLocale(context)), bookedToast(context));
}

/**
 * The .ics file of a booking, in the language it was booked in (its manage link too); a cancelled one
 * is sent as a cancellation so calendars remove it.
 */
export async function calendarFile(request: Request, id: string) {
  const booking = await bookingFromLink("manage", id, request);
  const t = translatorFor(booking.locale);
  const manageUrl = await bookingUrl("manage", booking.id, "", booking.locale);
  const ics = buildIcs({
    uid: `${booking.id}@nilecare`,
    startsAt: booking.startsAt.getTime(),
    durationMinutes: SLOT_MINUTES,
    summary: t("booking.ics.summary", { site: site.name }),
    description: t("booking.ics.description", { site: site.name, url: manageUrl }),
    url: manageUrl,
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
