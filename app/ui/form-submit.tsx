import type { ButtonHTMLAttributes, ReactNode } from "react";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";
import { button } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./forms.css";

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
  variant?: keyof typeof button;
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
