import type { SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FieldMetadata } from "~/forms/use-form";
import { useLabelledControl, type FieldFrame } from "./form-field";

/** A labelled `<textarea>`. */
export function TextareaField({
  meta,
  textareaProps = {},
  ...frame
}: FieldFrame & { meta?: FieldMetadata; textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const control = useLabelledControl({ meta, ...frame }, textareaProps);
  return control.frame(<textarea key={control.key} {...control.props} />);
}

export type SelectOption = { value: string; label: string };

/** A labelled `<select>`; `placeholder` adds a first, empty choice ("Select a treatment"). */
export function SelectField({
  meta,
  selectProps = {},
  options,
  placeholder,
  ...frame
}: FieldFrame & {
  meta?: FieldMetadata;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  const control = useLabelledControl({ meta, ...frame }, selectProps);
  return control.frame(
    <select key={control.key} {...control.props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
}
