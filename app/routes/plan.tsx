import { data, Link, redirect } from "react-router";
import { planTabs, planToasts, WIZARD_STEP_COUNT } from "~content/trip-planner";
import { site } from "~content/site";
import * as ui from "~/styles/ui.css";
import { PlanHero } from "~/trips/plan-hero";
import { PlanOverview } from "~/trips/plan-overview";
import { TripWizard } from "~/trips/trip-wizard";
import * as styles from "~/trips/plan.css";
import { getUserId } from "~/auth/session.server";
import { readFormBody } from "~/forms/request-body.server";
import { loggableError } from "~/utils/loggable-error";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { clearDraft, readDraft, saveDraft } from "~/trips/draft-cookie.server";
import { parseStep, todayIso, type TripDraft, type WizardStep } from "~/trips/plan-draft";
import { applyStepForm, checkPlan, type FieldErrors, type PlanProblem } from "~/trips/plan-rules.server";
import { listAccommodationOptions, storeTripPlan, tripPlanRow } from "~/trips/trip-plans.server";
import type { Route } from "./+types/plan";

export function meta() {
  return [
    { title: `Plan Your Trip | ${site.name}` },
    {
      name: "description",
      content:
        "Plan your medical trip to Egypt in five steps: treatment, travel dates, accommodation, budget and preferences. Our coordinators reply within 24 hours.",
    },
  ];
}

type PlanTab = "planner" | "overview";

/** Where the wizard shows a step; the anchor keeps the planner in view after each post. */
function planStepPath(step: WizardStep) {
  return `/plan?step=${step}#trip-planner`;
}

/** Where a stored plan leaves the visitor: its confirmation page, naming the plan and what happens next. */
function planConfirmationPath(planId: string) {
  return `/plan/submitted/${planId}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab: PlanTab = url.searchParams.get("tab") === "overview" ? "overview" : "planner";
  const step = parseStep(url.searchParams.get("step"));
  const { draft } = await readDraft(request);
  const userId = getUserId(context);
  // The options are read when the accommodation step opens.
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
export async function action(args: Route.ActionArgs) {
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

async function submitPlan(args: Route.ActionArgs) {
  const userId = getUserId(args.context);
  if (!userId) {
    // Only a signed-in user can submit; nothing is stored and the draft is kept.
    return dataWithToast<PlanActionData>(
      args,
      { kind: "toast" },
      { ...planToasts.authRequired, variant: "destructive" },
    );
  }
  const { planId, draft } = await readDraft(args.request);
  const problems = checkPlan(draft, todayIso());
  if (problems.length > 0) return data<PlanActionData>({ kind: "problems", problems }, { status: 400 });
  const id = planId ?? crypto.randomUUID();
  try {
    await storeTripPlan(tripPlanRow(id, userId, draft));
  } catch (error) {
    console.error("Storing the trip plan failed", loggableError(error));
    return dataWithToast<PlanActionData>(args, { kind: "toast" }, { ...planToasts.failed, variant: "destructive" });
  }
  return redirectWithToast(args.request, planConfirmationPath(id), planToasts.submitted, {
    headers: { "Set-Cookie": await clearDraft() },
  });
}

const noErrors: FieldErrors = {};

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, step, draft, signedIn, accommodations, today } = loaderData;
  const invalidStep = actionData?.kind === "step" && actionData.step === step ? actionData : null;
  const plannerHref = `/plan?step=${step}#trip-planner`;
  const overviewPath = `/plan?tab=overview&step=${step}`;
  return (
    <>
      <PlanHero plannerHref={plannerHref} overviewPath={overviewPath} />
      <section id="trip-planner" className={ui.section} aria-label="Trip planner">
        <div className={ui.container}>
          <nav aria-label="Trip planning views">
            <ul className={styles.tabList}>
              <li>
                <Link to={plannerHref} className={styles.tab} aria-current={tab === "planner" ? "page" : undefined}>
                  {planTabs.planner}
                </Link>
              </li>
              <li>
                <Link
                  to={`${overviewPath}#trip-planner`}
                  className={styles.tab}
                  aria-current={tab === "overview" ? "page" : undefined}
                >
                  {planTabs.overview}
                </Link>
              </li>
            </ul>
          </nav>
          {tab === "overview" ? (
            <PlanOverview plannerHref={plannerHref} />
          ) : (
            <TripWizard
              step={step}
              draft={draft}
              shown={invalidStep?.shown ?? draft}
              errors={invalidStep?.errors ?? noErrors}
              problems={actionData?.kind === "problems" ? actionData.problems : []}
              signedIn={signedIn}
              accommodations={accommodations}
              today={today}
            />
          )}
        </div>
      </section>
    </>
  );
}
