import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getUserId } from "~/auth/session.server";
import { getSignedInUserById } from "~/auth/user.server";
import { db } from "~/db/client.server";
import { getIntakeForUser } from "~/intake/intake.server";
import { redirectWithToast } from "~/toast/toast.server";
import { getTripPlansForUser } from "~/trips/trip-plans.server";
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { formConstraint } from "~/forms/constraint";
import { formatDate } from "~/i18n/format";
import { bookingDetailsSchema, type BookingDetails } from "./booking-form";
import { confirmHold, getBooking, holdSlot, isHoldLive, type Booking } from "./bookings.server";
import { bookingPath, isBookingKey, type BookingLinkPurpose } from "./links.server";
import { CLINIC_ZONE, formatDateTime } from "./time";
import { readFormBody } from "~/forms/request-body.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";

/** The booking a signed link points at; anything else is a 404, whatever the reason. */
export async function bookingFromLink(purpose: BookingLinkPurpose, id: string, request: Request) {
  const key = new URL(request.url).searchParams.get("key");
  const booking = (await isBookingKey(purpose, id, key)) ? await getBooking(id) : undefined;
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

/** When the consultation is, in the patient's zone and in Cairo's, in the page's language. */
export function bookingTimeLabels(booking: Booking, locale: Locale) {
  const at = booking.startsAt.getTime();
  return {
    patientZone: booking.patientZone,
    yourTime: formatDateTime(at, booking.patientZone, locale),
    cairoTime: formatDateTime(at, CLINIC_ZONE, locale),
  };
}

async function accountDefaults(userId: string | null, t: Translate) {
  if (!userId) return { defaults: {}, linkOptions: [] };
  const [user, account, intakeList, plans] = await Promise.all([
    getSignedInUserById(userId),
    db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } }),
    getIntakeForUser(userId),
    getTripPlansForUser(userId),
  ]);
  const linkOptions = [
    ...(intakeList.length ? [{ value: "intake", label: t("booking.form.linkIntake") }] : []),
    ...plans.map((p) => ({
      value: `plan:${p.id}`,
      label: t("booking.form.linkPlan", { treatment: p.treatmentName, date: p.startDate }),
    })),
  ];
  return {
    defaults: { name: user.displayName === "User" ? "" : user.displayName, email: account?.email ?? "" },
    linkOptions,
  };
}

export async function loadHoldPage(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const booking = await bookingFromLink("hold", id, request);
  const userId = getUserId(context);
  const locale = getLocale(context);
  const t = getTranslator(context);
  const now = Date.now();
  const state = booking.status === "awaiting_email" ? "awaiting_email" : isHoldLive(booking, now) ? "held" : "expired";
  const replaced = booking.replacesId ? await getBooking(booking.replacesId) : undefined;
  const { defaults, linkOptions } = await accountDefaults(userId, t);
  return {
    meta: { title: t("booking.hold.meta.title") },
    state,
    signedIn: Boolean(userId),
    times: bookingTimeLabels(booking, locale),
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    holdUntil: booking.holdExpiresAt
      ? formatDate(locale, booking.holdExpiresAt, {
          timeZone: booking.patientZone,
          hour: "numeric",
          minute: "2-digit",
          timeZoneName: "short",
        })
      : null,
    defaults: replaced
      ? {
          name: replaced.name ?? "",
          email: replaced.email ?? "",
          phone: replaced.phone ?? "",
          topic: replaced.topic ?? "",
        }
      : defaults,
    linkOptions,
    constraint: formConstraint(bookingDetailsSchema),
    sentTo: booking.status === "awaiting_email" ? booking.email : null,
  };
}

/**
 * A patient who took longer than the hold keeps their typed details: if the time is still
 * free it is held again (the lapsed hold is removed in the same batch) and confirmed.
 */
async function confirmHoldOrRetake(
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

export async function submitHoldPage(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const hold = await bookingFromLink("hold", id, request);
  const submission = parseWithZod(await readFormBody(request), { schema: bookingDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const userId = getUserId(context);
  const result = await confirmHoldOrRetake(hold, submission.value, userId, Date.now(), getLocale(context));
  switch (result.outcome) {
    case "expired":
      return data({ result: submission.reply(), error: getTranslator(context)("booking.hold.expired") }, { status: 410 });
    case "awaiting_email":
      throw redirect(await bookingPath("hold", result.booking.id, "", getLocale(context)));
    case "confirmed":
      throw await redirectWithToast(request, await bookingPath("manage", result.booking.id, "", getLocale(context)), bookedToast(context));
  }
}
