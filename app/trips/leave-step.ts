/** The id of a step's form: the tabs, the hero's button and the default button outside it submit it (`form=`). */
export const PLAN_STEP_FORM_ID = "plan-step";

/** Where a visitor may go from a step after it is saved (the `leave` value of the post). */
export type LeaveTarget = "planner" | "overview" | "sign-in";
