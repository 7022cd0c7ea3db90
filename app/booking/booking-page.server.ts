import { data, redirect, type RouterContextProvider } from "react-router";
import { getUserId } from "~/auth/session.server";
import { getDoctorProfile } from "~/doctors/doctors.server";
import { getBooking, holdSlot, isChangeable, listFreeStartTimes, saveTimeZone } from "./bookings.server";
import { bookingPath, isBookingKey } from "./links.server";
import { groupByDay } from "./slots";
import { CLINIC_ZONE, formatDateTime, formatDay, formatTime, isTimeZone, zoneLabel } from "./time";
import { resolvePatientZone, zoneContent } from "./zone.server";
import { readFormBody } from "~/forms/request-body.server";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { site } from "~content/site";
import { waitTextIn } from "./wait-text";
import { getLocale, getTranslator } from "~/i18n/locale.server";

/** The booking a reschedule link points at, if the link is genuine and the booking still movable. */
async function bookingToReplace(id: string | null, key: string | null, now: number) {
  if (!id || !(await isBookingKey("manage", id, key))) return null;
  const booking = await getBooking(id);
  return booking && isChangeable(booking, now) ? booking : null;
}

async function doctorFor(id: string | null) {
  if (!id || id.length > 64) return null;
  const doctor = await getDoctorProfile(id);
  return doctor ? { id: doctor.id, name: doctor.name } : null;
}

/** Everything /book shows: the zone, the days with free times and the chosen day's times. */
export async function loadBookingPage(request: Request, context: Readonly<RouterContextProvider>) {
  const now = Date.now();
  const locale = getLocale(context);
  const zones = zoneContent(context);
  const url = new URL(request.url);
  const userId = getUserId(context);
  const { zone, source, setCookie } = await resolvePatientZone(request, userId);
  if (source === "chosen" && userId) await saveTimeZone(userId, zone);
  const [times, doctor, replacing] = await Promise.all([
    listFreeStartTimes(now),
    doctorFor(url.searchParams.get("doctor")),
    bookingToReplace(url.searchParams.get("reschedule"), url.searchParams.get("key"), now),
  ]);
  const days = groupByDay(times, zone).map(({ date, times: dayTimes }) => ({
    date,
    label: formatDay(dayTimes[0]!, zone, locale, "short"),
    longLabel: formatDay(dayTimes[0]!, zone, locale),
    times: dayTimes,
  }));
  const selected = days.find((d) => d.date === url.searchParams.get("day")) ?? days[0];
  const t = getTranslator(context);
  const page = {
    meta: { title: t("booking.meta.title"), description: t("booking.meta.description") },
    zone,
    zoneName: zoneLabel(zone, zones.names),
    zoneSource: source,
    /** The list of the zone picker, in the page's language. */
    zoneGroups: zones.groups.map((group) => ({
      label: group.label,
      zones: group.zones.map((id) => ({ id, name: zoneLabel(id, zones.names) })),
    })),
    doctor,
    replacing: replacing
      ? {
          id: replacing.id,
          key: url.searchParams.get("key")!,
          when: formatDateTime(replacing.startsAt.getTime(), zone, locale),
        }
      : null,
    days: days.map(({ date, label, times: t }) => ({ date, label, count: t.length })),
    selectedDay: selected
      ? {
          date: selected.date,
          label: selected.longLabel,
          slots: selected.times.map((at) => ({
            at: new Date(at).toISOString(),
            time: formatTime(at, zone, locale),
            cairo: formatTime(at, CLINIC_ZONE, locale),
          })),
        }
      : null,
  };
  return data(page, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

const holdMessages = {
  taken: "booking.hold.taken",
  unavailable: "booking.hold.unavailable",
  zone: "booking.hold.zone",
} as const;

/** The post of a chosen time: hold it and go to the details form, or say why not (in the page's language). */
export async function holdChosenSlot(request: Request, context: Readonly<RouterContextProvider>) {
  const t = getTranslator(context);
  const form = await readFormBody(request);
  const zone = String(form.get("zone") ?? "");
  if (!isTimeZone(zone)) return data({ error: t(holdMessages.zone) }, { status: 400 });
  const startsAt = Date.parse(String(form.get("startsAt") ?? "").slice(0, 40));
  const now = Date.now();
  const replacing = await bookingToReplace(
    (form.get("reschedule") as string | null) || null,
    (form.get("key") as string | null) || null,
    now,
  );
  const doctor = await doctorFor((form.get("doctor") as string | null) || null);
  const limit = await takeLimit("consultationHoldsPerClient", clientKey(request));
  if (!limit.allowed) {
    const error = t("booking.hold.limit", { wait: waitTextIn(t, limit.retryAfterSeconds), phone: site.phone });
    return data({ error }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const result = await holdSlot({
    startsAt,
    patientZone: zone,
    locale: getLocale(context),
    userId: getUserId(context),
    doctorId: doctor?.id ?? null,
    replacesId: replacing?.id ?? null,
    now,
  });
  if ("error" in result) return data({ error: t(holdMessages[result.error]) }, { status: 409 });
  throw redirect(await bookingPath("hold", result.held.id, "", getLocale(context)));
}
