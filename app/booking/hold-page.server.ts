import { type RouterContextProvider } from "react-router";
import { getSignedInUserById } from "~/auth/user.server";
import { db } from "~/db/client.server";
import { getIntakeForUser } from "~/intake/intake.server";
import { CLINIC_ZONE, zoneDescription, formatInstant } from "~/i18n/time";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { getTripPlansForUser } from "~/trips/trip-plans.server";
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { getTranslator } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { type BookingDetails } from "./booking-form";
import { confirmHold, getBooking, holdSlot, type Booking } from "./bookings.server";
import { isBookingKey, type BookingLinkPurpose } from "./links.server";
import { notFound } from "~/utils/not-found";

/** The booking a signed link points at; anything else is a 404, whatever the reason. */
export async function bookingFromLink(purpose: BookingLinkPurpose, id: string, request: Request) {
  const key = new URL(request.url).searchParams.get("key");
  const booking = (await isBookingKey(purpose, id, key)) ? await getBooking(id) : undefined;
  if (!booking) notFound();
  return booking;
}

/** When the consultation is, in the patient's zone and in Cairo's, in the page's language. */
export function bookingTimeLabels(booking: Booking, locale: Locale) {
  const at = booking.startsAt.getTime();
  return {
    // The zone id in English; its name in Arabic, so no Latin id reaches an Arabic page.
    patientZone: zoneDescription(booking.patientZone, locale),
    yourTime: formatInstant(at, { zone: booking.patientZone, locale, preset: "dateTime" }),
    cairoTime: formatInstant(at, { zone: CLINIC_ZONE, locale, preset: "dateTime" }),
  };
}

/** The signed-in patient's name and e-mail, and their intake and trip plans to link, named in the page's language. */
export async function accountDefaults(userId: string | null, t: Translate, locale: Locale) {
  if (!userId) return { defaults: {}, linkOptions: [] };
  const [user, account, intakeList, plans] = await Promise.all([
    getSignedInUserById(userId),
    db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } }),
    getIntakeForUser(userId, "en"), // only whether there is one
    getTripPlansForUser(userId, locale),
  ]);
  const linkOptions = [
    ...(intakeList.length ? [{ value: "intake", label: t("booking.form.linkIntake") }] : []),
    ...plans.map((p) => ({
      value: `plan:${p.id}`,
      label: t("booking.form.linkPlan", { treatment: p.treatmentName, date: formatCalendarDate(p.startDate, locale) }),
    })),
  ];
  return {
    defaults: { name: user.displayName === "User" ? "" : user.displayName, email: account?.email ?? "" },
    linkOptions,
  };
}

/**
 * A patient who took longer than the hold keeps their typed details: if the time is still
 * free it is held again (the lapsed hold is removed in the same batch) and confirmed.
 */
export async function confirmHoldOrRetake(
  hold: Booking,
  details: BookingDetails,
  userId: string | null,
  now: number,
  locale: Locale,
) {
  const first = await confirmHold(hold, details, userId, now, locale);
  if (first.outcome !== "expired" || hold.status !== "held") return first;
  const again = await holdSlot({
    startsAt: hold.startsAt.getTime(),
    patientZone: hold.patientZone,
    locale,
    userId,
    doctorId: hold.doctorId,
    replacesId: hold.replacesId,
    now,
  });
  return "held" in again ? confirmHold(again.held, details, userId, now, locale) : first;
}

/** The toast after a booking is confirmed, from the hold page or the e-mailed link. */
export function bookedToast(context: Readonly<RouterContextProvider>) {
  const t = getTranslator(context);
  return { title: t("booking.toast.booked.title"), description: t("booking.toast.booked.description") };
}
