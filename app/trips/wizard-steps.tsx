import { Fragment, useState, type ChangeEvent, type ReactNode } from "react";
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
import { StarRating } from "~/ui/star-rating";
import * as ui from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import { FieldError, fieldAria, FormField } from "~/wizard/form-field";
import * as wizard from "~/wizard/wizard.css";
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
type DraftField = keyof TripDraft;
type YesNoField = { [K in DraftField]: TripDraft[K] extends boolean ? K : never }[DraftField];
type ListField = "specialRequirements" | "culturalInterests";

/** The aria attributes of a control named after its field (its id too). */
const described = (field: DraftField, errors: FieldErrors, helpId?: string) => fieldAria(field, errors[field], helpId);

/**
 * A labelled control of the plan, with its help text below it and its error. `control` gets the
 * props that tie it to them: id and name (the field's), class and aria attributes.
 */
function Field({
  field,
  label,
  help,
  errors,
  control,
}: {
  field: DraftField;
  label: string;
  help?: ReactNode;
  errors: FieldErrors;
  control: (props: { id: DraftField; name: DraftField; className: string } & ReturnType<typeof fieldAria>) => ReactNode;
}) {
  const helpId = help ? `${field}-help` : undefined;
  return (
    <FormField id={field} label={label} error={errors[field]}>
      {control({ id: field, name: field, className: wizard.control, ...described(field, errors, helpId) })}
      {help ? (
        <p id={helpId} className={wizard.help}>
          {help}
        </p>
      ) : null}
    </FormField>
  );
}

function Checkbox({
  name,
  value,
  label,
  defaultChecked,
  id,
}: {
  name: DraftField;
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

type FieldsetProps = { legend: string; hideLegend?: boolean; errors: FieldErrors };

/**
 * The choices of one field in a fieldset: its legend, its error, then the choices. The first
 * choice takes the field's id, which the error summary links to.
 */
function Choices({
  field,
  legend,
  hideLegend = false,
  errors,
  children,
}: FieldsetProps & { field: DraftField; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset} {...described(field, errors)}>
      <legend className={hideLegend ? ui.visuallyHidden : styles.legend}>{legend}</legend>
      <FieldError id={field} message={errors[field]} />
      {children}
    </fieldset>
  );
}

/**
 * The choices of a field as radio buttons, each in a card (the chosen card is marked without
 * JavaScript), then `children`.
 */
function ChoiceCards<Choice extends { id: string; name: string }>({
  field,
  choices,
  chosen,
  onChoose,
  detail,
  children,
  ...fieldset
}: FieldsetProps & {
  field: "treatmentType" | "hotelType";
  choices: readonly Choice[];
  chosen: string;
  onChoose: (id: string) => void;
  detail: (choice: Choice) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Choices field={field} {...fieldset}>
      <div className={styles.choiceGrid}>
        {choices.map((choice, index) => (
          <label key={choice.id} className={styles.choiceCard}>
            <input
              type="radio"
              id={index === 0 ? field : undefined}
              name={field}
              value={choice.id}
              defaultChecked={chosen === choice.id}
              onChange={() => onChoose(choice.id)}
              className={styles.choiceInput}
            />
            <span className={styles.choiceText}>
              <strong>{choice.name}</strong>
              {detail(choice)}
            </span>
          </label>
        ))}
      </div>
      {children}
    </Choices>
  );
}

/** The options of a list field as checkboxes. */
function CheckboxChoices({
  field,
  options,
  draft,
  ...fieldset
}: FieldsetProps & {
  field: ListField;
  options: readonly { value: string; label: string }[];
  draft: TripDraft;
}) {
  return (
    <Choices field={field} {...fieldset}>
      <div className={styles.checkGrid}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            id={index === 0 ? field : undefined}
            name={field}
            value={option.value}
            label={option.label}
            defaultChecked={draft[field].includes(option.value)}
          />
        ))}
      </div>
    </Choices>
  );
}

const requirementChoices = specialRequirementOptions.map((requirement) => ({ value: requirement, label: requirement }));
const interestChoices = culturalInterestOptions.map((interest) => ({ value: interest.id, label: interest.name }));

const transportToggles = [
  { name: "airportTransfer", label: t.airportTransfer },
  { name: "dailyTransport", label: t.dailyTransport },
  { name: "sightseeing", label: t.sightseeing },
] as const satisfies readonly { name: YesNoField; label: string }[];

/** The yes/no choices of step 4, in their groups. */
const toggleGroups = [
  {
    legend: t.services,
    toggles: [
      { name: "travelInsuranceNeeded", label: t.insurance },
      { name: "visaAssistanceNeeded", label: t.visa },
    ],
  },
  { legend: t.transport, toggles: transportToggles },
] as const satisfies readonly { legend: string; toggles: readonly { name: YesNoField; label: string }[] }[];

