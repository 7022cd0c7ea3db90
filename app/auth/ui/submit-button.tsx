import type { ReactNode } from "react";
import { button } from "~/styles/ui.css";
import * as styles from "./auth.css";

/** Disabled with a spinner while its request runs (§2 Auth), so a second click cannot resend it. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = "primary",
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: "primary" | "outline";
}) {
  return (
    <button type="submit" className={`${button[variant]} ${styles.fullWidth}`} disabled={pending}>
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
