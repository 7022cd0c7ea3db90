import { getDoctorProfile } from "~/doctors/doctors.server";
import { getBooking, isChangeable } from "./bookings.server";
import { isBookingKey } from "./links.server";

/** The booking a reschedule link points at, if the link is genuine and the booking still movable. */
export async function bookingToReplace(id: string | null, key: string | null, now: number) {
  if (!id || !(await isBookingKey("manage", id, key))) return null;
  const booking = await getBooking(id);
  return booking && isChangeable(booking, now) ? booking : null;
}

export async function doctorFor(id: string | null) {
  if (!id || id.length > 64) return null;
  const doctor = await getDoctorProfile(id);
  return doctor ? { id: doctor.id, name: doctor.name } : null;
}

/** Why a chosen time could not be held: message keys, shown in the page's language. */
export const holdMessages = {
  taken: "booking.hold.taken",
  unavailable: "booking.hold.unavailable",
  zone: "booking.hold.zone",
} as const;
