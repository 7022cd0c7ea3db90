import type { OpenRequestChoice } from "~/cases/about-request";
import { AboutRequestField } from "~/cases/about-request-field";
import { Fragment, type ReactNode } from "react";
import { Link } from "~/i18n/links";
import { intlLocale } from "~/i18n/format";
import { listFormat } from "~/i18n/intl";
import { Ltr } from "~/i18n/ltr";
import { useLocale, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { useFormMessage } from "~/i18n/form-message";
import * as wizard from "~/wizard/wizard.css";
import { totalDurationDays, type TripDraft } from "../plan-draft";
import { budgetLimits } from "~content/trip-budget";
import { Money } from "~/i18n/money";
import { formatCalendarDate } from "~/i18n/calendar-date";
import type { PlanProblem } from "../plan-rules.server";
import { usePlanContent } from "../planner-content";
import * as styles from "../plan.css";
import { transportToggles } from "./preference-toggles";

/** One step of the plan in the review: what was chosen, term by term, and a link back to change it. */
function ReviewCard({ step, rows }: { step: number; rows: readonly (readonly [term: string, value: ReactNode])[] }) {
  const { wizardSteps } = usePlanContent();
  const t = useT();
  const title = wizardSteps[step - 1] ?? "";
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
        <Link to={`/plan?step=${step}#trip-planner`} aria-label={t("planner.editStep", { step: title })}>
          {t("planner.edit")}
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
  openRequests = [],
}: {
  draft: TripDraft;
  problems: PlanProblem[];
  signedIn: boolean;
  submitting: boolean;
  openRequests?: readonly OpenRequestChoice[];
}) {
  const message = useFormMessage();
  const t9n = useT();
  const locale = useLocale();
  const content = usePlanContent();
  const { wizardSteps, wizardTexts: t } = content;
  const yesNo = (value: boolean) => t9n(value ? "planner.yes" : "planner.no");
  const list = listFormat(intlLocale(locale), { style: "short", type: "unit" });
  const listOrNone = (items: readonly string[]) => (items.length > 0 ? list.format(items) : t9n("planner.none"));
  const treatment = content.tripTreatments.find((option) => option.id === draft.treatmentType);
  const duration = totalDurationDays(draft.startDate, draft.endDate);
  const hotel = content.hotelTypeOptions.find((h) => h.id === draft.hotelType);
  const budgetSet = draft.budgetMax > 0;
  // The guide is the chosen treatment's own trip in US dollars, not shares of the budget typed.
  const costGuide = content.costGuides[draft.treatmentType];
  const companions =
    content.companionOptions.find((c) => c.value === draft.companionCount)?.label ?? String(draft.companionCount);
  const requirements = draft.specialRequirements.map(
    (value) => content.requirementChoices.find((choice) => choice.value === value)?.label ?? value,
  );
  const transport = transportToggles.filter(({ name }) => draft[name]).map(({ label }) => t[label]);
  const interests = content.culturalInterestOptions
    .filter((i) => draft.culturalInterests.includes(i.id))
    .map((i) => i.name);
  return (
    <>
      <p className={styles.stepIntro}>{t.reviewIntro}</p>
      {problems.length > 0 ? (
        <div role="alert" className={wizard.errorSummary}>
          <p>
            <strong>{t9n("planner.completeBeforeSubmit")}</strong>
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.field}-${problem.message}`}>
                {message(problem.message)}{" "}
                <Link to={`/plan?step=${problem.step}#trip-planner`}>
                  {t9n("planner.goToStep", { step: wizardSteps[problem.step - 1] ?? "" })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.reviewGrid}>
        <ReviewCard
          step={1}
          rows={[
            [t9n("planner.review.treatment"), treatment?.name ?? t.notSet],
            [
              t9n("planner.review.recovery"),
              treatment ? t9n("planner.review.days", { days: treatment.recoveryDays }) : t.notSet,
            ],
          ]}
        />
        <ReviewCard
          step={2}
          rows={[
            [t.arrival, formatCalendarDate(draft.startDate, locale) || t.notSet],
            [t.departure, formatCalendarDate(draft.endDate, locale) || t.notSet],
            [t9n("planner.review.flexible"), draft.flexible ? t9n("planner.yesFlexible") : t9n("planner.no")],
            [
              t9n("planner.review.duration"),
              duration !== null ? t9n("planner.review.days", { days: duration }) : t.notSet,
            ],
          ]}
        />
        <ReviewCard
          step={3}
          rows={[
            [t.hotelType, hotel?.name ?? t.notSet],
            [t9n("planner.review.nearHospital"), yesNo(draft.proximityToHospital)],
            [t.specialRequirements, listOrNone(requirements)],
          ]}
        />
        <ReviewCard
          step={4}
          rows={[
            [
              t9n("planner.review.budget"),
              budgetSet ? (
                <>
                  <Money amount={draft.budgetMin} currency={draft.currency} openEndAt={budgetLimits.max} /> –{" "}
                  <Money amount={draft.budgetMax} currency={draft.currency} openEndAt={budgetLimits.max} />
                </>
              ) : (
                t.notSet
              ),
            ],
            [t9n("planner.review.currency"), <Ltr key="currency">{draft.currency}</Ltr>],
            [t9n("planner.review.companions"), companions],
            [t9n("planner.review.insurance"), yesNo(draft.travelInsuranceNeeded)],
            [t9n("planner.review.visa"), yesNo(draft.visaAssistanceNeeded)],
            [t9n("planner.review.transport"), listOrNone(transport)],
            [t.culturalInterests, listOrNone(interests)],
            [t.notes, draft.additionalNotes.trim() || t9n("planner.none")],
          ]}
        />
      </div>

      {/* A treatment the catalogue does not price (yet) has no guide to give, and says so. */}
      <section aria-labelledby="budget-guide-title">
        <h3 id="budget-guide-title">{t.budgetGuideTitle}</h3>
        {costGuide ? (
          <ul className={styles.guideList}>
            {costGuide.map((part) => (
              <li key={part.part} className={styles.guideItem}>
                <span>{part.label}</span>
                <span className={styles.guideAmount}>
                  <Money written={part.amount} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t9n("pages.soon.prices")}</p>
        )}
      </section>

      <AboutRequestField choices={openRequests} />
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