export function TreatmentStep({ draft, errors }: StepProps) {
  const [chosen, setChosen] = useState<string>(draft.treatmentType);
  const days = recoveryTimeline(chosen);
  return (
    <>
      <p className={styles.stepIntro}>{t.treatmentIntro}</p>
      <ChoiceCards
        field="treatmentType"
        legend="Treatment"
        hideLegend
        errors={errors}
        choices={tripTreatments}
        chosen={draft.treatmentType}
        onChoose={setChosen}
        detail={(treatment) => (
          <>
            <span className={ui.muted}>Recovery: {treatment.recoveryDays} days</span>
            {treatment.popular ? <span className={ui.badge}>{t.popular}</span> : null}
          </>
        )}
      />
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
        <Field
          field="startDate"
          label={t.arrival}
          errors={errors}
          help={<>Earliest arrival: {formatDate(minArrival)}</>}
          control={(props) => (
            <input
              type="date"
              {...props}
              min={minArrival}
              defaultValue={draft.startDate}
              onChange={(e) => setArrival(e.currentTarget.value)}
            />
          )}
        />
        <Field
          field="endDate"
          label={t.departure}
          errors={errors}
          help={
            <>
              Earliest departure: {formatDate(minDeparture)}
              {parseIsoDate(arrival) === null ? " (14 days from today)" : ` (arrival plus ${days} days of recovery)`}
            </>
          }
          control={(props) => (
            <input
              type="date"
              {...props}
              min={minDeparture}
              defaultValue={draft.endDate}
              onChange={(e) => setDeparture(e.currentTarget.value)}
            />
          )}
        />
      </div>
      <div className={styles.fieldset}>
        <Checkbox name="flexible" label={t.flexible} defaultChecked={draft.flexible} id="flexible" />
        <p className={wizard.help}>{t.flexibleHelp}</p>
      </div>
      <p role="status">{duration !== null && duration > 0 ? `Total duration: ${duration} days` : null}</p>
    </>
  );
}

function AccommodationCard({ option }: { option: AccommodationOption }) {
  const typeName = hotelTypeOptions.find((h) => h.id === option.type)?.name ?? option.type;
  const moreAmenities = option.amenities.length - 3;
  return (
    <li className={styles.optionCard}>
      <h4 className={styles.optionName}>{option.name}</h4>
      <StarRating rating={option.starRating} size={16} />
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
      <ChoiceCards
        field="hotelType"
        legend={t.hotelType}
        errors={errors}
        choices={hotelTypeOptions}
        chosen={draft.hotelType}
        onChoose={setHotelType}
        detail={(option) => <span className={ui.muted}>{option.description}</span>}
      >
        {hydrated ? null : (
          // Without JavaScript the list below is filtered by the saved type: this saves the choice.
          <p>
            <button type="submit" name="intent" value="stay" className={ui.button.outline}>
              {t.showOptions}
            </button>
          </p>
        )}
      </ChoiceCards>

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

      <CheckboxChoices
        field="specialRequirements"
        legend={t.specialRequirements}
        options={requirementChoices}
        draft={draft}
        errors={errors}
      />
      <Checkbox name="proximityToHospital" label={t.proximity} defaultChecked={draft.proximityToHospital} />
    </>
  );
}

const budgetRange = { min: budgetLimits.min, max: budgetLimits.max, step: budgetLimits.step };

/**
 * A budget slider; its errors show above both sliders, beside the chosen range. Without JavaScript
 * nothing could show the amount a slider is moved to, so the server renders a number field, which
 * shows its amount itself; once hydrated it becomes the slider.
 */
function BudgetSlider({
  field,
  label,
  value,
  currency,
  errors,
  onValue,
}: {
  field: "budgetMin" | "budgetMax";
  label: string;
  value: number;
  currency: string;
  errors: FieldErrors;
  onValue: (value: number) => void;
}) {
  const hydrated = useHydrated();
  const common = {
    id: field,
    name: field,
    ...budgetRange,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onValue(Number(e.currentTarget.value)),
    ...described(field, errors),
  };
  return (
    <FormField id={field} label={label}>
      {hydrated ? (
        <input type="range" {...common} aria-valuetext={formatBudget(value, currency)} className={styles.range} />
      ) : (
        <input type="number" {...common} className={wizard.control} />
      )}
    </FormField>
  );
}

export function PreferencesStep({ draft, errors }: StepProps) {
  const [budget, setBudget] = useState(() => budgetOrInitial(draft));
  const [currency, setCurrency] = useState<string>(draft.currency);
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
        <FieldError id="budgetMin" message={errors.budgetMin} />
        <FieldError id="budgetMax" message={errors.budgetMax} />
        <div className={styles.fieldGrid}>
          <BudgetSlider
            field="budgetMin"
            label={t.budgetMin}
            value={budget.min}
            currency={currency}
            errors={errors}
            onValue={(min) => setBudget((b) => ({ min, max: Math.max(b.max, min) }))}
          />
          <BudgetSlider
            field="budgetMax"
            label={t.budgetMax}
            value={budget.max}
            currency={currency}
            errors={errors}
            onValue={(max) => setBudget((b) => ({ min: Math.min(b.min, max), max }))}
          />
        </div>
        <div className={styles.rangeLabels} aria-hidden="true">
          <span>{formatBudget(budgetLimits.min, currency)}</span>
          <span>{formatBudget(budgetLimits.max, currency)}</span>
        </div>
      </fieldset>

      <div className={styles.fieldGrid}>
        <Field
          field="currency"
          label={t.currency}
          errors={errors}
          control={(props) => (
            <select {...props} defaultValue={draft.currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
              {currencyOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          field="companionCount"
          label={t.companions}
          errors={errors}
          help={t.companionsHelp}
          control={(props) => (
            <select {...props} defaultValue={String(draft.companionCount)}>
              {companionOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        />
      </div>

      {toggleGroups.map(({ legend, toggles }) => (
        <fieldset key={legend} className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          {toggles.map(({ name, label }) => (
            <Checkbox key={name} name={name} label={label} defaultChecked={draft[name]} />
          ))}
        </fieldset>
      ))}

      <CheckboxChoices
        field="culturalInterests"
        legend={t.culturalInterests}
        options={interestChoices}
        draft={draft}
        errors={errors}
      />

      <Field
        field="additionalNotes"
        label={t.notes}
        errors={errors}
        help={t.notesHelp}
        control={(props) => (
          <textarea {...props} rows={4} maxLength={NOTE_MAX_LENGTH} defaultValue={draft.additionalNotes} />
        )}
      />
    </>
  );
}

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
