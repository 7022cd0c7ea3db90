import { Link } from "~/i18n/links";
import { budgetLimits } from "~content/trip-budget";
import { Money } from "~/i18n/money";
import type { MessageKey } from "~/i18n/message-key";
import { useLocale, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { formatCalendarDate } from "~/i18n/calendar-date";
import type { TripPlanSummary } from "./trip-plans.server";
import * as styles from "./trip-plans-section.css";

const statusLabels = {
  submitted: "planner.status.submitted",
  reviewing: "planner.status.reviewing",
  confirmed: "planner.status.confirmed",
  cancelled: "planner.status.cancelled",
} as const satisfies Record<TripPlanSummary["status"], MessageKey>;

/** A plan's dates, budget and submission day, as the dashboard and the confirmation page show them. */
export function TripPlanDetails({ plan }: { plan: TripPlanSummary }) {
  const t = useT();
  const locale = useLocale();
  const start = formatCalendarDate(plan.startDate, locale);
  const end = formatCalendarDate(plan.endDate, locale);
  const dates =
    start && end
      ? `${start} – ${end}`
      : start
        ? t("planner.details.arriving", { date: start })
        : end
          ? t("planner.details.leaving", { date: end })
          : t("planner.details.toBeAgreed");
  return (
    <dl className={styles.details}>
      <dt>{t("planner.details.dates")}</dt>
      <dd>{plan.flexible ? t("planner.details.flexible", { dates }) : dates}</dd>
      <dt>{t("planner.details.budget")}</dt>
      <dd>
        <Money amount={plan.budgetMin} currency={plan.currency} openEndAt={budgetLimits.max} /> –{" "}
        <Money amount={plan.budgetMax} currency={plan.currency} openEndAt={budgetLimits.max} />
      </dd>
      <dt>{t("planner.details.submitted")}</dt>
      <dd>{formatCalendarDate(plan.submittedAt.slice(0, 10), locale)}</dd>
    </dl>
  );
}

/**
 * The signed-in patient's trip plans, for the dashboard. Its data comes from
 * `getTripPlansForUser(userId, locale)` in ./trip-plans.server.ts, called by the page's loader.
 */
export function TripPlansSection({ plans }: { plans: TripPlanSummary[] }) {
  const t = useT();
  return (
    <section id="trip-plans" aria-labelledby="trip-plans-title" className={ui.card}>
      <h2 id="trip-plans-title">{t("planner.section.title")}</h2>
      {plans.length === 0 ? (
        <p className={ui.muted}>{t("planner.section.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {plans.map((plan) => (
            <li key={plan.id} className={styles.item}>
              <h3 className={styles.name}>{plan.treatmentName}</h3>
              <span className={ui.badge}>{t(statusLabels[plan.status])}</span>
              <TripPlanDetails plan={plan} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/plan" className={ui.button.outline}>
          {t("planner.section.new")}
        </Link>
      </p>
    </section>
  );
}
