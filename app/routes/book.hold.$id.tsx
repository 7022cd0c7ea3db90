import { site } from "~content/site";
import { BookingDetailsForm } from "~/booking/booking-details-form";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import { loadHoldPage, submitHoldPage } from "~/booking/hold-page.server";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/book.hold.$id";

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadHoldPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => submitHoldPage(request, context, params.id);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.meta.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function HoldPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, times, holdUntil, defaults, linkOptions, signedIn, sentTo, constraint } = loaderData;
  const t = useT();
  const expired = state === "expired" || Boolean(actionData?.error);
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.narrow}`}>
        <h1>{state === "awaiting_email" ? t("booking.hold.checkEmail") : t("booking.hold.confirm")}</h1>
        <div className={ui.card}>
          <BookingSummary times={times} />
        </div>
        {state === "awaiting_email" ? (
          <p className={styles.notice} role="status">
            {t("booking.hold.sentToBefore")} <strong>{sentTo}</strong>
            {t("booking.hold.sentToAfter")}
          </p>
        ) : expired ? (
          <div className={ui.card}>
            <p role="alert" className={styles.alert}>
              {actionData?.error ?? t("booking.hold.expired")}
            </p>
            <Link to="/book" className={ui.button.primary}>
              {t("booking.chooseTime")}
            </Link>
          </div>
        ) : (
          <div className={ui.card}>
            <p className={styles.notice}>{t("booking.hold.until", { time: holdUntil ?? "" })}</p>
            <BookingDetailsForm
              lastResult={actionData?.result}
              constraint={constraint}
              defaults={defaults}
              linkOptions={linkOptions}
              signedIn={signedIn}
            />
            <Link to="/book">{t("booking.hold.chooseAnother")}</Link>
          </div>
        )}
      </div>
    </section>
  );
}
