import type { MouseEvent } from "react";
import { useSubmit } from "react-router";

/** The id of a step's form: the tabs outside it submit it (`form=`), the links below find it. */
export const PLAN_STEP_FORM_ID = "plan-step";

/** Where a visitor may go from a step after it is saved (the `leave` value of the post). */
export type LeaveTarget = "planner" | "overview" | "sign-in";

/**
 * With JavaScript, a link away from a step with fields (the hero's "Learn About Our Process",
 * "Log in") first saves what was typed on the step, as the tabs do with their submit buttons:
 * it posts the step's form with `leave`, and the action saves it and redirects there. Without
 * a step form on the page the link just navigates.
 */
export function useSaveAndLeave() {
  const submit = useSubmit();
  return (event: MouseEvent, leave: LeaveTarget) => {
    const form = document.getElementById(PLAN_STEP_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return false;
    event.preventDefault();
    const values = new FormData(form);
    values.set("leave", leave);
    void submit(values, { method: "post", action: form.getAttribute("action") ?? undefined });
    return true;
  };
}
