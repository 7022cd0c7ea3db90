import { data, Form, useNavigation } from "react-router";
import { site } from "~content/site";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import { confirmByEmail, MAX_OPEN_CONSULTATIONS } from "~/booking/bookings.server";
import { bookedToast, bookingFromLink, bookingTimeLabels } from "~/booking/hold-page.server";
import { bookingPath } from "~/booking/links.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/book.verify.$id";
import { requestNow } from "~/dev/clock.server";

export async function loader({ request, context, params: { id } }: Route.LoaderArgs) {
  const booking = await bookingFromLink("verify", id, request);
  return {
    meta: { title: getTranslator(context)("booking.hold.meta.title") },
    status: booking.status,
    times: bookingTimeLabels(booking, getLocale(context)),
    expired: booking.status !== "awaiting_email" && booking.status !== "confirmed",
  };
}

export async function action({ request, context, params: { id } }: Route.ActionArgs) {
  const booking = await bookingFromLink("verify", id, request);
  const confirmed = await confirmByEmail(booking, requestNow());
  const t = getTranslator(context);
  if (confirmed === "alreadyMoved") return data({ error: t("booking.hold.alreadyMoved") }, { status: 409 });
  if (confirmed === "tooMany") return data({ error: t("booking.verify.tooMany", { max: MAX_OPEN_CONSULTATIONS }) }, { status: 409 });
  if (!confirmed) return data({ error: t("booking.verify.expired") }, { status: 410 });
  throw await respond({ request, context }, { status: "redirect", to: await bookingPath("manage", confirmed.id, "", getLocale(context)), toast: bookedToast(context) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.meta.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** The e-mailed link opens this page; the confirmation itself is a post, so link scanners cannot trigger it. */
export default function VerifyBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { status, times, expired } = loaderData;
  const t = useT();
  const pending = useNavigation().state === "submitting";
  const error = actionData?.error ?? (expired ? t("booking.verify.expired") : null);
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.narrow}`}>
        <h1>{t("booking.hold.confirm")}</h1>
        <div className={ui.card}>
          <BookingSummary times={times} />
        </div>
        {error ? (
          <div className={ui.card}>
            <p role="alert" className={styles.alert}>
              {error}
            </p>
            <Link to="/book" className={ui.button.primary}>
              {t("booking.chooseTime")}
            </Link>
          </div>
        ) : (
          <Form method="post" className={ui.card}>
            {status === "confirmed" ? <p>{t("booking.verify.already")}</p> : null}
            <button type="submit" className={ui.button.primary} disabled={pending}>
              {t("booking.verify.submit")}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
