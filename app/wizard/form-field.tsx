import type { ReactNode } from "react";
import * as styles from "./wizard.css";

const errorId = (id: string) => `${id}-error`;

/** A field's error message; `id` is the field's, the message gets `${id}-error`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={errorId(id)} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

/** The aria attributes of the control `id`: its help text (`helpId`) and, when there is one, its error. */
export function fieldAria(id: string, error?: string, helpId?: string) {
  const describedBy = [helpId, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return { "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined };
}

/**
 * A labelled field: the label of the control `id`, then `children` (the control with its help
 * text, in the order the form wants), then the error. The control takes `fieldAria(...)`.
 */
export function FormField({
  id,
  label,
  error,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** Spans every column of a field grid. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? `${styles.field} ${styles.fieldWide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}
