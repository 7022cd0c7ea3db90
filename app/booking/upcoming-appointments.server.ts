import { getUpcomingBookings } from "./bookings.server";
import { bookingPath } from "./links.server";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { requestNow } from "~/dev/clock.server";
import type { Locale } from "~/i18n/locales";

export type UpcomingAppointment = { id: string; yourTime: string; cairoTime: string; managePath: string };

/** The dashboard's "Upcoming Appointments": the patient's confirmed consultations, in their zone and the page's language. */
export async function loadUpcomingAppointments(userId: string, locale: Locale): Promise<UpcomingAppointment[]> {
  const bookings = await getUpcomingBookings(userId, requestNow());
  return Promise.all(
    bookings.map(async (b) => ({
      id: b.id,
      yourTime: formatInstant(b.startsAt, { zone: b.patientZone, locale, preset: "dateTime" }),
      cairoTime: formatInstant(b.startsAt, { zone: CLINIC_ZONE, locale, preset: "dateTime" }),
      managePath: await bookingPath("manage", b.id),
    })),
  );
}
