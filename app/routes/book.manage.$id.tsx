import { data, Form, useNavigation } from "react-router";
import { useOperator } from "~/operator/use-operator";
import { config } from "~/config.server";
import { site } from "~content/site";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import { cancelBooking, isChangeable } from "~/booking/bookings.server";
import { bookingFromLink, bookingTimeLabels } from "~/booking/hold-page.server";
import { bookingKey, bookingPath, videoCallUrl } from "~/booking/links.server";
import { readFormBody } from "~/forms/request-body.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import { ErrorList } from "~/ui/forms";
import type { Route } from "./+types/book.manage.$id";
import { requestNow } from "~/dev/clock.server";

export async function loader({ request, context, params: { id } }: Route.LoaderArgs) {
  const booking = await bookingFromLink("manage", id, request);
  const key = await bookingKey("manage", booking.id);
  const t = getTranslator(context);
  return {
    meta: { title: t("booking.manage.meta.title") },
    status: booking.status,
    statusLabel: t(`booking.status.${booking.status}`),
    times: bookingTimeLabels(booking, getLocale(context)),
    changeable: isChangeable(booking, requestNow()),
    // The calendar file is one English-path endpoint; it is written in the booking's language.
    calendarPath: await bookingPath("manage", booking.id, "/calendar.ics"),
    videoCall: booking.status === "confirmed" ? await videoCallUrl(booking.id) : null,
    reschedulePath: `/book?${new URLSearchParams({ reschedule: booking.id, key })}`,
  };
}

export async function action({ request, context, params: { id } }: Route.ActionArgs) {
  const booking = await bookingFromLink("manage", id, request);
  const t = getTranslator(context);
  const form = await readFormBody(request);
  if (form.get("intent") !== "cancel") return data({ error: t("booking.manage.unknown") }, { status: 400 });
  const cancelled = await cancelBooking(booking, requestNow());
  if (!cancelled) return data({ error: t("booking.manage.notCancellable", { phone: config.operator.phone }) }, { status: 409 });
  throw await respond({ request, context }, { status: "redirect", to: await bookingPath("manage", booking.id, "", getLocale(context)), toast: {
    title: t("booking.toast.cancelled.title"),
    description: t("booking.toast.cancelled.description"),
  } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.meta.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { status, statusLabel, times, changeable, calendarPath, reschedulePath, videoCall } = loaderData;
  const t = useT();
  const operator = useOperator();
  const pending = useNavigation().state === "submitting";
  return (
    <section className={ui.section}>
      <div className={`${ui.container} ${styles.narrow}`}>
        <h1>{t("booking.manage.title")}</h1>
        <div className={ui.card}>
          <p>
            <span className={ui.badge}>{statusLabel}</span>
          </p>
          <BookingSummary times={times} />
          {videoCall ? (
            <>
              <p className={styles.hint}>{t("booking.manage.videoHint")}</p>
              <div className={ui.buttonRow}>
                <a href={videoCall} className={ui.button.primary} target="_blank" rel="noopener noreferrer">
                  {t("booking.manage.videoCall")}
                </a>
                <a href={calendarPath} className={ui.button.outline} download>
                  {t("booking.manage.calendar")}
                </a>
              </div>
            </>
          ) : null}
        </div>
        <ErrorList errors={[actionData?.error]} role="alert" />
        {status === "confirmed" ? (
          <div className={ui.card}>
            <h2>{t("booking.manage.changeTitle")}</h2>
            {changeable ? (
              <>
                <p className={styles.hint}>{t("booking.manage.changeHint")}</p>
                <div className={ui.buttonRow}>
                  <Link to={reschedulePath} className={ui.button.outline}>
                    {t("booking.manage.reschedule")}
                  </Link>
                  <Form method="post">
                    <button type="submit" name="intent" value="cancel" className={ui.button.ghost} disabled={pending}>
                      {t("booking.manage.cancel")}
                    </button>
                  </Form>
                </div>
              </>
            ) : (
              <p>
                {t("booking.manage.tooLate")}{" "}
                <a href={operator.phoneHref}>
                  <Ltr>{operator.phone}</Ltr>
                </a>
                .
              </p>
            )}
          </div>
        ) : (
          <p>
            <Link to="/book" className={ui.button.primary}>
              {t("booking.manage.bookAgain")}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
