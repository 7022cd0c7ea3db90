import type { SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import {
  controlProps,
  FieldLabel,
  FieldShell,
  initialText,
  useFieldIds,
  type AnyFieldMetadata,
  type FieldFrame,
} from "./form-field";
import * as styles from "./forms.css";

/** A labelled `<textarea>`. */
export function TextareaField({
  meta,
  textareaProps = {},
  label,
  hint,
  errors,
  markOptional,
  markRequired = true,
  className,
}: FieldFrame & { meta?: AnyFieldMetadata; textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const ids = useFieldIds({ meta, id: textareaProps.id, hint, errors });
  const { key, ...conformProps } = controlProps(meta);
  const required = textareaProps.required ?? meta?.required;
  return (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <FieldLabel
        htmlFor={ids.controlId}
        label={label}
        required={required && markRequired}
        markOptional={markOptional}
      />
      <textarea
        key={key}
        className={styles.control}
        {...conformProps}
        defaultValue={initialText(meta)}
        {...ids.aria}
        {...textareaProps}
        id={ids.controlId}
        required={required}
      />
    </FieldShell>
  );
}

export type SelectOption = { value: string; label: string };

/** A labelled `<select>`; `placeholder` adds a first, empty choice ("Select a treatment"). */
export function SelectField({
  meta,
  selectProps = {},
  options,
  placeholder,
  label,
  hint,
  errors,
  markOptional,
  markRequired = true,
  className,
}: FieldFrame & {
  meta?: AnyFieldMetadata;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  const ids = useFieldIds({ meta, id: selectProps.id, hint, errors });
  const { key, ...conformProps } = controlProps(meta);
  const required = selectProps.required ?? meta?.required;
  return (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <FieldLabel
        htmlFor={ids.controlId}
        label={label}
        required={required && markRequired}
        markOptional={markOptional}
      />
      <select
        key={key}
        className={styles.control}
        {...conformProps}
        defaultValue={initialText(meta)}
        {...ids.aria}
        {...selectProps}
        id={ids.controlId}
        required={required}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
