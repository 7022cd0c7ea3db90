import { data, redirect } from "react-router";
import { aboutRequestOf, attachToChosenRequest, openRequestChoices } from "~/cases/about-request.server";
import { WIZARD_STEP_COUNT } from "~content/trip-planner";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { site } from "~content/site";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { PlanHero } from "~/trips/plan-hero";
import { PlanOverview } from "~/trips/plan-overview";
import { PlanTabs, type PlanTab } from "~/trips/plan-tabs";
import { PlanContentProvider } from "~/trips/planner-content";
import { overviewContent, planContent, plannerTexts } from "~/trips/planner-content.server";
import { TripWizard } from "~/trips/trip-wizard";
import { getUserId } from "~/auth/session.server";
import { nightlyPrices, nightRate } from "~/hotels/nightly-prices.server";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { loggableError } from "~/utils/loggable-error";
import { respond } from "~/forms/outcome.server";
import { clearDraft, readDraft, readTypedStep, saveDraft } from "~/trips/draft-cookie.server";
import { keptStep } from "~/trips/step-draft.server";
import { parseStep, todayIso, type WizardStep } from "~/trips/plan-draft";
import type { LeaveTarget } from "~/trips/leave-step";
import { formValuesOf, type PlanFieldErrors, type PlanFormValues } from "~/trips/plan-form";
import { applyStepForm, checkPlan, type PlanProblem } from "~/trips/plan-rules.server";
import { stepSchema } from "~/trips/plan-schema";
import { listAccommodationOptions, storeTripPlan, tripPlanRow } from "~/trips/trip-plans.server";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/plan";
import { siteShareImage } from "~/utils/share-image";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({
    title: `${loaderData.meta.title} | ${site.name}`,
    description: loaderData.meta.description,
    image: loaderData.meta.image,
    path: "/plan",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
}

/** Where the wizard shows a step; the anchor keeps the planner in view after each post. */
function planStepPath(step: WizardStep) {
  return `/plan?step=${step}#trip-planner`;
}

function overviewPath(step: WizardStep) {
  return `/plan?tab=overview&step=${step}`;
}

/** Where a tab or link away from a step leads once the step is saved (sign-in comes back in the page's language). */
function leavePath(leave: LeaveTarget, step: WizardStep, context: Route.ActionArgs["context"]) {
  if (leave === "overview") return `${overviewPath(step)}#trip-planner`;
  if (leave === "sign-in") return `/auth?${new URLSearchParams({ redirectTo: pathFor(context, `/plan?step=${step}`) })}`;
  return planStepPath(step);
}

const isLeaveTarget = (value: unknown): value is LeaveTarget =>
  value === "planner" || value === "overview" || value === "sign-in";

/** Where a stored plan leaves the visitor: its confirmation page, naming the plan and what happens next. */
function planConfirmationPath(planId: string) {
  return `/plan/submitted/${planId}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab: PlanTab = url.searchParams.get("tab") === "overview" ? "overview" : "planner";
  const step = parseStep(url.searchParams.get("step"));
  const { draft } = await readDraft(request);
  const today = todayIso();
  // What was typed on this step and refused when it was saved in passing (decision 0145).
  const kept =
    tab === "planner" && step !== 5
      ? keptStep(step, draft, await readTypedStep(request), today, getLocale(context))
      : null;
  const userId = getUserId(context);
  // The options are read when the accommodation step opens.
  const accommodations = tab === "planner" && step === 3 ? await listAccommodationOptions(getLocale(context)) : [];
  // The step's constraints, derived from its schema, so the page does not load zod.
  const constraint = step === 5 ? {} : formConstraint(stepSchema(step, today, draft.treatmentType));
  const t = getTranslator(context);
  const meta = { title: t("planner.meta.title"), description: t("planner.meta.description"), image: siteShareImage(getLocale(context)) };
  const texts = plannerTexts(context);
  return {
    meta,
    content: await planContent(texts, getLocale(context), nightRate(await nightlyPrices())),
    overview: tab === "overview" ? overviewContent(texts) : null,
    tab,
    step,
    draft,
    kept,
    signedIn: userId !== null,
    accommodations,
    today,
    constraint,
    openRequests: step === 5 && tab === "planner" ? await openRequestChoices(userId, t, getLocale(context)) : [],
  };
}

type PlanActionData =
  | { kind: "step"; step: WizardStep; errors: PlanFieldErrors; values: PlanFormValues }
  | { kind: "problems"; problems: PlanProblem[] }
  | { kind: "toast" };

/**
 * Every wizard button posts here. Previous/Next (and "Show Matching Options") validate the
 * current step's fields with its schema, merge them into the draft cookie and redirect to the
 * next step; a tab or link away from the step (`leave`) saves it the same way and goes there.
 * Invalid fields are answered in place with what was typed. "Submit" stores the plan.
 */
export async function action(args: Route.ActionArgs) {
  const form = await readFormBody(args.request);
  const intent = form.get("intent");
  if (intent === "submit") return submitPlan(args, form);

  const step = parseStep(form.get("step"));
  const stored = await readDraft(args.request);
  let draft = stored.draft;
  if (step !== 5) {
    const result = applyStepForm(step, form, draft, todayIso(), getLocale(args.context));
    if (!result.ok) {
      const { error, initialValue } = result.reply;
      return data<PlanActionData>(
        { kind: "step", step, errors: error ?? {}, values: initialValue ?? {} },
        { status: 400 },
      );
    }
    draft = result.draft;
  }
  const target = intent === "previous" ? step - 1 : intent === "next" ? step + 1 : step;
  const next = Math.min(Math.max(target, 1), WIZARD_STEP_COUNT) as WizardStep;
  const leave = form.get("leave");
  const location = isLeaveTarget(leave) ? leavePath(leave, step, args.context) : planStepPath(next);
  return redirect(pathFor(args.context, location), { headers: { "Set-Cookie": await saveDraft({ ...stored, draft }) } });
}

async function submitPlan(args: Route.ActionArgs, form: FormData) {
  const { planToasts } = plannerTexts(args.context);
  const userId = getUserId(args.context);
  if (!userId) {
    // Only a signed-in user can submit; nothing is stored and the draft is kept.
    return respond<PlanActionData>(args, { status: "reply", reply: { kind: "toast" }, toast: { ...planToasts.authRequired, variant: "destructive" } });
  }
  const { planId, draft } = await readDraft(args.request);
  const problems = checkPlan(draft, todayIso(), getLocale(args.context));
  if (problems.length > 0) return data<PlanActionData>({ kind: "problems", problems }, { status: 400 });
  const id = planId ?? crypto.randomUUID();
  try {
    const caseId = await storeTripPlan(tripPlanRow(id, userId, draft), getLocale(args.context));
    // "This is about my current request": the plan joins that request instead of opening its own.
    if (caseId) await attachToChosenRequest(userId, caseId, aboutRequestOf(form));
  } catch (error) {
    console.error("Storing the trip plan failed", loggableError(error));
    return respond<PlanActionData>(args, { status: "reply", reply: { kind: "toast" }, toast: { ...planToasts.failed, variant: "destructive" } });
  }
  return respond(args, { status: "redirect", to: pathFor(args.context, planConfirmationPath(id)), toast: planToasts.submitted, headers: { "Set-Cookie": await clearDraft() } });
}

const noErrors: PlanFieldErrors = {};

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  const { content, overview, tab, step, draft, kept, signedIn, accommodations, today, constraint } = loaderData;
  const t = useT();
  const invalidStep = actionData?.kind === "step" && actionData.step === step ? actionData : null;
  const plannerHref = planStepPath(step);
  const savesStep = tab === "planner" && step < WIZARD_STEP_COUNT;
  return (
    <PlanContentProvider value={content}>
      <PlanHero plannerHref={plannerHref} overviewPath={overviewPath(step)} savesStep={savesStep} />
      <section id="trip-planner" className={ui.section} aria-label={t("planner.region")}>
        <div className={ui.container}>
          <PlanTabs
            tab={tab}
            plannerHref={plannerHref}
            overviewHref={`${overviewPath(step)}#trip-planner`}
            savesStep={savesStep}
          />
          {overview ? (
            <PlanOverview content={overview} plannerHref={plannerHref} />
          ) : (
            <TripWizard
              step={step}
              draft={draft}
              values={invalidStep?.values ?? kept?.values ?? formValuesOf(draft)}
              errors={invalidStep?.errors ?? kept?.errors ?? noErrors}
              constraint={constraint}
              problems={actionData?.kind === "problems" ? actionData.problems : []}
              signedIn={signedIn}
              accommodations={accommodations}
              today={today}
              openRequests={loaderData.openRequests}
            />
          )}
        </div>
      </section>
    </PlanContentProvider>
  );
}
