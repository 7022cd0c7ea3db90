import { Form, Link, data, useNavigation } from "react-router";
import { site } from "~content/site";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import * as ui from "~/styles/ui.css";
import { ErrorList } from "~/ui/forms";
import { bookingFromLink, bookingTimeLabels } from "~/booking/hold-page.server";
import { bookingKey, bookingPath } from "~/booking/links.server";
import { cancelBooking, isChangeable, type Booking } from "~/booking/bookings.server";
import { redirectWithToast } from "~/toast/toast.server";
import { readFormBody } from "~/forms/request-body.server";
import type { Route } from "./+types/book.manage.$id";

const statusLabels: Record<Booking["status"], string> = {
  held: "Not booked yet",
  awaiting_email: "Waiting for your email confirmation",
  confirmed: "Booked",
  cancelled: "Cancelled",
  done: "Completed",
  no_show: "Missed",
};

export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  const booking = await bookingFromLink("manage", id, request);
  const key = await bookingKey("manage", booking.id);
  return {
    status: booking.status,
    statusLabel: statusLabels[booking.status],
    times: bookingTimeLabels(booking),
    changeable: isChangeable(booking, Date.now()),
    calendarPath: await bookingPath("manage", booking.id, "/calendar.ics"),
    reschedulePath: `/book?${new URLSearchParams({ reschedule: booking.id, key })}`,
  };
}

export async function action({ request, params: { id } }: Route.ActionArgs) {
  const booking = await bookingFromLink("manage", id, request);
  const form = await readFormBody(request);
  if (form.get("intent") !== "cancel") return data({ error: "Unknown action" }, { status: 400 });
  const cancelled = await cancelBooking(booking, Date.now());
  if (!cancelled) {
    return data(
      { error: `This consultation can no longer be cancelled online. Please call us at ${site.phone}.` },
      { status: 409 },
    );
  }
  throw await redirectWithToast(request, await bookingPath("manage", booking.id), {
    title: "Consultation cancelled",
    description: "We have sent you a confirmation by email.",
  });
}

export function meta() {
  return [{ title: `Your Consultation | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { status, statusLabel, times, changeable, calendarPath, reschedulePath } = loaderData;
  const pending = useNavigation().state === "submitting";
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.narrow}`}>
        <h1>Your consultation</h1>
        <div className={ui.card}>
          <p>
            <span className={ui.badge}>{statusLabel}</span>
          </p>
          <BookingSummary times={times} />
          {status === "confirmed" ? (
            <div className={ui.buttonRow}>
              <a href={calendarPath} className={ui.button.primary} download>
                Add to Calendar (.ics)
              </a>
            </div>
          ) : null}
        </div>
        <ErrorList errors={[actionData?.error]} role="alert" />
        {status === "confirmed" ? (
          <div className={ui.card}>
            <h2>Need to change it?</h2>
            {changeable ? (
              <>
                <p className={styles.hint}>You can reschedule or cancel until 2 hours before the call.</p>
                <div className={ui.buttonRow}>
                  <Link to={reschedulePath} className={ui.button.outline}>
                    Reschedule
                  </Link>
                  <Form method="post">
                    <button type="submit" name="intent" value="cancel" className={ui.button.ghost} disabled={pending}>
                      Cancel Consultation
                    </button>
                  </Form>
                </div>
              </>
            ) : (
              <p>
                The call is less than 2 hours away. To change it, call us at <a href={site.phoneHref}>{site.phone}</a>.
              </p>
            )}
          </div>
        ) : (
          <p>
            <Link to="/book" className={ui.button.primary}>
              Book a Consultation
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
