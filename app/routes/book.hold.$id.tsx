import { Link } from "react-router";
import { site } from "~content/site";
import { BookingDetailsForm } from "~/booking/booking-details-form";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import { loadHoldPage, submitHoldPage } from "~/booking/hold-page.server";
import { expiredHoldMessage } from "~/booking/messages";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/book.hold.$id";

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadHoldPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => submitHoldPage(request, context, params.id);

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
