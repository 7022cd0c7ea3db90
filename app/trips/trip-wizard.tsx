import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { WIZARD_STEP_COUNT, wizardSteps, wizardTexts as t } from "~content/trip-planner";
import * as ui from "~/styles/ui.css";
import { StepFields, useStepHeading, WizardNav, WizardProgress } from "~/wizard/wizard";
import * as wizard from "~/wizard/wizard.css";
import type { TripDraft, WizardStep } from "./plan-draft";
import type { FieldErrors, PlanProblem } from "./plan-rules.server";
import type { AccommodationOption } from "./trip-plans.server";
import { AccommodationStep, DatesStep, PreferencesStep, ReviewStep, TreatmentStep } from "./wizard-steps";
import * as styles from "./plan.css";

type WizardProps = {
  step: WizardStep;
  /** The saved plan (the draft cookie). */
  draft: TripDraft;
  /** What an invalid post of this step showed, to show it again; otherwise the saved plan. */
  shown: TripDraft;
  errors: FieldErrors;
  problems: PlanProblem[];
  signedIn: boolean;
  accommodations: AccommodationOption[];
  today: string;
};

/**
 * The five-step trip wizard. Each step is a form posting to /plan: without JavaScript the
 * browser posts it, with JavaScript React Router does and the step changes without a reload.
 */
export function TripWizard({ step, draft, shown, errors, problems, signedIn, accommodations, today }: WizardProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const openingAccommodation =
    navigation.state === "loading" &&
    step !== 3 &&
    navigation.location.pathname === "/plan" &&
    new URLSearchParams(navigation.location.search).get("step") === "3";

  const heading = useStepHeading(step);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors]);

  const errorList = Object.entries(errors);
  const authHref = `/auth?${new URLSearchParams({ redirectTo: `/plan?step=${step}` })}`;

  return (
    <div className={styles.wizard}>
      <WizardProgress step={step} steps={wizardSteps} label="Trip plan progress" />

      <Form
        method="post"
        action={`/plan?step=${step}#trip-planner`}
        noValidate
        // A new step, or a saved change of the plan, starts the form afresh from the saved values.
        key={`${step}:${JSON.stringify(draft)}`}
      >
        <StepFields step={step} count={WIZARD_STEP_COUNT} />
        <h2 ref={heading} tabIndex={-1} className={wizard.stepHeading}>
          {wizardSteps[step - 1]}
        </h2>

        {errorList.length > 0 ? (
          <div ref={summary} tabIndex={-1} role="alert" className={wizard.errorSummary}>
            <p>
              <strong>Please check the following:</strong>
            </p>
            <ul>
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${field}`}>{message}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {openingAccommodation ? <p role="status">{t.loadingOptions}</p> : null}

        {step === 1 ? <TreatmentStep draft={shown} errors={errors} /> : null}
        {step === 2 ? <DatesStep draft={shown} errors={errors} today={today} /> : null}
        {step === 3 ? <AccommodationStep draft={shown} errors={errors} accommodations={accommodations} /> : null}
        {step === 4 ? <PreferencesStep draft={shown} errors={errors} /> : null}
        {step === 5 ? (
          <ReviewStep draft={draft} problems={problems} signedIn={signedIn} submitting={submitting} />
        ) : null}

        {signedIn ? null : (
          <p className={wizard.notice}>
            <Link to={authHref}>{t.signInLink}</Link> {t.signInHint}
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
