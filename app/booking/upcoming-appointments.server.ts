import { getUpcomingBookings } from "./bookings.server";
import { bookingPath } from "./links.server";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { requestNow } from "~/dev/clock.server";

export type UpcomingAppointment = { id: string; yourTime: string; cairoTime: string; managePath: string };

/** The dashboard's "Upcoming Appointments": the patient's confirmed consultations, in their zone. */
export async function loadUpcomingAppointments(userId: string): Promise<UpcomingAppointment[]> {
  const bookings = await getUpcomingBookings(userId, requestNow());
  return Promise.all(
    bookings.map(async (b) => ({
      id: b.id,
      yourTime: formatInstant(b.startsAt, { zone: b.patientZone, preset: "dateTime" }),
      cairoTime: formatInstant(b.startsAt, { zone: CLINIC_ZONE, preset: "dateTime" }),
      managePath: await bookingPath("manage", b.id),
    })),
  );
}
