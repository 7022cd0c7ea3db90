import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { PLAN_STEP_FORM_ID, type LeaveTarget } from "./leave-step";

/**
 * A way off a planner step that saves the step first, with or without JavaScript: a submit button of
 * the step's form with `leave`, so the action saves what was typed and then goes there (a refused
 * step is answered in place with its messages, as the tabs are). Decision 0145.
 */
export function LeaveButton({
  leave,
  formAction,
  className,
  children,
}: {
  leave: LeaveTarget;
  /** Where to post instead of the form's action (which ends in the planner's anchor). */
  formAction?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      form={PLAN_STEP_FORM_ID}
      formAction={formAction}
      name="leave"
      value={leave}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * Enter in a field submits with the form's first submit button in document order, and the tabs and the
 * hero's button come before the form: this hidden Next, first of all, keeps Enter meaning Next.
 */
export function DefaultNextButton() {
  const t = useT();
  return (
    <button
      type="submit"
      form={PLAN_STEP_FORM_ID}
      name="intent"
      value="next"
      className={ui.visuallyHidden}
      tabIndex={-1}
      aria-hidden="true"
    >
      {t("wizard.next")}
    </button>
  );
}
