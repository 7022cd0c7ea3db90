import { getDoctorProfile } from "~/doctors/doctors.server";
import { getBooking, isChangeable } from "./bookings.server";
import { isBookingKey } from "./links.server";

export const dayLabel = (at: number, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", month: "short", day: "numeric" }).format(at);
export const longDayLabel = (at: number, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", month: "long", day: "numeric" }).format(at);

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

export const holdMessages = {
  taken: "Sorry, someone has just booked that time. Please choose another one.",
  unavailable: "That time is no longer available. Please choose another one.",
  zone: "Please choose a time zone from the list.",
} as const;
