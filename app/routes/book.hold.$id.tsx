import { Link, data, redirect } from "react-router";
import { site } from "~content/site";
import { BookingDetailsForm } from "~/booking/booking-details-form";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import { accountDefaults, bookingFromLink, bookingTimeLabels, confirmHoldOrRetake } from "~/booking/hold-page.server";
import { expiredHoldMessage } from "~/booking/messages";
import * as ui from "~/styles/ui.css";
import { formConstraint } from "~/forms/constraint";
import { getBooking, isHoldLive } from "~/booking/bookings.server";
import { bookingDetailsSchema } from "~/booking/booking-form";
import { getUserId } from "~/auth/session.server";
import { readFormBody } from "~/forms/request-body.server";
import { redirectWithToast } from "~/toast/toast.server";
import { bookingPath } from "~/booking/links.server";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/book.hold.$id";

export async function loader({ request, context, params: { id } }: Route.LoaderArgs) {
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

export async function action({ request, context, params: { id } }: Route.ActionArgs) {
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

export function meta() {
  return [{ title: `Confirm Your Consultation | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function HoldPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, times, holdUntil, defaults, linkOptions, signedIn, sentTo, constraint } = loaderData;
  const expired = state === "expired" || Boolean(actionData?.error);
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.narrow}`}>
        <h1>{state === "awaiting_email" ? "Check your email" : "Confirm your consultation"}</h1>
        <div className={ui.card}>
          <BookingSummary times={times} />
        </div>
        {state === "awaiting_email" ? (
          <p className={styles.notice} role="status">
            We have sent a confirmation link to <strong>{sentTo}</strong>. Open it within 30 minutes to confirm your
            booking.
          </p>
        ) : expired ? (
          <div className={ui.card}>
            <p role="alert" className={styles.alert}>
              {actionData?.error ?? expiredHoldMessage}
            </p>
            <Link to="/book" className={ui.button.primary}>
              Choose a Time
            </Link>
          </div>
        ) : (
          <div className={ui.card}>
            <p className={styles.notice}>We are holding this time for you until {holdUntil}.</p>
            <BookingDetailsForm
              lastResult={actionData?.result}
              constraint={constraint}
              defaults={defaults}
              linkOptions={linkOptions}
              signedIn={signedIn}
            />
            <Link to="/book">Choose another time</Link>
          </div>
        )}
      </div>
    </section>
  );
}
