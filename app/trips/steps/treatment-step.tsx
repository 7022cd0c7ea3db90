import { useState } from "react";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { textOf } from "../plan-form";
import { usePlanContent, useRecoveryDays } from "../planner-content";
import * as styles from "../plan.css";
import { ChoiceCards, type StepProps } from "./plan-choices";

/** Step 1: the treatment, with its recovery timeline shown as soon as one is chosen. */
export function TreatmentStep({ values, errors }: StepProps) {
  const { tripTreatments, wizardTexts: t } = usePlanContent();
  const t9n = useT();
  const [chosen, setChosen] = useState(() => textOf(values, "treatmentType"));
  const days = useRecoveryDays(chosen);
  return (
    <>
      <p className={styles.stepIntro}>{t.treatmentIntro}</p>
      <ChoiceCards
        field="treatmentType"
        legend={t9n("planner.treatmentLegend")}
        hideLegend
        values={values}
        errors={errors}
        choices={tripTreatments}
        onChoose={setChosen}
        detail={(treatment) => (
          <>
            <span className={ui.muted}>{t9n("planner.recovery", { days: treatment.recoveryDays })}</span>
            {treatment.popular ? <span className={ui.badge}>{t.popular}</span> : null}
          </>
        )}
      />
      <p role="status">{days > 0 ? t9n("planner.recoveryTimeline", { days }) : null}</p>
    </>
  );
}
