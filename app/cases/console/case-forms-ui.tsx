import { getFormProps } from "~/forms/use-form";
import { caseStatusLabels, caseTransitions, closingReasonLabels, closingReasons, emailingStatuses, statusEmailsPatient, type CaseStatus } from "~/cases/case-rules";
import { formConstraint } from "~/forms/constraint";
import { ErrorList, Field, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import { reminderChoices, reminderLabels } from "./reminder-rules";

const settableReminders = reminderChoices.filter((choice): choice is keyof typeof reminderLabels => choice !== "clear");
import { caseNoteSchema, type CaseIntent } from "./case-forms";
import * as styles from "~/staff/staff.css";
import { useIntentForm } from "~/staff/use-intent-form";
import { CasePanel } from "~/staff/case-panel";

type StaffOption = { id: string; name: string; role: string };

/** Said before sending: which statuses write to the patient (the same rule the action follows). */
export const patientEmailNotice = `${emailingStatuses.map((s) => `"${caseStatusLabels[s]}"`).join(" and ")} e-mail the patient at once; "${caseStatusLabels.awaiting_patient}" only after you have written to them.`;

const noteConstraint = formConstraint(caseNoteSchema);
const useCaseForm = (intent: CaseIntent, constraint?: ReturnType<typeof formConstraint>) =>
  useIntentForm(intent, { constraint });

export function CaseActions({
  caseId,
  status,
  remindAt,
  assignee,
  staffMembers,
}: {
  caseId: string;
  status: CaseStatus;
  /** The reminder set, in Cairo time as the console reads it. */
  remindAt: string | null;
  assignee: { id: string; name: string; isMe: boolean } | null;
  staffMembers: StaffOption[];
}) {
  const action = `/staff/cases/${caseId}`;
  return (
    <CasePanel id="case-actions" title="Work this case">
      {assignee ? null : <ClaimForm action={action} />}
      <AssignForm action={action} assignee={assignee} staffMembers={staffMembers} />
      <StatusForm action={action} status={status} />
      {status === "closed" ? null : <ReminderForm action={action} remindAt={remindAt} />}
      <NoteForm action={action} />
    </CasePanel>
  );
}

function ClaimForm({ action }: { action: string }) {
  const { fetcher, form, pending } = useCaseForm("claim");
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="claim" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SubmitButton pending={pending} pendingLabel="Claiming...">
        Claim this case
      </SubmitButton>
    </fetcher.Form>
  );
}

function AssignForm({
  action,
  assignee,
  staffMembers,
}: {
  action: string;
  assignee: { id: string } | null;
  staffMembers: StaffOption[];
}) {
  const { fetcher, form, fields, pending } = useCaseForm("assign");
  const options = [
    { value: "", label: "Nobody (unassigned queue)" },
    ...staffMembers.map((m) => ({ value: m.id, label: `${m.name} (${m.role})` })),
  ];
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="assign" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SelectField
        key={assignee?.id ?? "none"}
        label="Assign to"
        options={options}
        errors={fields.assigneeId?.errors}
        selectProps={{ name: "assigneeId", defaultValue: assignee?.id ?? "" }}
      />
      <SubmitButton pending={pending} pendingLabel="Assigning..." variant="outline">
        Assign
      </SubmitButton>
    </fetcher.Form>
  );
}

function StatusForm({ action, status }: { action: string; status: CaseStatus }) {
  const { fetcher, form, fields, pending } = useCaseForm("status");
  const next = caseTransitions[status];
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="status" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SelectField
        key={status}
        label="Change status"
        hint={`Now: ${caseStatusLabels[status]}. ${patientEmailNotice}`}
        options={next.map((s) => ({
          value: s,
          label: `${status === "closed" ? `Reopen: ${caseStatusLabels[s]}` : caseStatusLabels[s]}${statusEmailsPatient(s) ? " (e-mails the patient)" : ""}`,
        }))}
        errors={fields.status?.errors}
        selectProps={{ name: "status", defaultValue: next[0] }}
      />
      {next.includes("closed") ? (
        <SelectField
          label="Closing reason"
          hint="Needed when closing the case"
          placeholder="Choose a reason"
          options={closingReasons.map((r) => ({ value: r, label: closingReasonLabels[r] }))}
          errors={fields.closingReason?.errors}
          selectProps={{ name: "closingReason", defaultValue: "" }}
        />
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
        Change status
      </SubmitButton>
    </fetcher.Form>
  );
}

function ReminderForm({ action, remindAt }: { action: string; remindAt: string | null }) {
  const { fetcher, form, fields, pending } = useCaseForm("remind");
  return (
    <>
      <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="remind" />
        <ErrorList id={form.errorId} errors={form.errors} role="alert" />
        <SelectField
          key={remindAt ?? "none"}
          label="Remind me"
          hint={`${remindAt ? `Set for ${remindAt} (Cairo time). ` : ""}At that time the case comes back to review, due, and its coordinator is e-mailed.`}
          options={settableReminders.map((choice) => ({ value: choice, label: reminderLabels[choice] }))}
          errors={fields.when?.errors}
          selectProps={{ name: "when", defaultValue: "tomorrow" }}
        />
        <div className={styles.filters}>
          <Field label="Day" errors={fields.date?.errors} inputProps={{ name: "date", type: "date" }} />
          <Field label="Time" hint="HH:MM, Cairo" errors={fields.time?.errors} inputProps={{ name: "time", type: "time" }} />
        </div>
        <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
          {remindAt ? "Change the reminder" : "Set the reminder"}
        </SubmitButton>
      </fetcher.Form>
      {remindAt ? <ClearReminderForm action={action} /> : null}
    </>
  );
}

/** Its own form, so no choice in the select above can clear a reminder by mistake. */
function ClearReminderForm({ action }: { action: string }) {
  const { fetcher, pending } = useIntentForm("remind", { id: "remind-clear" });
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="remind" />
      <input type="hidden" name="when" value="clear" />
      <SubmitButton pending={pending} pendingLabel="Clearing..." variant="ghost">
        Clear the reminder
      </SubmitButton>
    </fetcher.Form>
  );
}

function NoteForm({ action }: { action: string }) {
  const { fetcher, form, fields, pending } = useCaseForm("note", noteConstraint);
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="note" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <TextareaField
        meta={fields.body}
        label="Internal note"
        hint="Only staff see notes; they never reach the patient. Name a colleague with @ and their first name (@Mona) to e-mail them a link to the case."
        textareaProps={{ rows: 4 }}
      />
      <SubmitButton pending={pending} pendingLabel="Adding..." variant="outline">
        Add note
      </SubmitButton>
    </fetcher.Form>
  );
}
