import { data, redirect, type RouterContextProvider } from "react-router";
import { getUserId } from "~/auth/session.server";
import { getDoctorProfile } from "~/doctors/doctors.server";
import { getBooking, holdSlot, isChangeable, listFreeStartTimes, saveTimeZone } from "./bookings.server";
import { bookingPath, isBookingKey } from "./links.server";
import { groupByDay } from "./slots";
import { CLINIC_ZONE, formatDateTime, formatTime, isTimeZone } from "./time";
import { resolvePatientZone } from "./zone.server";
import { readFormBody } from "~/forms/request-body.server";
import { clientKey, takeLimit } from "~/security/rate-limit.server";

const dayLabel = (at: number, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", month: "short", day: "numeric" }).format(at);
const longDayLabel = (at: number, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", month: "long", day: "numeric" }).format(at);

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
    label: dayLabel(dayTimes[0]!, zone),
    longLabel: longDayLabel(dayTimes[0]!, zone),
    times: dayTimes,
  }));
  const selected = days.find((d) => d.date === url.searchParams.get("day")) ?? days[0];
  const page = {
    zone,
    zoneSource: source,
    doctor,
    replacing: replacing
      ? {
          id: replacing.id,
          key: url.searchParams.get("key")!,
          when: formatDateTime(replacing.startsAt.getTime(), zone),
        }
      : null,
    days: days.map(({ date, label, times: t }) => ({ date, label, count: t.length })),
    selectedDay: selected
      ? {
          date: selected.date,
          label: selected.longLabel,
          slots: selected.times.map((at) => ({
            at: new Date(at).toISOString(),
            time: formatTime(at, zone),
            cairo: formatTime(at, CLINIC_ZONE),
          })),
        }
      : null,
  };
  return data(page, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export const holdMessages = {
  taken: "Sorry, someone has just booked that time. Please choose another one.",
  unavailable: "That time is no longer available. Please choose another one.",
  zone: "Please choose a time zone from the list.",
} as const;

/** The post of a chosen time: hold it and go to the details form, or say why not. */
export async function holdChosenSlot(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormBody(request);
  const zone = String(form.get("zone") ?? "");
  if (!isTimeZone(zone)) return data({ error: holdMessages.zone }, { status: 400 });
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
    return data({ error: limit.message }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const result = await holdSlot({
    startsAt,
    patientZone: zone,
    userId: getUserId(context),
    doctorId: doctor?.id ?? null,
    replacesId: replacing?.id ?? null,
    now,
  });
  if ("error" in result) return data({ error: holdMessages[result.error] }, { status: 409 });
  throw redirect(await bookingPath("hold", result.held.id));
}
