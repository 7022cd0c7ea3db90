import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import * as styles from "./auth.css";

type FieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  /**
   * Set here because Conform's constraint reader does not see zod 4.6's length checks;
   * the schema holds the same limit.
   */
  maxLength: number;
  optional?: boolean;
  /** A message shown instead of the field's own (the live "Passwords do not match"). */
  error?: string;
  /** Help under the input (the password checklist), announced with the field. */
  description?: ReactNode;
};

/** A labelled input whose error sits next to it and is tied to it for screen readers. */
export function Field({ meta, label, type, autoComplete, maxLength, optional, error, description }: FieldProps) {
  const message = error ?? meta.errors?.[0];
  const describedBy = [description ? meta.descriptionId : null, message ? meta.errorId : null]
    .filter(Boolean)
    .join(" ");
  const inputProps = getInputProps(meta, { type, ariaAttributes: false });
  return (
    <div className={styles.field}>
      <label htmlFor={meta.id} className={styles.label}>
        {label}
        {optional ? (
          <span className={styles.optional}> (optional)</span>
        ) : (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        {...inputProps}
        key={inputProps.key}
        className={styles.input}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {description ? <div id={meta.descriptionId}>{description}</div> : null}
      {message ? (
        <p id={meta.errorId} className={styles.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className={styles.formError}>
      {errors.map((error) => (
        <p key={error} className={styles.formErrorLine}>
          {error}
        </p>
      ))}
    </div>
  );
}
