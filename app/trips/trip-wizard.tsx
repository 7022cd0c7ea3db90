import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { WIZARD_STEP_COUNT, wizardSteps, wizardTexts as t } from "~content/trip-planner";
import * as ui from "~/styles/ui.css";
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

  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // After a step change without a reload, move focus to the new step's heading so screen
  // readers announce it; on the first render the browser's own focus handling stays.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors]);

  const percent = (step / WIZARD_STEP_COUNT) * 100;
  const errorList = Object.entries(errors);
  const authHref = `/auth?${new URLSearchParams({ redirectTo: `/plan?step=${step}` })}`;

  return (
    <div className={styles.wizard}>
      <p className={styles.progressHeader}>
        <span>
          Step {step} of {WIZARD_STEP_COUNT}
        </span>
        <span className={ui.muted}>{percent}% complete</span>
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Trip plan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <ol className={styles.stepList}>
        {wizardSteps.map((name, index) => (
          <li key={name} className={styles.stepListItem} aria-current={index + 1 === step ? "step" : undefined}>
            {index + 1}. {name}
          </li>
        ))}
      </ol>

      <Form
        method="post"
        action={`/plan?step=${step}#trip-planner`}
        noValidate
        // A new step, or a saved change of the plan, starts the form afresh from the saved values.
        key={`${step}:${JSON.stringify(draft)}`}
      >
        <input type="hidden" name="step" value={step} />
        {step < WIZARD_STEP_COUNT ? (
          // Enter in a field submits with the form's first button: make that "Next", not "Previous".
          <button
            type="submit"
            name="intent"
            value="next"
            className={ui.visuallyHidden}
            tabIndex={-1}
            aria-hidden="true"
          >
            {t.next}
          </button>
        ) : null}
        <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
          {wizardSteps[step - 1]}
        </h2>

        {errorList.length > 0 ? (
          <div ref={summary} tabIndex={-1} role="alert" className={styles.alert}>
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
          <p className={styles.hint}>
            <Link to={authHref}>{t.signInLink}</Link> {t.signInHint}
          </p>
        )}

        <div className={styles.wizardNav}>
          <button
            type="submit"
            name="intent"
            value="previous"
            className={ui.button.outline}
            disabled={step === 1 || busy}
          >
            {t.previous}
          </button>
          <button
            type="submit"
            name="intent"
            value="next"
            className={ui.button.primary}
            disabled={step === WIZARD_STEP_COUNT || busy}
          >
            {step === WIZARD_STEP_COUNT ? t.nextOnLastStep : t.next}
          </button>
        </div>
      </Form>
    </div>
  );
}
