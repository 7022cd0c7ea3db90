import type { InputHTMLAttributes, ReactNode } from "react";
import type { FieldMetadata } from "~/forms/use-form";
import {
  controlProps,
  FieldError,
  FieldShell,
  useFieldIds,
  type FieldFrame,
  type ListOfErrors,
  validConstraints,
} from "./form-field";
import type { SelectOption } from "./form-text-fields";
import * as styles from "./forms.css";

/** A check box with its label beside it (consents, "remember me", single yes/no answers). */
export function CheckboxField({
  meta,
  inputProps = {},
  label,
  hint,
  errors,
  className,
}: Omit<FieldFrame, "markOptional" | "markRequired"> & {
  meta?: FieldMetadata;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type">;
}) {
  const ids = useFieldIds({ meta, id: inputProps.id, hint, errors });
  const { key, ...conformProps } = controlProps(meta);
  const checked = meta?.initialValue === (inputProps.value ?? "on");
  return (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <label htmlFor={ids.controlId} className={styles.choice}>
        <input
          key={key}
          className={styles.choiceInput}
          {...validConstraints(
            { ...conformProps, defaultChecked: meta ? checked : undefined, ...ids.aria, ...inputProps },
            "checkbox",
          )}
          type="checkbox"
          id={ids.controlId}
          required={inputProps.required ?? meta?.required}
        />
        <span>{label}</span>
      </label>
    </FieldShell>
  );
}

/**
 * A group of radio buttons in a fieldset: the legend names the question, the error and hint
 * describe the group. `renderOption` draws a choice differently (e.g. as a card); it gets the
 * ready input props.
 */
export function RadioGroup({
  meta,
  id,
  name,
  options,
  legend,
  hint,
  errors,
  defaultValue,
  required,
  className,
  optionsClassName,
  renderOption,
}: {
  meta?: FieldMetadata;
  /** The group's id when it has no `meta`: choice n gets `${id}-n`, the error `${id}-error`. */
  id?: string;
  name?: string;
  options: readonly SelectOption[];
  legend: ReactNode;
  hint?: ReactNode;
  errors?: ListOfErrors;
  defaultValue?: string;
  required?: boolean;
  className?: string;
  /** Class of a wrapper around the choices (e.g. a grid of cards). */
  optionsClassName?: string;
  renderOption?: (option: SelectOption, inputProps: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
}) {
  const ids = useFieldIds({ meta, id, hint, errors });
  const fieldName = name ?? meta?.name ?? ids.controlId;
  const chosen = defaultValue ?? (typeof meta?.initialValue === "string" ? meta.initialValue : undefined);
  const isRequired = required ?? meta?.required;
  const choices = options.map((option, index) => {
    const inputProps: InputHTMLAttributes<HTMLInputElement> = {
      type: "radio",
      id: `${ids.controlId}-${index}`,
      name: fieldName,
      value: option.value,
      defaultChecked: chosen === option.value,
      required: isRequired,
      "aria-invalid": ids.aria["aria-invalid"],
      className: styles.choiceInput,
    };
    return renderOption ? (
      <div key={option.value}>{renderOption(option, inputProps)}</div>
    ) : (
      <label key={option.value} htmlFor={inputProps.id} className={styles.choice}>
        <input {...inputProps} />
        <span>{option.label}</span>
      </label>
    );
  });
  return (
    <fieldset
      className={className ? `${styles.fieldset} ${className}` : styles.fieldset}
      aria-describedby={ids.aria["aria-describedby"]}
    >
      <legend className={styles.legend}>
        {legend}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <div id={ids.hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={ids.errorId} errors={ids.shownErrors} />
      {optionsClassName ? <div className={optionsClassName}>{choices}</div> : choices}
    </fieldset>
  );
}
