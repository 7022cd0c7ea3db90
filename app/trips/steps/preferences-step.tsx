import { useState } from "react";
import { budgetLimits } from "~content/trip-planner";
import type { FormConstraint } from "~/forms/constraint";
import { Money } from "~/i18n/money";
import { CheckboxField, SelectField, TextareaField } from "~/ui/forms";
import { budgetShown, isTicked, textOf } from "../plan-form";
import { usePlanContent } from "../planner-content";
import * as styles from "../plan.css";
import { BudgetSlider } from "./budget-slider";
import { CheckboxChoices, type StepProps } from "./plan-choices";
import { toggleGroups } from "./preference-toggles";

/** Step 4: the budget range (shown as it moves), currency, companions, services, transport, interests, notes. */
export function PreferencesStep({ values, errors, constraint }: StepProps & { constraint: FormConstraint }) {
  const { currencyOptions, companionOptions, culturalInterestOptions, wizardTexts: t } = usePlanContent();
  const currencyChoices = currencyOptions.map((option) => ({ value: option.id, label: option.name }));
  const companionChoices = companionOptions.map((option) => ({ value: String(option.value), label: option.label }));
  const interestChoices = culturalInterestOptions.map((interest) => ({ value: interest.id, label: interest.name }));
  const [budget, setBudget] = useState(() => budgetShown(values));
  const [currency, setCurrency] = useState(() => textOf(values, "currency"));
  return (
    <>
      <p className={styles.stepIntro}>{t.budgetIntro}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.budgetRange}</legend>
        <p aria-live="polite">
          <strong>
            <Money amount={budget.min} currency={currency} openEndAt={budgetLimits.max} /> –{" "}
            <Money amount={budget.max} currency={currency} openEndAt={budgetLimits.max} />
          </strong>
        </p>
        <div className={styles.fieldGrid}>
          <BudgetSlider
            field="budgetMin"
            label={t.budgetMin}
            value={budget.min}
            currency={currency}
            errors={errors.budgetMin}
            onValue={(min) => setBudget((b) => ({ min, max: Math.max(b.max, min) }))}
          />
          <BudgetSlider
            field="budgetMax"
            label={t.budgetMax}
            value={budget.max}
            currency={currency}
            errors={errors.budgetMax}
            onValue={(max) => setBudget((b) => ({ min: Math.min(b.min, max), max }))}
          />
        </div>
        <div className={styles.rangeLabels} aria-hidden="true">
          <Money amount={budgetLimits.min} currency={currency} openEndAt={budgetLimits.max} />
          <Money amount={budgetLimits.max} currency={currency} openEndAt={budgetLimits.max} />
        </div>
      </fieldset>

      <div className={styles.fieldGrid}>
        <SelectField
          label={t.currency}
          errors={errors.currency}
          options={currencyChoices}
          selectProps={{
            id: "currency",
            name: "currency",
            defaultValue: textOf(values, "currency"),
            onChange: (e) => setCurrency(e.currentTarget.value),
          }}
        />
        <SelectField
          label={t.companions}
          errors={errors.companionCount}
          hint={t.companionsHelp}
          options={companionChoices}
          selectProps={{ id: "companionCount", name: "companionCount", defaultValue: textOf(values, "companionCount") }}
        />
      </div>

      {toggleGroups.map(({ legend, toggles }) => (
        <fieldset key={legend} className={styles.fieldset}>
          <legend className={styles.legend}>{t[legend]}</legend>
          {toggles.map(({ name, label }) => (
            <CheckboxField
              key={name}
              label={t[label]}
              errors={errors[name]}
              inputProps={{ id: name, name, defaultChecked: isTicked(values, name) }}
            />
          ))}
        </fieldset>
      ))}

      <CheckboxChoices
        field="culturalInterests"
        legend={t.culturalInterests}
        options={interestChoices}
        values={values}
        errors={errors}
      />

      <TextareaField
        label={t.notes}
        errors={errors.additionalNotes}
        hint={t.notesHelp}
        textareaProps={{
          id: "additionalNotes",
          name: "additionalNotes",
          rows: 4,
          maxLength: constraint.additionalNotes?.maxLength,
          defaultValue: textOf(values, "additionalNotes"),
        }}
      />
    </>
  );
}
