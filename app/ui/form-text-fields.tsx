import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FieldMetadata } from "~/forms/use-form";
import { useLabelledControl, type FieldFrame } from "./form-field";

/** A labelled `<textarea>`. */
export function TextareaField({
  meta,
  textareaProps = {},
  ...frame
}: FieldFrame & { meta?: FieldMetadata; textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const control = useLabelledControl({ meta, ...frame }, textareaProps, "textarea");
  return control.frame(<textarea key={control.key} {...control.props} />);
}

export type SelectOption = { value: string; label: string };

/**
 * A labelled `<select>`; `placeholder` adds a first, empty choice ("Select a treatment"). HTML lets a
 * select be `required` only when it starts with such an empty choice; one that always holds a value
 * (a currency, a weekday) is announced as required with `aria-required` instead.
 */
export function SelectField({
  meta,
  selectProps = {},
  options,
  placeholder,
  children,
  ...frame
}: FieldFrame & {
  meta?: FieldMetadata;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Options of the caller's own drawing after `options`, such as `<optgroup>`s. */
  children?: ReactNode;
}) {
  const control = useLabelledControl({ meta, ...frame }, selectProps, "select");
  const { required, ...props } = control.props;
  const requiredProps = placeholder !== undefined ? { required } : { "aria-required": required || undefined };
  return control.frame(
    <select key={control.key} {...props} {...requiredProps}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>,
  );
}
