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
import { bookingDetailsSchema, type BookingDetails } from "./booking-form";
import { expiredHoldMessage } from "./messages";
import { confirmHold, getBooking, holdSlot, isHoldLive, type Booking } from "./bookings.server";
import { bookingPath, isBookingKey, type BookingLinkPurpose } from "./links.server";
import { CLINIC_ZONE, formatDateTime } from "./time";
import { readFormBody } from "~/forms/request-body.server";

/** The booking a signed link points at; anything else is a 404, whatever the reason. */
export async function bookingFromLink(purpose: BookingLinkPurpose, id: string, request: Request) {
  const key = new URL(request.url).searchParams.get("key");
  const booking = (await isBookingKey(purpose, id, key)) ? await getBooking(id) : undefined;
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

export function bookingTimeLabels(booking: Booking) {
  const at = booking.startsAt.getTime();
  return {
    patientZone: booking.patientZone,
    yourTime: formatDateTime(at, booking.patientZone),
    cairoTime: formatDateTime(at, CLINIC_ZONE),
  };
}

async function accountDefaults(userId: string | null) {
  if (!userId) return { defaults: {}, linkOptions: [] };
  const [user, account, intakeList, plans] = await Promise.all([
    getSignedInUserById(userId),
    db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } }),
    getIntakeForUser(userId),
    getTripPlansForUser(userId),
  ]);
  const linkOptions = [
    ...(intakeList.length ? [{ value: "intake", label: "My medical intake" }] : []),
    ...plans.map((p) => ({ value: `plan:${p.id}`, label: `My trip plan: ${p.treatmentName} (${p.startDate})` })),
  ];
  return {
    defaults: { name: user.displayName === "User" ? "" : user.displayName, email: account?.email ?? "" },
    linkOptions,
  };
}

export async function loadHoldPage(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const booking = await bookingFromLink("hold", id, request);
  const userId = getUserId(context);
  const now = Date.now();
  const state = booking.status === "awaiting_email" ? "awaiting_email" : isHoldLive(booking, now) ? "held" : "expired";
  const replaced = booking.replacesId ? await getBooking(booking.replacesId) : undefined;
  const { defaults, linkOptions } = await accountDefaults(userId);
  return {
    state,
    signedIn: Boolean(userId),
    times: bookingTimeLabels(booking),
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    holdUntil: booking.holdExpiresAt
      ? new Intl.DateTimeFormat("en-US", {
          timeZone: booking.patientZone,
          hour: "numeric",
          minute: "2-digit",
          timeZoneName: "short",
        }).format(booking.holdExpiresAt)
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
async function confirmHoldOrRetake(hold: Booking, details: BookingDetails, userId: string | null, now: number) {
  const first = await confirmHold(hold, details, userId, now);
  if (first.outcome !== "expired" || hold.status !== "held") return first;
  const again = await holdSlot({
    startsAt: hold.startsAt.getTime(),
    patientZone: hold.patientZone,
    userId,
    doctorId: hold.doctorId,
    replacesId: hold.replacesId,
    now,
  });
  return "held" in again ? confirmHold(again.held, details, userId, now) : first;
}

export async function submitHoldPage(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const hold = await bookingFromLink("hold", id, request);
  const submission = parseWithZod(await readFormBody(request), { schema: bookingDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const userId = getUserId(context);
  const result = await confirmHoldOrRetake(hold, submission.value, userId, Date.now());
  switch (result.outcome) {
    case "expired":
      return data({ result: submission.reply(), error: expiredHoldMessage }, { status: 410 });
    case "awaiting_email":
      throw redirect(await bookingPath("hold", result.booking.id));
    case "confirmed":
      throw await redirectWithToast(request, await bookingPath("manage", result.booking.id), {
        title: "Consultation booked",
        description: "We have sent the details and a calendar entry to your email.",
      });
  }
}
