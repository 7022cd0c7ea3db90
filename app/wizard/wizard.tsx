import { useEffect, useRef, type ReactNode } from "react";
import { useFormat, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as styles from "./wizard.css";

type WizardProgressProps = {
  step: number;
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The progress bar's accessible name. */
  label: string;
  /** The bar's value also names the step ("Step 2 of 6: Medical History"), not only the percentage. */
  namedValue?: boolean;
  /** How the list numbers the steps: in the text ("1. Name"), or in a round badge screen readers skip. */
  numbers?: "text" | "badge";
};

/** "Step n of N", "p% complete", the progress bar and the list of steps with the current one marked. */
export function WizardProgress({ step, steps, label, namedValue = false, numbers = "text" }: WizardProgressProps) {
  const t = useT();
  const format = useFormat();
  const position = t("wizard.position", { step, count: steps.length });
  const percent = Math.round((step / steps.length) * 100);
  return (
    <>
      <p className={styles.progressHeader}>
        <span>{position}</span>
        <span className={ui.muted}>{t("wizard.complete", { percent: format.number(percent / 100, { style: "percent" }) })}</span>
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={namedValue ? `${position}: ${steps[step - 1]}` : undefined}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <ol className={styles.stepList}>
        {steps.map((name, index) => (
          <li key={name} className={styles.stepItem} aria-current={index + 1 === step ? "step" : undefined}>
            {numbers === "badge" ? (
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
            ) : (
              `${index + 1}. `
            )}
            {name}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * What every step's form starts with: the step it posts, and before the last step a Next button
 * first in the form, because Enter in a field submits with the form's first button (which would
 * otherwise be Previous). It is hidden visually rather than with display: none, which some
 * browsers leave out of that choice.
 */
export function StepFields({ step, count }: { step: number; count: number }) {
  const t = useT();
  return (
    <>
      <input type="hidden" name="step" value={step} />
      {step < count ? (
        <button type="submit" name="intent" value="next" className={ui.visuallyHidden} tabIndex={-1} aria-hidden="true">
          {t("wizard.next")}
        </button>
      ) : null}
    </>
  );
}

/** Previous, then the step's forward button (`children`), below the form. */
export function WizardNav({ step, busy, children }: { step: number; busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.nav}>
      <button type="submit" name="intent" value="previous" className={ui.button.outline} disabled={step === 1 || busy}>
        {t("wizard.previous")}
      </button>
      {children}
    </div>
  );
}

/**
 * A ref for the step's heading. After a step change without a reload focus moves to it, so
 * keyboard and screen reader users land on the new step; on the first render the browser's own
 * focus handling stays.
 */
export function useStepHeading(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
