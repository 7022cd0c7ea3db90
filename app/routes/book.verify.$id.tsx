import { Form, Link, data, useNavigation } from "react-router";
import { site } from "~content/site";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import * as ui from "~/styles/ui.css";
import { bookingFromLink, bookingTimeLabels } from "~/booking/hold-page.server";
import { redirectWithToast } from "~/toast/toast.server";
import { bookingPath } from "~/booking/links.server";
import { confirmByEmail } from "~/booking/bookings.server";
import type { Route } from "./+types/book.verify.$id";

export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  const booking = await bookingFromLink("verify", id, request);
  return {
    status: booking.status,
    times: bookingTimeLabels(booking),
    expired: booking.status !== "awaiting_email" && booking.status !== "confirmed",
  };
}

export async function action({ request, params: { id } }: Route.ActionArgs) {
  const booking = await bookingFromLink("verify", id, request);
  const confirmed = await confirmByEmail(booking, Date.now());
  if (!confirmed) {
    return data(
      { error: "This confirmation link has expired and the time was released. Please book again." },
      { status: 410 },
    );
  }
  throw await redirectWithToast(request, await bookingPath("manage", confirmed.id), {
    title: "Consultation booked",
    description: "We have sent the details and a calendar entry to your email.",
  });
}

export function meta() {
  return [{ title: `Confirm Your Consultation | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** The e-mailed link opens this page; the confirmation itself is a post, so link scanners cannot trigger it. */
export default function VerifyBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { status, times, expired } = loaderData;
  const pending = useNavigation().state === "submitting";
  const error =
    actionData?.error ??
    (expired ? "This confirmation link has expired and the time was released. Please book again." : null);
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.narrow}`}>
        <h1>Confirm your consultation</h1>
        <div className={ui.card}>
          <BookingSummary times={times} />
        </div>
        {error ? (
          <div className={ui.card}>
            <p role="alert" className={styles.alert}>
              {error}
            </p>
            <Link to="/book" className={ui.button.primary}>
              Choose a Time
            </Link>
          </div>
        ) : (
          <Form method="post" className={ui.card}>
            {status === "confirmed" ? <p>This consultation is already confirmed.</p> : null}
            <button type="submit" className={ui.button.primary} disabled={pending}>
              Confirm My Consultation
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
