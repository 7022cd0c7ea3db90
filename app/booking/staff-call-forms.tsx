import { Form } from "react-router";
import { getFormProps } from "~/forms/use-form";
import * as staffStyles from "~/staff/staff.css";
import { useIntentForm } from "~/staff/use-intent-form";
import * as ui from "~/styles/ui.css";
import { ErrorList, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import * as formStyles from "~/ui/forms.css";
import { CALL_DAY_PARAM, MAX_CALL_NOTE_LENGTH, type CallSlots } from "./staff-call-schema";
import * as styles from "./booking.css";

/**
 * Which Cairo day's free times the call forms list: a GET form, so it works without JavaScript; `keep` carries the
 * page's own address parameters (the schedule's day and the call being changed).
 */
export function CallDayPicker({ slots, keep = {}, action }: { slots: CallSlots; keep?: Record<string, string>; action?: string }) {
  if (slots.days.length === 0) return <p className={styles.hint}>No colleague has a free time in the next 14 days.</p>;
  return (
    <Form method="get" action={action} preventScrollReset className={styles.scheduleNav}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="call-day" className={formStyles.label}>
        Free times on (Cairo)
      </label>
      <select id="call-day" name={CALL_DAY_PARAM} defaultValue={slots.day} className={`${formStyles.control} ${styles.staffChoice}`}>
        {slots.days.map((d) => (
          <option key={d.value} value={d.value}>
            {d.label}
          </option>
        ))}
      </select>
      <button type="submit" className={ui.button.outline}>
        Show times
      </button>
    </Form>
  );
}

function SlotField({ meta, slots, label }: { meta: Parameters<typeof SelectField>[0]["meta"]; slots: CallSlots; label: string }) {
  return (
    <SelectField
      meta={meta}
      label={label}
      hint={`Cairo time, then the patient's (${slots.patientZone}), then who holds the call. Only free times of colleagues with consultation hours are listed.`}
      options={slots.options}
      placeholder={slots.options.length === 0 ? "No free times that day" : "Choose a time"}
      selectProps={{ required: true }}
    />
  );
}

/**
 * Staff book a call for the case's patient: confirmed at once, the patient e-mailed the confirmation in their
 * language. With JavaScript a fetcher posts it; without, the page posts and comes back with the result.
 */
export function BookCallForm({ action, slots }: { action: string; slots: CallSlots }) {
  const { fetcher, form, fields, pending } = useIntentForm("book-call");
  return (
    <fetcher.Form method="post" action={action} className={staffStyles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="book-call" />
      <h3 className={staffStyles.sectionTitle}>Book a call for the patient</h3>
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SlotField meta={fields.slot} slots={slots} label="Time and consultant" />
      <TextareaField
        meta={fields.note}
        label="Note (what the call is about)"
        markOptional
        textareaProps={{ rows: 2, maxLength: MAX_CALL_NOTE_LENGTH }}
      />
      <SubmitButton pending={pending} pendingLabel="Booking..." variant="outline">
        Book the call
      </SubmitButton>
    </fetcher.Form>
  );
}

/** Moving an upcoming call to another free slot, and cancelling it with a reason the patient is told. */
export function ChangeCallForms({ action, bookingId, slots, back }: { action: string; bookingId: string; slots: CallSlots; back?: string }) {
  const move = useIntentForm("move-call", { id: `move-call-${bookingId}` });
  const cancel = useIntentForm("cancel-call", { id: `cancel-call-${bookingId}` });
  const hidden = (
    <>
      <PlainPostMarker />
      <input type="hidden" name="id" value={bookingId} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
    </>
  );
  return (
    <div className={styles.callChanges}>
      <move.fetcher.Form method="post" action={action} className={staffStyles.actionForm} defaultShouldRevalidate {...getFormProps(move.form)}>
        {hidden}
        <input type="hidden" name="intent" value="move-call" />
        <ErrorList id={move.form.errorId} errors={move.form.errors} role="alert" />
        <SlotField meta={move.fields.slot} slots={slots} label="New time and consultant" />
        <SubmitButton pending={move.pending} pendingLabel="Moving..." variant="outline">
          Move the call
        </SubmitButton>
      </move.fetcher.Form>
      <cancel.fetcher.Form method="post" action={action} className={staffStyles.actionForm} defaultShouldRevalidate {...getFormProps(cancel.form)}>
        {hidden}
        <input type="hidden" name="intent" value="cancel-call" />
        <ErrorList id={cancel.form.errorId} errors={cancel.form.errors} role="alert" />
        <TextareaField
          meta={cancel.fields.reason}
          label="Reason (the patient is told)"
          textareaProps={{ rows: 2, required: true, maxLength: MAX_CALL_NOTE_LENGTH }}
        />
        <SubmitButton pending={cancel.pending} pendingLabel="Cancelling..." variant="outline">
          Cancel the call
        </SubmitButton>
      </cancel.fetcher.Form>
    </div>
  );
}
