import type { FieldMetadata } from "~/forms/use-form";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useFormMessage } from "~/i18n/form-message";
import { useT } from "~/i18n/use-t";
import * as styles from "./forms.css";

// The pieces every field of the kit (app/ui/forms.tsx) is drawn with, and the text input.

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

/** The kind of control a field draws: an input's `type`, or "textarea" or "select". */
export type ControlKind = string;

// The input types HTML lets carry `pattern`, `minlength` and `maxlength`; the others (number, date, checkbox...)
// and a select refuse them, and a textarea takes only the lengths. A schema does not know how its field is drawn,
// and a form may pass a constraint for every field alike, so the kit drops what a control's kind refuses.
const textInputTypes = new Set(["text", "search", "url", "tel", "email", "password"]);

type Constrained = { pattern?: string; minLength?: number; maxLength?: number };

/** The props without the constraints that are invalid markup on this kind of control (React leaves out `undefined`). */
export function validConstraints<Props extends Constrained>(props: Props, kind: ControlKind): Props {
  const text = textInputTypes.has(kind);
  const lengths = text || kind === "textarea";
  return {
    ...props,
    pattern: text ? props.pattern : undefined,
    minLength: lengths ? props.minLength : undefined,
    maxLength: lengths ? props.maxLength : undefined,
  };
}

/**
 * What a control takes from its field's metadata (app/forms/use-form.ts): its name, id, form,
 * constraints and default value, plus the `key` that makes React replace it when a successful
 * answer resets the form.
 */
export function controlProps(meta: FieldMetadata | undefined) {
  if (!meta) return { key: undefined };
  return {
    key: meta.key,
    name: meta.name,
    form: meta.formId,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    pattern: meta.pattern,
  };
}

export const initialText = (meta: FieldMetadata | undefined) =>
  typeof meta?.initialValue === "string" ? meta.initialValue : undefined;

/** The first message of a field, tied to its control by `id`, in the page's language (schemas carry keys). */
export function FieldError({ id, errors }: { id: string; errors?: ListOfErrors }) {
  const formMessage = useFormMessage();
  const message = errors?.find(Boolean);
  return message ? (
    <p id={id} className={styles.error}>
      {formMessage(message)}
    </p>
  ) : null;
}

export type FieldFrame = {
  label: ReactNode;
  /** Help under the control, announced with it. */
  hint?: ReactNode;
  /** Messages to show instead of `meta.errors` (e.g. a live "Passwords do not match"). */
  errors?: ListOfErrors;
  /** Shows "(optional)" after the label of a field that is not required. */
  markOptional?: boolean;
  /** False leaves the asterisk off a required field's label (a form with a single field). */
  markRequired?: boolean;
  /** Extra class of the wrapper (e.g. a field spanning a grid's columns). */
  className?: string;
};

/** The ids and aria attributes of one control, worked out once for every kind of field. */
export function useFieldIds({
  meta,
  id,
  hint,
  errors,
}: {
  meta?: FieldMetadata;
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

export function FieldLabel({
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
  const t = useT();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          {" "}
          *
        </span>
      ) : markOptional ? (
        <span className={styles.optionalMark}> {t("forms.optional")}</span>
      ) : null}
    </label>
  );
}

export function FieldShell({
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

/**
 * What every labelled control shares: its props (Conform's, then the ids and aria attributes,
 * then the caller's own) and the frame it is drawn in (label, hint, error).
 */
export function useLabelledControl<Own extends { id?: string; required?: boolean }>(
  { meta, label, hint, errors, markOptional, markRequired = true, className }: FieldFrame & { meta?: FieldMetadata },
  own: Own,
  kind: ControlKind,
) {
  const ids = useFieldIds({ meta, id: own.id, hint, errors });
  const { key, ...conformProps } = controlProps(meta);
  const required = own.required ?? meta?.required;
  const { id: _ownId, ...ownProps } = own;
  // The id leads, so the markup reads `id="..." ... aria-invalid` like a hand-written control.
  const props = validConstraints(
    {
      id: ids.controlId,
      className: styles.control,
      ...conformProps,
      defaultValue: initialText(meta),
      ...ids.aria,
      ...ownProps,
      required,
    },
    kind,
  );
  const frame = (control: ReactNode) => (
    <FieldShell className={className} hint={hint} hintId={ids.hintId} errorId={ids.errorId} errors={ids.shownErrors}>
      <FieldLabel
        htmlFor={ids.controlId}
        label={label}
        required={required && markRequired}
        markOptional={markOptional}
      />
      {control}
    </FieldShell>
  );
  return { key, props, frame };
}

const leftToRightTypes = new Set(["email", "tel", "url", "password"]);

/** A labelled `<input>` (text, email, tel, password, date, number...). */
export function Field({
  meta,
  inputProps = {},
  ...frame
}: FieldFrame & { meta?: FieldMetadata; inputProps?: InputHTMLAttributes<HTMLInputElement> }) {
  const control = useLabelledControl({ meta, ...frame }, inputProps, inputProps.type ?? "text");
  // Addresses, numbers and links read left to right inside Arabic pages too.
  const dir = inputProps.type && leftToRightTypes.has(inputProps.type) ? "ltr" : undefined;
  return control.frame(<input key={control.key} type="text" dir={dir} {...control.props} />);
}
