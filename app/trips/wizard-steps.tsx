import { useState } from "react";
import { Link } from "react-router";
import {
  budgetGuide,
  budgetLimits,
  companionOptions,
  culturalInterestOptions,
  currencyOptions,
  DEFAULT_RECOVERY_DAYS,
  hotelTypeOptions,
  NOTE_MAX_LENGTH,
  specialRequirementOptions,
  tripTreatments,
  wizardSteps,
  wizardTexts as t,
} from "~content/trip-planner";
import { stars } from "~/home/home.css";
import { StarIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import {
  budgetOrInitial,
  earliestArrival,
  earliestDeparture,
  formatBudget,
  formatDate,
  formatMoney,
  parseIsoDate,
  recoveryTimeline,
  totalDurationDays,
  treatmentById,
  type TripDraft,
} from "./plan-draft";
import type { FieldErrors, PlanProblem } from "./plan-rules.server";
import type { AccommodationOption } from "./trip-plans.server";
import * as styles from "./plan.css";

type StepProps = { draft: TripDraft; errors: FieldErrors };

const errorId = (field: keyof TripDraft) => `${field}-error`;

function FieldError({ field, errors }: { field: keyof TripDraft; errors: FieldErrors }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(field)} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** aria attributes of a control: its help text and, when there is one, its error. */
function described(field: keyof TripDraft, errors: FieldErrors, helpId?: string) {
  const ids = [helpId, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": errors[field] ? true : undefined };
}

function Checkbox({
  name,
  value,
  label,
  defaultChecked,
  id,
}: {
  name: keyof TripDraft;
  value?: string;
  label: string;
  defaultChecked: boolean;
  id?: string;
}) {
  return (
    <label className={styles.checkItem}>
      <input
        type="checkbox"
        id={id}
        name={name}
        value={value ?? "on"}
        defaultChecked={defaultChecked}
        className={styles.choiceInput}
      />
      <span>{label}</span>
    </label>
  );
}

export function TreatmentStep({ draft, errors }: StepProps) {
  const [chosen, setChosen] = useState<string>(draft.treatmentType);
  const days = recoveryTimeline(chosen);
  return (
    <>
      <p className={styles.stepIntro}>{t.treatmentIntro}</p>
      <fieldset className={styles.fieldset} {...described("treatmentType", errors)}>
        <legend className={ui.visuallyHidden}>Treatment</legend>
        <FieldError field="treatmentType" errors={errors} />
        <div className={styles.choiceGrid}>
          {tripTreatments.map((treatment, index) => (
            <label key={treatment.id} className={styles.choiceCard}>
              <input
                type="radio"
                id={index === 0 ? "treatmentType" : undefined}
                name="treatmentType"
                value={treatment.id}
                defaultChecked={draft.treatmentType === treatment.id}
                onChange={() => setChosen(treatment.id)}
                className={styles.choiceInput}
              />
              <span className={styles.choiceText}>
                <strong>{treatment.name}</strong>
                <span className={ui.muted}>Recovery: {treatment.recoveryDays} days</span>
                {treatment.popular ? <span className={ui.badge}>{t.popular}</span> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status">{days > 0 ? `Recovery timeline: ${days} days` : null}</p>
    </>
  );
}

export function DatesStep({ draft, errors, today }: StepProps & { today: string }) {
  const [arrival, setArrival] = useState(draft.startDate);
  const [departure, setDeparture] = useState(draft.endDate);
  const minArrival = earliestArrival(today);
  const minDeparture = earliestDeparture(today, arrival, draft.treatmentType);
  const days = recoveryTimeline(draft.treatmentType) || DEFAULT_RECOVERY_DAYS;
  const duration = totalDurationDays(arrival, departure);
  return (
    <>
      <p className={styles.stepIntro}>{t.datesIntro}</p>
      <div className={styles.fieldGrid}>
        <div className={styles.field}>
          <label htmlFor="startDate" className={styles.label}>
            {t.arrival}
          </label>
          <input
            type="date"
            id="startDate"
            name="startDate"
            min={minArrival}
            defaultValue={draft.startDate}
            onChange={(e) => setArrival(e.currentTarget.value)}
            className={styles.input}
            {...described("startDate", errors, "startDate-help")}
          />
          <p id="startDate-help" className={styles.help}>
            Earliest arrival: {formatDate(minArrival)}
          </p>
          <FieldError field="startDate" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor="endDate" className={styles.label}>
            {t.departure}
          </label>
          <input
            type="date"
            id="endDate"
            name="endDate"
            min={minDeparture}
            defaultValue={draft.endDate}
            onChange={(e) => setDeparture(e.currentTarget.value)}
            className={styles.input}
            {...described("endDate", errors, "endDate-help")}
          />
          <p id="endDate-help" className={styles.help}>
            Earliest departure: {formatDate(minDeparture)}
            {parseIsoDate(arrival) === null ? " (14 days from today)" : ` (arrival plus ${days} days of recovery)`}
          </p>
          <FieldError field="endDate" errors={errors} />
        </div>
      </div>
      <div className={styles.fieldset}>
        <Checkbox name="flexible" label={t.flexible} defaultChecked={draft.flexible} id="flexible" />
        <p className={styles.help}>{t.flexibleHelp}</p>
      </div>
      <p role="status">{duration !== null && duration > 0 ? `Total duration: ${duration} days` : null}</p>
    </>
  );
}

function Stars({ count }: { count: number }) {
  return (
    <p className={stars} role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: count }, (_, i) => (
        <StarIcon key={i} width={16} height={16} />
      ))}
    </p>
  );
}

function AccommodationCard({ option }: { option: AccommodationOption }) {
  const typeName = hotelTypeOptions.find((h) => h.id === option.type)?.name ?? option.type;
  const moreAmenities = option.amenities.length - 3;
  return (
    <li className={styles.optionCard}>
      <h4 className={styles.optionName}>{option.name}</h4>
      <Stars count={option.starRating} />
      <p className={ui.muted}>
        {typeName} · {option.distanceToHospitalKm} km to hospital
      </p>
      <p>
        <strong>{formatMoney(option.pricePerNight, "USD")}</strong> per night
      </p>
      <ul className={styles.tagList} aria-label="Amenities">
        {option.amenities.slice(0, 3).map((amenity) => (
          <li key={amenity} className={styles.tag}>
            {amenity}
          </li>
        ))}
        {moreAmenities > 0 ? <li className={styles.tag}>+{moreAmenities} more</li> : null}
      </ul>
      <ul className={styles.tagList} aria-label="Medical features">
        {option.specialMedicalFeatures.slice(0, 2).map((feature) => (
          <li key={feature} className={styles.medicalTag}>
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function AccommodationStep({
  draft,
  errors,
  accommodations,
}: StepProps & { accommodations: AccommodationOption[] }) {
  const hydrated = useHydrated();
  const [hotelType, setHotelType] = useState<string>(draft.hotelType);
  const options = accommodations.filter((option) => hotelType === "" || option.type === hotelType);
  return (
    <>
      <p className={styles.stepIntro}>{t.accommodationIntro}</p>
      <fieldset className={styles.fieldset} {...described("hotelType", errors)}>
        <legend className={styles.legend}>{t.hotelType}</legend>
        <FieldError field="hotelType" errors={errors} />
        <div className={styles.choiceGrid}>
          {hotelTypeOptions.map((option, index) => (
            <label key={option.id} className={styles.choiceCard}>
              <input
                type="radio"
                id={index === 0 ? "hotelType" : undefined}
                name="hotelType"
                value={option.id}
                defaultChecked={draft.hotelType === option.id}
                onChange={() => setHotelType(option.id)}
                className={styles.choiceInput}
              />
              <span className={styles.choiceText}>
                <strong>{option.name}</strong>
                <span className={ui.muted}>{option.description}</span>
              </span>
            </label>
          ))}
        </div>
        {hydrated ? null : (
          // Without JavaScript the list below is filtered by the saved type: this saves the choice.
          <p>
            <button type="submit" name="intent" value="stay" className={ui.button.outline}>
              {t.showOptions}
            </button>
          </p>
        )}
      </fieldset>

      <section aria-labelledby="options-title" className={styles.fieldset}>
        <h3 id="options-title">{t.options}</h3>
        {options.length > 0 ? (
          <ul className={styles.optionGrid}>
            {options.map((option) => (
              <AccommodationCard key={option.id} option={option} />
            ))}
          </ul>
        ) : (
          <p className={ui.muted}>{t.noOptions}</p>
        )}
      </section>

      <fieldset className={styles.fieldset} {...described("specialRequirements", errors)}>
        <legend className={styles.legend}>{t.specialRequirements}</legend>
        <FieldError field="specialRequirements" errors={errors} />
        <div className={styles.checkGrid}>
          {specialRequirementOptions.map((requirement, index) => (
            <Checkbox
              key={requirement}
              id={index === 0 ? "specialRequirements" : undefined}
              name="specialRequirements"
              value={requirement}
              label={requirement}
              defaultChecked={draft.specialRequirements.includes(requirement)}
            />
          ))}
        </div>
      </fieldset>
      <Checkbox name="proximityToHospital" label={t.proximity} defaultChecked={draft.proximityToHospital} />
    </>
  );
}

export function PreferencesStep({ draft, errors }: StepProps) {
  const [budget, setBudget] = useState(() => budgetOrInitial(draft));
  const [currency, setCurrency] = useState<string>(draft.currency);
  const range = { min: budgetLimits.min, max: budgetLimits.max, step: budgetLimits.step };
  return (
    <>
      <p className={styles.stepIntro}>{t.budgetIntro}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.budgetRange}</legend>
        <p aria-live="polite">
          <strong>
            {formatBudget(budget.min, currency)} – {formatBudget(budget.max, currency)}
          </strong>
        </p>
        <FieldError field="budgetMin" errors={errors} />
        <FieldError field="budgetMax" errors={errors} />
        <div className={styles.fieldGrid}>
          <div className={styles.field}>
            <label htmlFor="budgetMin" className={styles.label}>
              {t.budgetMin}
            </label>
            <input
              type="range"
              id="budgetMin"
              name="budgetMin"
              {...range}
              value={budget.min}
              onChange={(e) => {
                const min = Number(e.currentTarget.value);
                setBudget((b) => ({ min, max: Math.max(b.max, min) }));
              }}
              aria-valuetext={formatBudget(budget.min, currency)}
              className={styles.range}
              {...described("budgetMin", errors)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="budgetMax" className={styles.label}>
              {t.budgetMax}
            </label>
            <input
              type="range"
              id="budgetMax"
              name="budgetMax"
              {...range}
              value={budget.max}
              onChange={(e) => {
                const max = Number(e.currentTarget.value);
                setBudget((b) => ({ min: Math.min(b.min, max), max }));
              }}
              aria-valuetext={formatBudget(budget.max, currency)}
              className={styles.range}
              {...described("budgetMax", errors)}
            />
          </div>
        </div>
        <div className={styles.rangeLabels} aria-hidden="true">
          <span>{formatBudget(budgetLimits.min, currency)}</span>
          <span>{formatBudget(budgetLimits.max, currency)}</span>
        </div>
      </fieldset>

      <div className={styles.fieldGrid}>
        <div className={styles.field}>
          <label htmlFor="currency" className={styles.label}>
            {t.currency}
          </label>
          <select
            id="currency"
            name="currency"
            defaultValue={draft.currency}
            onChange={(e) => setCurrency(e.currentTarget.value)}
            className={styles.input}
            {...described("currency", errors)}
          >
            {currencyOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <FieldError field="currency" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor="companionCount" className={styles.label}>
            {t.companions}
          </label>
          <select
            id="companionCount"
            name="companionCount"
            defaultValue={String(draft.companionCount)}
            className={styles.input}
            {...described("companionCount", errors, "companionCount-help")}
          >
            {companionOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p id="companionCount-help" className={styles.help}>
            {t.companionsHelp}
          </p>
          <FieldError field="companionCount" errors={errors} />
        </div>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.services}</legend>
        <Checkbox name="travelInsuranceNeeded" label={t.insurance} defaultChecked={draft.travelInsuranceNeeded} />
        <Checkbox name="visaAssistanceNeeded" label={t.visa} defaultChecked={draft.visaAssistanceNeeded} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.transport}</legend>
        <Checkbox name="airportTransfer" label={t.airportTransfer} defaultChecked={draft.airportTransfer} />
        <Checkbox name="dailyTransport" label={t.dailyTransport} defaultChecked={draft.dailyTransport} />
        <Checkbox name="sightseeing" label={t.sightseeing} defaultChecked={draft.sightseeing} />
      </fieldset>

      <fieldset className={styles.fieldset} {...described("culturalInterests", errors)}>
        <legend className={styles.legend}>{t.culturalInterests}</legend>
        <FieldError field="culturalInterests" errors={errors} />
        <div className={styles.checkGrid}>
          {culturalInterestOptions.map((interest, index) => (
            <Checkbox
              key={interest.id}
              id={index === 0 ? "culturalInterests" : undefined}
              name="culturalInterests"
              value={interest.id}
              label={interest.name}
              defaultChecked={draft.culturalInterests.includes(interest.id)}
            />
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor="additionalNotes" className={styles.label}>
          {t.notes}
        </label>
        <textarea
          id="additionalNotes"
          name="additionalNotes"
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={draft.additionalNotes}
          className={styles.textarea}
          {...described("additionalNotes", errors, "additionalNotes-help")}
        />
        <p id="additionalNotes-help" className={styles.help}>
          {t.notesHelp}
        </p>
        <FieldError field="additionalNotes" errors={errors} />
      </div>
    </>
  );
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const listOrNone = (items: readonly string[]) => (items.length > 0 ? items.join(", ") : "None");

function ReviewCard({ title, step, children }: { title: string; step: number; children: React.ReactNode }) {
  return (
    <section className={styles.reviewCard} aria-labelledby={`review-${step}`}>
      <h3 id={`review-${step}`}>{title}</h3>
      <dl className={styles.reviewList}>{children}</dl>
      <p>
        <Link to={`/plan?step=${step}#trip-planner`} aria-label={`Edit ${title}`}>
          Edit
        </Link>
      </p>
    </section>
  );
}

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
  const transport = (
    [
      [draft.airportTransfer, t.airportTransfer],
      [draft.dailyTransport, t.dailyTransport],
      [draft.sightseeing, t.sightseeing],
    ] as const
  )
    .filter(([chosen]) => chosen)
    .map(([, label]) => label);
  const interests = culturalInterestOptions.filter((i) => draft.culturalInterests.includes(i.id)).map((i) => i.name);
  return (
    <>
      <p className={styles.stepIntro}>{t.reviewIntro}</p>
      {problems.length > 0 ? (
        <div role="alert" className={styles.alert}>
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
        <ReviewCard title={wizardSteps[0]} step={1}>
          <dt>Treatment</dt>
          <dd>{treatment?.name ?? t.notSet}</dd>
          <dt>Recovery timeline</dt>
          <dd>{treatment ? `${treatment.recoveryDays} days` : t.notSet}</dd>
        </ReviewCard>
        <ReviewCard title={wizardSteps[1]} step={2}>
          <dt>{t.arrival}</dt>
          <dd>{formatDate(draft.startDate) || t.notSet}</dd>
          <dt>{t.departure}</dt>
          <dd>{formatDate(draft.endDate) || t.notSet}</dd>
          <dt>Flexible dates</dt>
          <dd>{draft.flexible ? "Yes (± 7 days)" : "No"}</dd>
          <dt>Total duration</dt>
          <dd>{duration !== null ? `${duration} days` : t.notSet}</dd>
        </ReviewCard>
        <ReviewCard title={wizardSteps[2]} step={3}>
          <dt>{t.hotelType}</dt>
          <dd>{hotel?.name ?? t.notSet}</dd>
          <dt>Close to the hospital</dt>
          <dd>{yesNo(draft.proximityToHospital)}</dd>
          <dt>{t.specialRequirements}</dt>
          <dd>{listOrNone(draft.specialRequirements)}</dd>
        </ReviewCard>
        <ReviewCard title={wizardSteps[3]} step={4}>
          <dt>Budget</dt>
          <dd>
            {budgetSet
              ? `${formatBudget(draft.budgetMin, draft.currency)} – ${formatBudget(draft.budgetMax, draft.currency)}`
              : t.notSet}
          </dd>
          <dt>Currency</dt>
          <dd>{draft.currency}</dd>
          <dt>Companions</dt>
          <dd>{companions}</dd>
          <dt>Travel insurance</dt>
          <dd>{yesNo(draft.travelInsuranceNeeded)}</dd>
          <dt>Visa assistance</dt>
          <dd>{yesNo(draft.visaAssistanceNeeded)}</dd>
          <dt>Transportation</dt>
          <dd>{listOrNone(transport)}</dd>
          <dt>{t.culturalInterests}</dt>
          <dd>{listOrNone(interests)}</dd>
          <dt>{t.notes}</dt>
          <dd>{draft.additionalNotes.trim() || "None"}</dd>
        </ReviewCard>
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
