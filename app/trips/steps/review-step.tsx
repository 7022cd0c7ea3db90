import { Fragment } from "react";
import { Link } from "react-router";
import {
  budgetGuide,
  companionOptions,
  culturalInterestOptions,
  hotelTypeOptions,
  wizardSteps,
  wizardTexts as t,
} from "~content/trip-planner";
import * as ui from "~/styles/ui.css";
import * as wizard from "~/wizard/wizard.css";
import { formatBudget, formatDate, formatMoney, totalDurationDays, treatmentById, type TripDraft } from "../plan-draft";
import type { PlanProblem } from "../plan-rules.server";
import * as styles from "../plan.css";
import { transportToggles } from "./preference-toggles";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const listOrNone = (items: readonly string[]) => (items.length > 0 ? items.join(", ") : "None");

/** One step of the plan in the review: what was chosen, term by term, and a link back to change it. */
function ReviewCard({ step, rows }: { step: number; rows: readonly (readonly [term: string, value: string])[] }) {
  const title = wizardSteps[step - 1];
  return (
    <section className={styles.reviewCard} aria-labelledby={`review-${step}`}>
      <h3 id={`review-${step}`}>{title}</h3>
      <dl className={styles.reviewList}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        <Link to={`/plan?step=${step}#trip-planner`} aria-label={`Edit ${title}`}>
          Edit
        </Link>
      </p>
    </section>
  );
}

/** Step 5: the whole plan, step by step with a link back to each, the budget guide and the submit button. */
export function ReviewStep({
  draft,
  problems,
  signedIn,
  submitting,
}: {
  draft: TripDraft;
  problems: PlanProblem[];
  signedIn: boolean;
  submitting: boolean;
}) {
  const treatment = treatmentById(draft.treatmentType);
  const duration = totalDurationDays(draft.startDate, draft.endDate);
  const hotel = hotelTypeOptions.find((h) => h.id === draft.hotelType);
  const budgetSet = draft.budgetMax > 0;
  const companions =
    companionOptions.find((c) => c.value === draft.companionCount)?.label ?? String(draft.companionCount);
  const transport = transportToggles.filter(({ name }) => draft[name]).map(({ label }) => label);
  const interests = culturalInterestOptions.filter((i) => draft.culturalInterests.includes(i.id)).map((i) => i.name);
  return (
    <>
      <p className={styles.stepIntro}>{t.reviewIntro}</p>
      {problems.length > 0 ? (
        <div role="alert" className={wizard.errorSummary}>
          <p>
            <strong>Please complete your plan before you submit it:</strong>
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.field}-${problem.message}`}>
                {problem.message}{" "}
                <Link to={`/plan?step=${problem.step}#trip-planner`}>Go to {wizardSteps[problem.step - 1]}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.reviewGrid}>
        <ReviewCard
          step={1}
          rows={[
            ["Treatment", treatment?.name ?? t.notSet],
            ["Recovery timeline", treatment ? `${treatment.recoveryDays} days` : t.notSet],
          ]}
        />
        <ReviewCard
          step={2}
          rows={[
            [t.arrival, formatDate(draft.startDate) || t.notSet],
            [t.departure, formatDate(draft.endDate) || t.notSet],
            ["Flexible dates", draft.flexible ? "Yes (± 7 days)" : "No"],
            ["Total duration", duration !== null ? `${duration} days` : t.notSet],
          ]}
        />
        <ReviewCard
          step={3}
          rows={[
            [t.hotelType, hotel?.name ?? t.notSet],
            ["Close to the hospital", yesNo(draft.proximityToHospital)],
            [t.specialRequirements, listOrNone(draft.specialRequirements)],
          ]}
        />
        <ReviewCard
          step={4}
          rows={[
            [
              "Budget",
              budgetSet
                ? `${formatBudget(draft.budgetMin, draft.currency)} – ${formatBudget(draft.budgetMax, draft.currency)}`
                : t.notSet,
            ],
            ["Currency", draft.currency],
            ["Companions", companions],
            ["Travel insurance", yesNo(draft.travelInsuranceNeeded)],
            ["Visa assistance", yesNo(draft.visaAssistanceNeeded)],
            ["Transportation", listOrNone(transport)],
            [t.culturalInterests, listOrNone(interests)],
            [t.notes, draft.additionalNotes.trim() || "None"],
          ]}
        />
      </div>

      {budgetSet ? (
        <section aria-labelledby="budget-guide-title">
          <h3 id="budget-guide-title">{t.budgetGuideTitle}</h3>
          <ul className={styles.guideList}>
            {budgetGuide.map((part) => (
              <li key={part.label} className={styles.guideItem}>
                <span>
                  {part.label} ({Math.round(part.share * 100)}%)
                </span>
                <span className={styles.guideAmount}>{formatMoney(draft.budgetMax * part.share, draft.currency)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.submitRow}>
        <button
          type="submit"
          name="intent"
          value="submit"
          className={ui.button.accent}
          disabled={submitting || !signedIn}
        >
          {submitting ? t.submitting : t.submit}
        </button>
      </div>
    </>
  );
}
