import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";
import { button } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./forms.css";

/**
 * The forms kit: every form of the site is built from these pieces, so labels, hints,
 * error messages and `aria-describedby` are wired in one place (the Epic Stack's
 * `app/components/forms.tsx` is the model).
 *
 * Each field takes either Conform's field metadata (`meta`: name, id, default value,
 * constraints derived from the form's zod schema, errors) or plain props for a form without
 * Conform; `inputProps` and friends are spread last, so a form can add `autoComplete`,
 * `placeholder` or override anything. Ids fall back to `useId`, so a field without `meta`
 * is still labelled and described.
 */

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

// Any field's metadata: the kit reads only its name, ids, constraints and errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFieldMetadata = FieldMetadata<any, any, string[]>;

/** The messages of a form or a field, each on its own line. Renders nothing when there are none. */
export function ErrorList({ id, errors, role }: { id?: string; errors?: ListOfErrors; role?: "alert" }) {
  const messages = errors?.filter((message): message is string => Boolean(message));
  if (!messages?.length) return null;
  return (
    <div id={id} role={role} className={styles.formErrors}>
      {messages.map((message) => (
        <p key={message} className={styles.formErrorLine}>
          {message}
        </p>
      ))}
    </div>
  );
}

/** The first message of a field, tied to its control by `id`. */
function FieldError({ id, errors }: { id: string; errors?: ListOfErrors }) {
  const message = errors?.find(Boolean);
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

type FieldFrame = {
  label: ReactNode;
  /** Help under the control, announced with it. */
  hint?: ReactNode;
  /** Messages to show instead of `meta.errors` (e.g. a live "Passwords do not match"). */
  errors?: ListOfErrors;
  /** Shows "(optional)" after the label of a field that is not required. */
  markOptional?: boolean;
  /** Extra class of the wrapper (e.g. a field spanning a grid's columns). */
  className?: string;
};

/** The ids and aria attributes of one control, worked out once for every kind of field. */
function useFieldIds({
  meta,
  id,
  hint,
  errors,
}: {
  meta?: AnyFieldMetadata;
  id?: string;
  hint?: ReactNode;
  errors?: ListOfErrors;
}) {
  const fallbackId = useId();
  const controlId = id ?? meta?.id ?? fallbackId;
  const hintId = `${controlId}-hint`;
  const errorId = meta && controlId === meta.id ? meta.errorId : `${controlId}-error`;
  const shownErrors = errors ?? meta?.errors;
  const invalid = Boolean(shownErrors?.some(Boolean));
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ");
  return {
    controlId,
    hintId,
    errorId,
    shownErrors,
    aria: { "aria-invalid": invalid ? true : undefined, "aria-describedby": describedBy || undefined },
  };
}

function FieldLabel({
  htmlFor,
  label,
  required,
  markOptional,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  markOptional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          {" "}
          *
        </span>
      ) : markOptional ? (
        <span className={styles.optionalMark}> (optional)</span>
      ) : null}
    </label>
  );
}

function FieldShell({
  className,
  children,
  hint,
  hintId,
  errorId,
  errors,
}: {
  className?: string;
  children: ReactNode;
  hint?: ReactNode;
  hintId: string;
  errorId: string;
  errors?: ListOfErrors;
}) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {children}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** A labelled `<input>` (text, email, tel, password, date, number...). */
export function Field({
  meta,
  inputProps = {},
  label,
  hint,
  errors,
  markOptional,
  className,
}: FieldFrame & { meta?: AnyFieldMetadata; inputProps?: InputHTMLAttributes<HTMLInputElement> }) {
  const ids = useFieldIds({ meta, id: inputProps.id, hint, errors });
  const type = (inputProps.type ?? "text") as Parameters<typeof getInputProps>[1]["type"];
  const { key, ...conformProps } = meta ? getInputProps(meta, { type, ariaAttributes: false }) : { key: undefined };
  const required = inputProps.required ?? meta?.required;
  return (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} markOptional={markOptional} />
      <input
        key={key}
        className={styles.control}
        {...conformProps}
        {...ids.aria}
        {...inputProps}
        id={ids.controlId}
        required={required}
      />
    </FieldShell>
  );
}

/** A labelled `<textarea>`. */
export function TextareaField({
  meta,
  textareaProps = {},
  label,
  hint,
  errors,
  markOptional,
  className,
}: FieldFrame & { meta?: AnyFieldMetadata; textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const ids = useFieldIds({ meta, id: textareaProps.id, hint, errors });
  const { key, ...conformProps } = meta ? getTextareaProps(meta, { ariaAttributes: false }) : { key: undefined };
  const required = textareaProps.required ?? meta?.required;
  return (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} markOptional={markOptional} />
      <textarea
        key={key}
        className={styles.control}
        {...conformProps}
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
  className,
}: FieldFrame & {
  meta?: AnyFieldMetadata;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  const ids = useFieldIds({ meta, id: selectProps.id, hint, errors });
  const { key, ...conformProps } = meta ? getSelectProps(meta, { ariaAttributes: false }) : { key: undefined };
  const required = selectProps.required ?? meta?.required;
  return (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} markOptional={markOptional} />
      <select
        key={key}
        className={styles.control}
        {...conformProps}
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

/** A check box with its label beside it (consents, "remember me", single yes/no answers). */
export function CheckboxField({
  meta,
  inputProps = {},
  label,
  hint,
  errors,
  className,
}: Omit<FieldFrame, "markOptional"> & {
  meta?: AnyFieldMetadata;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type">;
}) {
  const ids = useFieldIds({ meta, id: inputProps.id, hint, errors });
  const { key, ...conformProps } = meta
    ? getInputProps(meta, { type: "checkbox", ariaAttributes: false })
    : { key: undefined };
  return (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <label htmlFor={ids.controlId} className={styles.choice}>
        <input
          key={key}
          className={styles.choiceInput}
          {...conformProps}
          {...ids.aria}
          {...inputProps}
          type="checkbox"
          id={ids.controlId}
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
  name,
  options,
  legend,
  hint,
  errors,
  defaultValue,
  required,
  className,
  renderOption,
}: {
  meta?: AnyFieldMetadata;
  name?: string;
  options: readonly SelectOption[];
  legend: ReactNode;
  hint?: ReactNode;
  errors?: ListOfErrors;
  defaultValue?: string;
  required?: boolean;
  className?: string;
  renderOption?: (option: SelectOption, inputProps: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
}) {
  const ids = useFieldIds({ meta, hint, errors });
  const fieldName = name ?? meta?.name ?? ids.controlId;
  const chosen = defaultValue ?? (typeof meta?.initialValue === "string" ? meta.initialValue : undefined);
  const isRequired = required ?? meta?.required;
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
      {options.map((option, index) => {
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
      })}
    </fieldset>
  );
}

/**
 * The submit button. While its request runs it is disabled and shows a spinner and
 * `pendingLabel`, so a second click cannot send the form twice.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = "primary",
  className,
  disabled,
  ...props
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: "primary" | "outline";
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children">) {
  return (
    <button
      type="submit"
      className={[button[variant], styles.submit, className].filter(Boolean).join(" ")}
      {...props}
      disabled={pending || disabled}
    >
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/**
 * Marks a post the browser sends by itself (no JavaScript yet or at all), so the action answers
 * it with a redirect instead of data; see app/forms/plain-post.ts. Put it inside a form that a
 * fetcher submits once the page has hydrated.
 */
export function PlainPostMarker() {
  const hydrated = useHydrated();
  return hydrated ? null : <input type="hidden" name={PLAIN_POST_FIELD} value="1" />;
}
