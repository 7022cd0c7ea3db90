import type { ReactNode } from "react";
import { CheckboxField, ErrorList, RadioGroup } from "~/ui/forms";
import * as ui from "~/styles/ui.css";
import { listOf, textOf, type PlanFieldErrors, type PlanFormValues } from "../plan-form";
import * as styles from "../plan.css";

/** What every step of the planner draws its fields from. */
export type StepProps = { values: PlanFormValues; errors: PlanFieldErrors };

/** The id of a group's first choice, which the error summary links to. */
export const firstChoiceId = (field: string) => `${field}-0`;

/**
 * The choices of a field as radio buttons, each in a card (the chosen card is marked without
 * JavaScript), then `children`.
 */
export function ChoiceCards<Choice extends { id: string; name: string }>({
  field,
  legend,
  hideLegend = false,
  values,
  errors,
  choices,
  onChoose,
  detail,
  children,
}: StepProps & {
  field: "treatmentType" | "hotelType";
  legend: string;
  hideLegend?: boolean;
  choices: readonly Choice[];
  onChoose: (id: string) => void;
  detail: (choice: Choice) => ReactNode;
  children?: ReactNode;
}) {
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  return (
    <>
      <RadioGroup
        id={field}
        name={field}
        legend={hideLegend ? <span className={ui.visuallyHidden}>{legend}</span> : legend}
        errors={errors[field]}
        defaultValue={textOf(values, field)}
        options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        className={styles.fieldset}
        optionsClassName={styles.choiceGrid}
        renderOption={(option, inputProps) => (
          <label htmlFor={inputProps.id} className={styles.choiceCard}>
            <input {...inputProps} className={styles.choiceInput} onChange={() => onChoose(option.value)} />
            <span className={styles.choiceText}>
              <strong>{option.label}</strong>
              {detail(byId.get(option.value)!)}
            </span>
          </label>
        )}
      />
      {children}
    </>
  );
}

/** The options of a list field as checkboxes in a fieldset, its message under the legend. */
export function CheckboxChoices({
  field,
  legend,
  values,
  errors,
  options,
}: StepProps & { field: string; legend: string; options: readonly { value: string; label: string }[] }) {
  const chosen = listOf(values, field);
  const errorId = `${field}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={errors[field]?.length ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <ErrorList id={errorId} errors={errors[field]} />
      <div className={styles.checkGrid}>
        {options.map((option, index) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            inputProps={{
              id: `${field}-${index}`,
              name: field,
              value: option.value,
              defaultChecked: chosen.includes(option.value),
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
