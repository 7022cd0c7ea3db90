import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Form, Link, useLocalePath } from "~/i18n/links";
import { WIZARD_STEP_COUNT } from "~content/trip-planner";
import type { FormConstraint } from "~/forms/constraint";
import { useFailureToast } from "~/toast/network-failure";
import { useFormMessage } from "~/i18n/form-message";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { StepFields, useStepHeading, WizardNav, WizardProgress } from "~/wizard/wizard";
import * as wizard from "~/wizard/wizard.css";
import { LeaveButton } from "./leave-buttons";
import { linkButton } from "./leave-buttons.css";
import { PLAN_STEP_FORM_ID } from "./leave-step";
import { useStepAutosave } from "./use-step-autosave";
import type { TripDraft, WizardStep } from "./plan-draft";
import type { PlanFieldErrors, PlanFormValues } from "./plan-form";
import type { PlanProblem } from "./plan-rules.server";
import { usePlanContent } from "./planner-content";
import type { AccommodationOption } from "./trip-plans.server";
import { AccommodationStep } from "./steps/accommodation-step";
import { DatesStep } from "./steps/dates-step";
import { firstChoiceId } from "./steps/plan-choices";
import { PreferencesStep } from "./steps/preferences-step";
import { ReviewStep } from "./steps/review-step";
import type { OpenRequestChoice } from "~/cases/about-request";
import { TreatmentStep } from "./steps/treatment-step";
import * as styles from "./plan.css";

type WizardProps = {
  step: WizardStep;
  /** The saved plan (the draft cookie). */
  draft: TripDraft;
  /** What the step's form shows: the saved plan, or what a refused post of this step sent. */
  values: PlanFormValues;
  errors: PlanFieldErrors;
  /** The step's constraints, derived from its schema in the loader. */
  constraint: FormConstraint;
  problems: PlanProblem[];
  signedIn: boolean;
  accommodations: AccommodationOption[];
  today: string;
  /** A signed-in patient's open requests, for "this is about my current request" on the last step. */
  openRequests?: readonly OpenRequestChoice[];
};

/** Fields drawn as a group of choices: the summary links to their first choice. */
const choiceGroups = new Set(["treatmentType", "hotelType", "specialRequirements", "culturalInterests"]);

/**
 * The five-step trip wizard. Each step is a form posting to /plan: without JavaScript the
 * browser posts it, with JavaScript React Router does and the step changes without a reload.
 */
export function TripWizard({
  step,
  draft,
  values,
  errors,
  constraint,
  problems,
  signedIn,
  accommodations,
  today,
  openRequests = [],
}: WizardProps) {
  const navigation = useNavigation();
  const localePath = useLocalePath();
  const busy = navigation.state !== "idle";
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const openingAccommodation =
    navigation.state === "loading" &&
    step !== 3 &&
    navigation.location.pathname === localePath("/plan") &&
    new URLSearchParams(navigation.location.search).get("step") === "3";

  const message = useFormMessage();
  const t9n = useT();
  const { wizardSteps, wizardTexts: t, planToasts } = usePlanContent();
  // The specification's failure toast is the submit's; a step that could not be saved gets the site's.
  useFailureToast((sent) => (sent.get("intent") === "submit" ? planToasts.failed : undefined), localePath("/plan"));
  const heading = useStepHeading(step);
  const summary = useRef<HTMLDivElement>(null);
  const errorList = Object.entries(errors).flatMap(([field, messages]) =>
    messages?.[0] ? [[field, messages[0]] as const] : [],
  );
  useEffect(() => {
    if (errorList.length > 0) summary.current?.focus();
  }, [errors, errorList.length]);

  const authHref = `/auth?${new URLSearchParams({ redirectTo: localePath(`/plan?step=${step}`) })}`;
  const hasFields = step < WIZARD_STEP_COUNT;
  // A new step, or a saved change of the plan, starts the form afresh from the saved values.
  const formKey = `${step}:${JSON.stringify(draft)}`;
  useStepAutosave(hasFields ? formKey : null);
  const stepProps = { values, errors };

  return (
    <div className={styles.wizard}>
      <WizardProgress step={step} steps={wizardSteps} label={t9n("planner.progress")} />

      <Form
        id={hasFields ? PLAN_STEP_FORM_ID : undefined}
        method="post"
        action={`/plan?step=${step}#trip-planner`}
        noValidate
        key={formKey}
      >
        <StepFields step={step} count={WIZARD_STEP_COUNT} />
        <h2 ref={heading} tabIndex={-1} className={wizard.stepHeading}>
          {wizardSteps[step - 1]}
        </h2>

        {errorList.length > 0 ? (
          <div ref={summary} tabIndex={-1} role="alert" className={wizard.errorSummary}>
            <p>
              <strong>{t9n("planner.checkFollowing")}</strong>
            </p>
            <ul>
              {errorList.map(([field, text]) => (
                <li key={field}>
                  <a href={`#${choiceGroups.has(field) ? firstChoiceId(field) : field}`}>{message(text)}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {openingAccommodation ? <p role="status">{t.loadingOptions}</p> : null}

        {step === 1 ? <TreatmentStep {...stepProps} /> : null}
        {step === 2 ? <DatesStep {...stepProps} today={today} treatmentType={draft.treatmentType} /> : null}
        {step === 3 ? <AccommodationStep {...stepProps} accommodations={accommodations} /> : null}
        {step === 4 ? <PreferencesStep {...stepProps} constraint={constraint} /> : null}
        {step === 5 ? (
          <ReviewStep draft={draft} problems={problems} signedIn={signedIn} submitting={submitting} openRequests={openRequests} />
        ) : null}

        {signedIn ? null : (
          <p className={wizard.notice}>
            {/* On a step with fields, "Log in" saves the step first and then goes to /auth?redirectTo=… */}
            {hasFields ? (
              // Posted without the planner's anchor, which the browser would otherwise carry on to /auth.
              <LeaveButton leave="sign-in" formAction={localePath(`/plan?step=${step}`)} className={linkButton}>
                {t.signInLink}
              </LeaveButton>
            ) : (
              <Link to={authHref}>{t.signInLink}</Link>
            )}{" "}
            {t.signInHint}
          </p>
        )}

        <WizardNav step={step} busy={busy}>
          <button
            type="submit"
            name="intent"
            value="next"
            className={ui.button.primary}
            disabled={step === WIZARD_STEP_COUNT || busy}
          >
            {step === WIZARD_STEP_COUNT ? t.nextOnLastStep : t.next}
          </button>
        </WizardNav>
      </Form>
    </div>
  );
}
