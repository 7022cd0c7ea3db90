import { useActionData, useNavigation } from "react-router";
import {
  caseStatuses,
  caseStatusLabels,
  closingReasonLabels,
  closingReasons,
  statusEmailsPatient,
} from "~/cases/case-rules";
import type { SubmissionResult } from "@conform-to/dom";
import { ErrorList, SelectField, SubmitButton } from "~/ui/forms";
import { patientEmailNotice } from "./case-forms-ui";
import * as styles from "~/staff/staff.css";
import * as ui from "~/styles/ui.css";

type StaffOption = { id: string; name: string; role: string };

/**
 * The bulk actions of the case list (decision 0153), inside the list's one form: each button posts the ticked
 * cases with its own `bulk` value, so the browser sends only what was pressed, with or without JavaScript. Folded
 * so the cases start on the first screen; it opens on a refusal, and with JavaScript when a case is ticked.
 */
export function BulkActionsPanel({ staffMembers }: { staffMembers: StaffOption[] }) {
  const answer = useActionData<{ bulkResult?: SubmissionResult<string[]> }>()?.bulkResult;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "bulk";
  const errors = Object.values(answer?.error ?? {}).flatMap((messages) => messages ?? []);
  return (
    <details className={`${styles.fold} ${styles.bulkPanel}`} open={errors.length > 0} id="bulk-actions">
      <summary className={styles.foldTitle}>With the ticked cases</summary>
      <fieldset className={`${styles.foldBody} ${styles.bulkFields}`}>
        <legend className={ui.visuallyHidden}>With the ticked cases</legend>
        <input type="hidden" name="intent" value="bulk" />
        <ErrorList id="bulk-errors" errors={errors} role="alert" />
        <div className={styles.filters}>
          <SelectField
            label="Assign to"
            options={[
              { value: "", label: "Nobody (unassigned queue)" },
              ...staffMembers.map((m) => ({ value: m.id, label: `${m.name} (${m.role})` })),
            ]}
            selectProps={{ name: "assigneeId", defaultValue: "" }}
          />
          <SubmitButton name="bulk" value="assign" pending={pending} pendingLabel="Working..." variant="outline">
            Assign
          </SubmitButton>
        </div>
        <div className={styles.filters}>
          <SelectField
            label="New status"
            hint={patientEmailNotice}
            options={caseStatuses
              .filter((s) => s !== "closed")
              .map((s) => ({
                value: s,
                label: `${caseStatusLabels[s]}${statusEmailsPatient(s) ? " (e-mails the patient)" : ""}`,
              }))}
            selectProps={{ name: "status", defaultValue: "in_review" }}
          />
          <SubmitButton name="bulk" value="status" pending={pending} pendingLabel="Working..." variant="outline">
            Change status
          </SubmitButton>
        </div>
        <div className={styles.filters}>
          <SelectField
            label="Closing reason"
            placeholder="Choose a reason"
            options={closingReasons.map((r) => ({ value: r, label: closingReasonLabels[r] }))}
            selectProps={{ name: "closingReason", defaultValue: "" }}
          />
          <SubmitButton name="bulk" value="close" pending={pending} pendingLabel="Working..." variant="outline">
            Close
          </SubmitButton>
        </div>
      </fieldset>
    </details>
  );
}
