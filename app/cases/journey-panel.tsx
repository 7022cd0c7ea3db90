import { getFormProps } from "~/forms/use-form";
import * as styles from "~/staff/staff.css";
import { useIntentForm } from "~/staff/use-intent-form";
import { ErrorList, Field, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import { canMoveStage, journeyStages, visaLetterLabels, visaLetterStates, type JourneyStage } from "./journey-rules";
import type { ItineraryLine } from "./journey.server";
import { CasePanel } from "~/staff/case-panel";

type Defaults = Record<string, string> & { fromAcceptedQuote?: unknown };

/**
 * The journey on the staff case page: the stage (moved one step at a time, or forward past steps the
 * patient does not need), its facts, and those facts exactly as the patient reads them (the trip has its own panel).
 */
export function JourneyPanel({
  caseId,
  stage,
  stageTitles,
  defaults,
  fromAcceptedQuote,
  treatments,
  patientSees,
}: {
  caseId: string;
  stage: JourneyStage;
  stageTitles: Record<JourneyStage, string>;
  defaults: Defaults;
  fromAcceptedQuote: boolean;
  /** Every treatment: the journey names the one the patient has from the list (decision 0121). */
  treatments: { value: string; label: string }[];
  patientSees: ItineraryLine[];
}) {
  const action = `/staff/cases/${caseId}`;
  return (
    <CasePanel id="journey" title="Journey">
      <p className={styles.value}>{`Stage ${journeyStages.indexOf(stage) + 1} of ${journeyStages.length}: ${stageTitles[stage]}`}</p>
      <StageForm action={action} stage={stage} stageTitles={stageTitles} />
      <FactsForm action={action} defaults={defaults} fromAcceptedQuote={fromAcceptedQuote} treatments={treatments} />
      <h3 className={styles.sectionTitle}>What the patient sees</h3>
      {patientSees.length === 0 ? (
        <p className={styles.summary}>No itinerary yet: the patient reads that their coordinator adds the dates when agreed.</p>
      ) : (
        <dl className={styles.details}>
          {patientSees.map((line) => (
            <div key={line.label} className={styles.detailRow}>
              <dt className={styles.term}>{line.label}</dt>
              <dd className={line.multiline ? styles.multiline : styles.value}>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </CasePanel>
  );
}

function StageForm({ action, stage, stageTitles }: { action: string; stage: JourneyStage; stageTitles: Record<JourneyStage, string> }) {
  const { fetcher, form, fields, pending } = useIntentForm("stage");
  const next = journeyStages.filter((s) => canMoveStage(stage, s));
  const forward = next.find((s) => journeyStages.indexOf(s) > journeyStages.indexOf(stage));
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="stage" />
      {/* The stage this page showed: a colleague's move in between refuses this one instead of skipping it. */}
      <input type="hidden" name="from" value={stage} />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SelectField
        key={stage}
        label="Move the stage to"
        hint="One step back corrects a mistake; forward may skip steps the patient does not need."
        options={next.map((s) => ({ value: s, label: `${journeyStages.indexOf(s) + 1}. ${stageTitles[s]}` }))}
        errors={fields.stage?.errors}
        selectProps={{ name: "stage", defaultValue: forward ?? next[0] }}
      />
      <SubmitButton pending={pending} pendingLabel="Moving..." variant="outline">
        Move stage
      </SubmitButton>
    </fetcher.Form>
  );
}

const dateFields = [
  ["treatmentStart", "Treatment starts"],
  ["treatmentEnd", "Treatment ends"],
] as const;

function FactsForm({
  action,
  defaults,
  fromAcceptedQuote,
  treatments,
}: {
  action: string;
  defaults: Defaults;
  fromAcceptedQuote: boolean;
  treatments: { value: string; label: string }[];
}) {
  const { fetcher, form, fields, pending } = useIntentForm("journey");
  const field = (name: string, label: string, type = "text", hint?: string) => (
    <Field
      key={`${name}-${defaults[name]}`}
      label={label}
      hint={hint}
      markOptional={false}
      errors={fields[name]?.errors}
      inputProps={{ name, type, defaultValue: defaults[name] ?? "" }}
    />
  );
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="journey" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <fieldset className={styles.actionForm}>
        <legend className={styles.sectionTitle}>Treatment</legend>
        <SelectField
          key={`treatment-${defaults.treatment}`}
          label="Agreed treatment"
          hint={fromAcceptedQuote ? "The treatment starts from the accepted quote." : undefined}
          options={treatments}
          placeholder="Not agreed yet"
          errors={fields.treatment?.errors}
          selectProps={{ name: "treatment", defaultValue: defaults.treatment ?? "" }}
        />
        {dateFields.map(([name, label]) => field(name, label, "date"))}
        <SelectField
          key={`visa-${defaults.visaLetter}`}
          label="Visa invitation letter"
          options={visaLetterStates.map((v) => ({ value: v, label: visaLetterLabels[v] }))}
          errors={fields.visaLetter?.errors}
          selectProps={{ name: "visaLetter", defaultValue: defaults.visaLetter }}
        />
        <TextareaField
          key={`follow-${defaults.followUpPlan}`}
          label="Follow-up plan"
          hint="The patient reads this as written."
          markOptional={false}
          errors={fields.followUpPlan?.errors}
          textareaProps={{ name: "followUpPlan", rows: 3, defaultValue: defaults.followUpPlan }}
        />
      </fieldset>
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
        Save journey facts
      </SubmitButton>
    </fetcher.Form>
  );
}
