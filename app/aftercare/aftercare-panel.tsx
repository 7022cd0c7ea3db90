import { getFormProps } from "~/forms/use-form";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import * as styles from "~/staff/staff.css";
import { useIntentForm } from "~/staff/use-intent-form";
import { ErrorList, Field, PlainPostMarker, SubmitButton } from "~/ui/forms";
import { CHECKIN_OPEN_DAYS, DEFAULT_CHECKIN_DAYS } from "./aftercare-rules";
import { CasePanel } from "~/staff/case-panel";

export type StaffCheckin = {
  id: string;
  dayOffset: number;
  dueAt: string;
  sentAt: string | null;
  lapsed: boolean;
  answeredAt: string | null;
  feeling: number | null;
  pain: number | null;
  signs: string[];
  note: string | null;
  wantsCall: boolean;
  urgent: boolean;
  handled: boolean;
};

/**
 * Aftercare on the staff case page: the follow-up plan (from Recovery Support on), each check-in with its
 * answer, and the urgent answers nobody has handled yet, first.
 */
export function AftercarePanel({
  caseId,
  canPlan,
  dischargeDate,
  checkins,
}: {
  caseId: string;
  canPlan: boolean;
  dischargeDate: string;
  checkins: StaffCheckin[];
}) {
  const action = `/staff/cases/${caseId}`;
  const urgent = checkins.filter((c) => c.urgent && !c.handled);
  return (
    <CasePanel id="aftercare" title="Aftercare">
      {urgent.map((c) => (
        <UrgentAnswer key={c.id} action={action} checkin={c} />
      ))}
      {canPlan ? (
        <PlanForm
          action={action}
          dischargeDate={dischargeDate}
          days={checkins.length > 0 ? [...new Set(checkins.map((c) => c.dayOffset))] : [...DEFAULT_CHECKIN_DAYS]}
        />
      ) : (
        <p className={styles.summary}>The follow-up plan opens when the case reaches Recovery Support.</p>
      )}
      {checkins.length > 0 ? (
        <ol className={styles.plainList}>
          {checkins.map((c) => (
            <li key={c.id} className={styles.listItem}>
              <span className={styles.value}>{`Day ${c.dayOffset}`}</span>
              <span className={styles.subtle}>
                {c.answeredAt
                  ? `Answered ${formatInstant(c.answeredAt, { zone: CLINIC_ZONE, preset: "console" })}`
                  : c.sentAt
                    ? `Sent ${formatInstant(c.sentAt, { zone: CLINIC_ZONE, preset: "console" })}, not answered yet`
                    : c.lapsed
                      ? `Not sent: its ${CHECKIN_OPEN_DAYS} days to answer had passed (due ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })})`
                      : `Goes out ${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo)`}
              </span>
              {c.answeredAt ? <Answer checkin={c} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </CasePanel>
  );
}

function Answer({ checkin: c }: { checkin: StaffCheckin }) {
  return (
    <span className={styles.multiline}>
      {[
        `Feeling ${c.feeling}/10 · pain ${c.pain}/10`,
        c.signs.length > 0 ? `Warning signs: ${c.signs.join(", ")}` : "No warning signs",
        c.wantsCall ? "Wants a call" : null,
        c.note ? `“${c.note}”` : null,
        c.urgent ? (c.handled ? "Urgent (handled)" : "URGENT") : null,
      ]
        .filter(Boolean)
        .join("\n")}
    </span>
  );
}

function UrgentAnswer({ action, checkin }: { action: string; checkin: StaffCheckin }) {
  const { fetcher, form, pending } = useIntentForm("checkin-handled", { id: `handled-${checkin.id}` });
  return (
    <div className={styles.note} role="alert">
      <p className={styles.value}>{`URGENT: day-${checkin.dayOffset} check-in`}</p>
      <Answer checkin={checkin} />
      <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="checkin-handled" />
        <input type="hidden" name="checkinId" value={checkin.id} />
        <ErrorList id={form.errorId} errors={form.errors} role="alert" />
        <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
          I have spoken to the patient: mark handled
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}

function PlanForm({ action, dischargeDate, days }: { action: string; dischargeDate: string; days: number[] }) {
  const { fetcher, form, fields, pending } = useIntentForm("follow-up");
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="follow-up" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        key={`discharge-${dischargeDate}`}
        label="Discharge date (confirmed)"
        errors={fields.dischargeDate?.errors}
        inputProps={{ name: "dischargeDate", type: "date", defaultValue: dischargeDate, required: true }}
      />
      <Field
        key={`days-${days.join(",")}`}
        label="Check-ins, days after discharge"
        hint="Separated by commas. Each goes out once by e-mail at 09:00 Cairo time, in the patient's language."
        errors={fields.days?.errors}
        inputProps={{ name: "days", defaultValue: days.join(", "), required: true, inputMode: "numeric" }}
      />
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
        Save follow-up plan
      </SubmitButton>
    </fetcher.Form>
  );
}
