import { Form, useNavigation } from "react-router";
import { site } from "~content/site";
import { BookingSummary } from "~/booking/booking-summary";
import * as styles from "~/booking/booking.css";
import { loadManagePage, submitManagePage } from "~/booking/manage-page.server";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { ErrorList } from "~/ui/forms";
import type { Route } from "./+types/book.manage.$id";

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadManagePage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => submitManagePage(request, context, params.id);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.meta.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { status, statusLabel, times, changeable, calendarPath, reschedulePath } = loaderData;
  const t = useT();
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
          {status === "confirmed" ? (
            <div className={ui.buttonRow}>
              <a href={calendarPath} className={ui.button.primary} download>
                {t("booking.manage.calendar")}
              </a>
            </div>
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
                <a href={site.phoneHref}>
                  <Ltr>{site.phone}</Ltr>
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
