import { Link } from "react-router";
import * as ui from "~/styles/ui.css";
import { formatBudget, formatDate } from "./plan-draft";
import type { TripPlanSummary } from "./trip-plans.server";
import * as styles from "./trip-plans-section.css";

const statusLabels: Record<TripPlanSummary["status"], string> = {
  submitted: "Submitted",
  reviewing: "Under Review",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

function travelDates(plan: TripPlanSummary) {
  const start = formatDate(plan.startDate);
  const end = formatDate(plan.endDate);
  const dates =
    start && end ? `${start} – ${end}` : start ? `Arriving ${start}` : end ? `Leaving ${end}` : "Dates to be agreed";
  return plan.flexible ? `${dates} (flexible ± 7 days)` : dates;
}

/** A plan's dates, budget and submission day, as the dashboard and the confirmation page show them. */
export function TripPlanDetails({ plan }: { plan: TripPlanSummary }) {
  return (
    <dl className={styles.details}>
      <dt>Travel dates</dt>
      <dd>{travelDates(plan)}</dd>
      <dt>Budget</dt>
      <dd>
        {formatBudget(plan.budgetMin, plan.currency)} – {formatBudget(plan.budgetMax, plan.currency)}
      </dd>
      <dt>Submitted</dt>
      <dd>{formatDate(plan.submittedAt.slice(0, 10))}</dd>
    </dl>
  );
}

/**
 * The signed-in patient's trip plans, for the dashboard. Its data comes from
 * `getTripPlansForUser(userId)` in ./trip-plans.server.ts, called by the page's loader.
 */
export function TripPlansSection({ plans }: { plans: TripPlanSummary[] }) {
  return (
    <section id="trip-plans" aria-labelledby="trip-plans-title" className={ui.card}>
      <h2 id="trip-plans-title">Your Trip Plans</h2>
      {plans.length === 0 ? (
        <p className={ui.muted}>You have not submitted a trip plan yet.</p>
      ) : (
        <ul className={styles.list}>
          {plans.map((plan) => (
            <li key={plan.id} className={styles.item}>
              <h3 className={styles.name}>{plan.treatmentName}</h3>
              <span className={ui.badge}>{statusLabels[plan.status]}</span>
              <TripPlanDetails plan={plan} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/plan" className={ui.button.outline}>
          Plan a New Trip
        </Link>
      </p>
    </section>
  );
}
