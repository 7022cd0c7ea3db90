import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { Form, useNavigation } from "react-router";
import { CheckboxField, Field, RadioGroup, SelectField, SubmitButton } from "~/ui/forms";
import * as styles from "./booking.css";
import { minuteLabel } from "~/i18n/time";

const quarterHours = (from: number, to: number) =>
  Array.from({ length: (to - from) / 15 + 1 }, (_, i) => {
    const m = from + i * 15;
    return { value: String(m), label: minuteLabel(m) };
  });
const startOptions = quarterHours(0, 1425);
const endOptions = quarterHours(15, 1440);

type Answer =
  | {
      intent: unknown;
      result: SubmissionResult<string[]> | undefined;
      /** The date of a day off refused because consultations are booked then: the form offers to add it anyway. */
      bookedOn?: string;
    }
  | undefined;

function usePending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function WeeklyHoursForm({
  answer,
  constraint,
  weekdays,
}: {
  answer: Answer;
  constraint: Record<string, Constraint>;
  weekdays: { weekday: number; name: string }[];
}) {
  const [form, fields] = useForm<{ weekday: string; startMinute: string; endMinute: string }>({
    id: "weekly-hours",
    lastResult: answer?.intent === "add-hours" ? answer.result : undefined,
    constraint,
    defaultValue: { weekday: "0", startMinute: "540", endMinute: "1020" },
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="add-hours" />
      <div className={styles.zoneForm}>
        <SelectField
          className={styles.growField}
          meta={fields.weekday}
          label="Day"
          options={weekdays.map((d) => ({ value: String(d.weekday), label: d.name }))}
        />
        <SelectField
          className={styles.growField}
          meta={fields.startMinute}
          label="From (Cairo)"
          options={startOptions}
        />
        <SelectField className={styles.growField} meta={fields.endMinute} label="Until (Cairo)" options={endOptions} />
      </div>
      <SubmitButton pending={usePending("add-hours")} pendingLabel="Adding...">
        Add Weekly Hours
      </SubmitButton>
    </Form>
  );
}

export function ExceptionForm({
  answer,
  constraint,
  today,
}: {
  answer: Answer;
  constraint: Record<string, Constraint>;
  today: string;
}) {
  const [form, fields] = useForm<{ date: string; kind: string; startMinute: string; endMinute: string; keepBookingsOn: string }>({
    id: "exception",
    lastResult: answer?.intent === "add-exception" ? answer.result : undefined,
    constraint,
    defaultValue: { kind: "day_off" },
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="add-exception" />
      <Field meta={fields.date} label="Date (Cairo)" inputProps={{ type: "date", min: today }} />
      <RadioGroup
        meta={fields.kind}
        legend="What changes that day"
        options={[
          { value: "day_off", label: "Day off (no consultations)" },
          { value: "extra", label: "Extra hours" },
        ]}
      />
      <div className={styles.zoneForm}>
        <SelectField
          className={styles.growField}
          meta={fields.startMinute}
          label="Extra hours from"
          placeholder="—"
          options={startOptions}
        />
        <SelectField
          className={styles.growField}
          meta={fields.endMinute}
          label="Until"
          placeholder="—"
          options={endOptions}
        />
      </div>
      {answer?.intent === "add-exception" && answer.bookedOn ? (
        <CheckboxField
          meta={fields.keepBookingsOn}
          inputProps={{ value: answer.bookedOn }}
          label="Add the day off anyway: I will move or cancel those consultations"
        />
      ) : null}
      <SubmitButton pending={usePending("add-exception")} pendingLabel="Adding...">
        Add Exception
      </SubmitButton>
    </Form>
  );
}

/** A small form with one button that removes one row. */
export function RemoveButton({ intent, id, label }: { intent: string; id: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={styles.linkButton} aria-label={label}>
        Remove
      </button>
    </Form>
  );
}
