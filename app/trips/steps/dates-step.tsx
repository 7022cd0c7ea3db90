import { useState } from "react";
import { DEFAULT_RECOVERY_DAYS } from "~content/trip-planner";
import { useLocale, useT } from "~/i18n/use-t";
import { CheckboxField, Field } from "~/ui/forms";
import { earliestArrival, earliestDeparture, totalDurationDays } from "../plan-draft";
import { formatCalendarDate, parseIsoDate } from "~/i18n/calendar-date";
import { isTicked, textOf } from "../plan-form";
import { usePlanContent, useRecoveryDays } from "../planner-content";
import * as styles from "../plan.css";
import type { StepProps } from "./plan-choices";

/**
 * Step 2: arrival and departure. The earliest dates follow today and the treatment saved in
 * step 1; with JavaScript the earliest departure and the duration follow what is typed.
 */
export function DatesStep({
  values,
  errors,
  today,
  treatmentType,
}: StepProps & { today: string; treatmentType: string }) {
  const { wizardTexts: t } = usePlanContent();
  const t9n = useT();
  const locale = useLocale();
  const [arrival, setArrival] = useState(() => textOf(values, "startDate"));
  const [departure, setDeparture] = useState(() => textOf(values, "endDate"));
  const minArrival = earliestArrival(today);
  const recoveryDays = useRecoveryDays(treatmentType);
  const minDeparture = earliestDeparture(today, arrival, recoveryDays);
  const days = recoveryDays || DEFAULT_RECOVERY_DAYS;
  const duration = totalDurationDays(arrival, departure);
  return (
    <>
      <p className={styles.stepIntro}>{t.datesIntro}</p>
      <div className={styles.fieldGrid}>
        <Field
          label={t.arrival}
          errors={errors.startDate}
          hint={t9n("planner.earliestArrival", { date: formatCalendarDate(minArrival, locale) })}
          inputProps={{
            type: "date",
            id: "startDate",
            name: "startDate",
            min: minArrival,
            defaultValue: textOf(values, "startDate"),
            onChange: (e) => setArrival(e.currentTarget.value),
          }}
        />
        <Field
          label={t.departure}
          errors={errors.endDate}
          hint={
            parseIsoDate(arrival) === null
              ? t9n("planner.earliestDeparture", { date: formatCalendarDate(minDeparture, locale) })
              : t9n("planner.earliestDepartureAfterArrival", { date: formatCalendarDate(minDeparture, locale), days })
          }
          inputProps={{
            type: "date",
            id: "endDate",
            name: "endDate",
            min: minDeparture,
            defaultValue: textOf(values, "endDate"),
            onChange: (e) => setDeparture(e.currentTarget.value),
          }}
        />
      </div>
      <CheckboxField
        label={t.flexible}
        hint={t.flexibleHelp}
        errors={errors.flexible}
        className={styles.fieldset}
        inputProps={{ id: "flexible", name: "flexible", defaultChecked: isTicked(values, "flexible") }}
      />
      <p role="status">{duration !== null && duration > 0 ? t9n("planner.totalDuration", { days: duration }) : null}</p>
    </>
  );
}
