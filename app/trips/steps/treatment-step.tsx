import { useState } from "react";
import { tripTreatments, wizardTexts as t } from "~content/trip-planner";
import * as ui from "~/styles/ui.css";
import { recoveryTimeline } from "../plan-draft";
import { textOf } from "../plan-form";
import * as styles from "../plan.css";
import { ChoiceCards, type StepProps } from "./plan-choices";

/** Step 1: the treatment, with its recovery timeline shown as soon as one is chosen. */
export function TreatmentStep({ values, errors }: StepProps) {
  const [chosen, setChosen] = useState(() => textOf(values, "treatmentType"));
  const days = recoveryTimeline(chosen);
  return (
    <>
      <p className={styles.stepIntro}>{t.treatmentIntro}</p>
      <ChoiceCards
        field="treatmentType"
        legend="Treatment"
        hideLegend
        values={values}
        errors={errors}
        choices={tripTreatments}
        onChoose={setChosen}
        detail={(treatment) => (
          <>
            <span className={ui.muted}>Recovery: {treatment.recoveryDays} days</span>
            {treatment.popular ? <span className={ui.badge}>{t.popular}</span> : null}
          </>
        )}
      />
      <p role="status">{days > 0 ? `Recovery timeline: ${days} days` : null}</p>
    </>
  );
}
