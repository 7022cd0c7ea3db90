import { data, redirect, type RouterContextProvider } from "react-router";
import { planToasts, WIZARD_STEP_COUNT } from "~content/trip-planner";
import { getUserId } from "~/auth/session.server";
import { readFormBody } from "~/forms/request-body.server";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { clearDraft, readDraft, saveDraft } from "./draft-cookie.server";
import { parseStep, todayIso, type TripDraft, type WizardStep } from "./plan-draft";
import { applyStepForm, checkPlan, type FieldErrors, type PlanProblem } from "./plan-rules.server";
import { listAccommodationOptions, storeTripPlan, tripPlanRow } from "./trip-plans.server";
import { loggableError } from "~/utils/loggable-error";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

type PlanTab = "planner" | "overview";

/** Where the wizard shows a step; the anchor keeps the planner in view after each post. */
function planStepPath(step: WizardStep) {
  return `/plan?step=${step}#trip-planner`;
}

/** Where a stored plan leaves the visitor: a fresh wizard, with the success toast. */
const AFTER_SUBMIT_PATH = "/plan#trip-planner";

export async function loadPlanPage({ request }: Args) {
  const url = new URL(request.url);
  const tab: PlanTab = url.searchParams.get("tab") === "overview" ? "overview" : "planner";
  const step = parseStep(url.searchParams.get("step"));
  const [{ draft }, userId] = await Promise.all([readDraft(request), getUserId(request)]);
  // Part 2 §7 call 1: the options are read when the accommodation step opens.
  const accommodations = tab === "planner" && step === 3 ? await listAccommodationOptions() : [];
  return { tab, step, draft, signedIn: userId !== null, accommodations, today: todayIso() };
}

type PlanActionData =
  | { kind: "step"; step: WizardStep; errors: FieldErrors; shown: TripDraft }
  | { kind: "problems"; problems: PlanProblem[] }
  | { kind: "toast" };

/**
 * Every wizard button posts here. Previous/Next (and "Show Matching Options") validate the
 * current step's fields, merge them into the draft cookie and redirect to the next step;
 * invalid fields are answered in place with what was typed. "Submit" stores the plan.
 */
export async function handlePlanAction(args: Args) {
  const form = await readFormBody(args.request);
  const intent = form.get("intent");
  if (intent === "submit") return submitPlan(args);

  const step = parseStep(form.get("step"));
  const stored = await readDraft(args.request);
  let draft = stored.draft;
  if (step !== 5) {
    const result = applyStepForm(step, form, draft, todayIso());
    if (!result.ok) {
      return data<PlanActionData>({ kind: "step", step, errors: result.errors, shown: result.shown }, { status: 400 });
    }
    draft = result.draft;
  }
  const target = intent === "previous" ? step - 1 : intent === "next" ? step + 1 : step;
  const next = Math.min(Math.max(target, 1), WIZARD_STEP_COUNT) as WizardStep;
  return redirect(planStepPath(next), { headers: { "Set-Cookie": await saveDraft({ ...stored, draft }) } });
}

async function submitPlan(args: Args) {
  const userId = await getUserId(args.request);
  if (!userId) {
    // Part 2 §6: only a signed-in user can submit; nothing is stored and the draft is kept.
    return dataWithToast<PlanActionData>(
      args,
      { kind: "toast" },
      { ...planToasts.authRequired, variant: "destructive" },
    );
  }
  const { planId, draft } = await readDraft(args.request);
  const problems = checkPlan(draft, todayIso());
  if (problems.length > 0) return data<PlanActionData>({ kind: "problems", problems }, { status: 400 });
  try {
    await storeTripPlan(tripPlanRow(planId ?? crypto.randomUUID(), userId, draft));
  } catch (error) {
    console.error("Storing the trip plan failed", loggableError(error));
    return dataWithToast<PlanActionData>(args, { kind: "toast" }, { ...planToasts.failed, variant: "destructive" });
  }
  return redirectWithToast(args.request, AFTER_SUBMIT_PATH, planToasts.submitted, {
    headers: { "Set-Cookie": await clearDraft() },
  });
}
