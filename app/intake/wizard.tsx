import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { consultationOptions, healthDataConsentText } from "~content/intake";
import type { CostEstimate } from "./cost-estimate";
import * as ui from "~/styles/ui.css";
import type { FormConstraint } from "~/forms/constraint";
import { CheckboxField, Field, SelectField, TextareaField } from "~/ui/forms";
import { StepFields, useStepHeading, WizardNav, WizardProgress } from "~/wizard/wizard";
import * as wizard from "~/wizard/wizard.css";
import { DocumentFileName, DocumentInput, UploadedFlag } from "./document-uploader";
import { useHydrated } from "~/utils/use-hydrated";
import { documentKindLabels, documentKinds, type DocumentSummary } from "./documents";
import {
  DOCUMENTS_STEP,
  INTAKE_STEP_COUNT,
  intakeFields,
  intakeSteps,
  type IntakeField,
  type IntakeFieldName,
  type IntakeValues,
} from "./fields";
import * as styles from "./intake.css";
import { WIZARD_PATH, wizardStepPath } from "./paths";

type Problem = { field: IntakeFieldName; step: number; message: string };

type WizardProps = {
  step: number;
  values: IntakeValues;
  documents: DocumentSummary[];
  flags: { hasPassport: boolean; hasMedicalRecords: boolean; hasInsurance: boolean };
  problems: Problem[];
  signedIn: boolean;
  actionData?: { consentError?: string; checkDetails?: boolean };
  costEstimate: CostEstimate;
  /** The step's constraints, derived from its schema in the loader. */
  constraint: FormConstraint;
};

const fieldId = (name: string) => `field-${name}`;
const CONSENT_ID = "health-data-consent";
const stepTitles = intakeSteps.map((s) => s.title);

/** One answer of a step, drawn with the forms kit; its length limits come from the step's schema. */
function IntakeFieldControl({
  name,
  value,
  problem,
  constraint,
}: {
  name: IntakeFieldName;
  value: string;
  problem?: string;
  constraint: FormConstraint;
}) {
  const field: IntakeField = intakeFields[name];
  const common = { id: fieldId(name), name, defaultValue: value, maxLength: constraint[name]?.maxLength };
  const frame = { label: field.label, hint: field.hint, errors: problem ? [problem] : undefined };
  switch (field.type) {
    case "select":
      return <SelectField {...frame} options={field.options} placeholder="Select an option" selectProps={common} />;
    case "textarea":
      return <TextareaField {...frame} className={wizard.fieldWide} textareaProps={{ ...common, rows: field.rows }} />;
    case "number":
      return (
        <Field
          {...frame}
          inputProps={{ ...common, type: "number", inputMode: "numeric", min: field.min, max: field.max, step: 1 }}
        />
      );
    default:
      return <Field {...frame} inputProps={{ ...common, type: field.type, autoComplete: field.autoComplete }} />;
  }
}

function DocumentsStep({
  documents,
  flags,
  onBusyChange,
}: Pick<WizardProps, "documents" | "flags"> & { onBusyChange: (busy: boolean) => void }) {
  const hydrated = useHydrated();
  const flagOf = {
    passport: flags.hasPassport,
    medicalRecords: flags.hasMedicalRecords,
    insurance: flags.hasInsurance,
  };
  return (
    <>
      <p>Upload your documents now, or later from your dashboard: our doctors need them before your consultation.</p>
      <p id="document-rules" className={ui.muted}>
        Accepted files: PDF, JPG or PNG, up to 10MB each. One passport, one insurance document and up to 10 medical
        records.
      </p>
      {documentKinds.map((kind) => {
        const own = documents.filter((d) => d.kind === kind);
        return (
          <fieldset key={kind} className={styles.documentGroup}>
            <legend className={styles.legend}>{documentKindLabels[kind]}</legend>
            <UploadedFlag kind={kind} uploaded={flagOf[kind]} />
            {own.length > 0 ? (
              <ul className={styles.documentList}>
                {own.map((d) => (
                  <li key={d.id} className={styles.documentRow}>
                    <DocumentFileName document={d} />
                    <button
                      type="submit"
                      name="removeDocument"
                      value={d.id}
                      formEncType="application/x-www-form-urlencoded"
                      className={ui.button.ghost}
                      aria-label={`Remove ${d.fileName}`}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <DocumentInput kind={kind} describedBy="document-rules" onBusyChange={onBusyChange} />
          </fieldset>
        );
      })}
      {hydrated ? null : (
        <button type="submit" name="intent" value="upload" className={ui.button.outline}>
          Upload Files
        </button>
      )}
    </>
  );
}

function CostEstimateStep({ estimate }: { estimate: CostEstimate }) {
  return (
    <>
      <p>
        {estimate.treatment
          ? `An all-inclusive estimate for ${estimate.treatment} in US dollars, compared with the same treatment at home.`
          : "A typical all-inclusive estimate in US dollars, compared with the same care at home."}
      </p>
      <table className={styles.costTable}>
        <caption className={ui.visuallyHidden}>Estimated costs in Egypt (USD)</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Estimated cost</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{item.range}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total estimated cost</th>
            <td>{estimate.total}</td>
          </tr>
        </tfoot>
      </table>
      <div className={styles.savings}>
        <p className={styles.savingsCard}>
          Same treatment in your home country
          <span className={styles.savingsValue}>{estimate.homeCountry}</span>
        </p>
        <p className={styles.savingsCard}>
          {estimate.savingsLabel}
          <span className={styles.savingsValue}>{estimate.savings}</span>({estimate.savingsPercent})
        </p>
      </div>
      <p className={ui.muted}>{estimate.note}</p>
    </>
  );
}

function ConsultationStep({
  problems,
  signedIn,
  actionData,
}: Pick<WizardProps, "problems" | "signedIn" | "actionData">) {
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.checkDetails) summaryRef.current?.focus();
    else if (actionData?.consentError) document.getElementById(CONSENT_ID)?.focus();
  }, [actionData]);
  const consentError = actionData?.consentError;
  return (
    <>
      <p>After you complete your registration, a medical coordinator contacts you to arrange your consultation.</p>
      <ul className={`${ui.grid.three} ${styles.documentList}`}>
        {consultationOptions.map((option) => (
          <li key={option.title} className={ui.card}>
            <h3>{option.title}</h3>
            <p className={ui.muted}>{option.text}</p>
          </li>
        ))}
      </ul>
      <p>
        {/* The draft is kept on the server, so the patient can book now and complete the registration after. */}
        <Link to="/book" className={ui.button.outline}>
          Schedule Consultation
        </Link>{" "}
        <span className={ui.muted}>Choose a time for your free video call, shown in your own time zone.</span>
      </p>
      {problems.length > 0 ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="problems-title"
          className={wizard.errorSummary}
        >
          <h3 id="problems-title">Please correct these answers</h3>
          <ul>
            {problems.map((p) => (
              <li key={p.field}>
                <Link to={`${wizardStepPath(p.step)}#${fieldId(p.field)}`}>
                  {intakeFields[p.field].label} (step {p.step}): {p.message}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {signedIn ? null : (
        <div className={wizard.notice}>
          <p>
            <strong>Almost done.</strong> Sign in or create an account to complete your registration. Your answers and
            documents are kept while you do, and you come back here.
          </p>
          <Link
            to={`/auth?${new URLSearchParams({ redirectTo: wizardStepPath(INTAKE_STEP_COUNT) })}`}
            className={ui.button.outline}
          >
            Sign in or create an account
          </Link>
        </div>
      )}
      <CheckboxField
        label={healthDataConsentText}
        errors={consentError ? [consentError] : undefined}
        className={styles.consent}
        inputProps={{ id: CONSENT_ID, name: "healthDataConsent", value: "yes" }}
      />
      <p className={ui.muted}>
        You can withdraw this consent at any time on your account page.{" "}
        <Link to="/privacy">How we handle health data</Link>
      </p>
    </>
  );
}

/**
 * The six-step intake. Each step is a real form posting to the route action, which
 * saves it to the server-side draft and answers with the next step, so it works without
 * JavaScript; with JavaScript the same posts run without reloading the page.
 */
export function IntakeWizard({
  step,
  values,
  documents,
  flags,
  problems,
  signedIn,
  actionData,
  costEstimate,
  constraint,
}: WizardProps) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const headingRef = useStepHeading(step);

  const title = stepTitles[step - 1];
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(WIZARD_PATH);
  const completing = submitting && navigation.formData?.get("intent") === "complete";
  const busy = submitting || uploading;
  const problemOf = (name: IntakeFieldName) => problems.find((p) => p.field === name)?.message;

  return (
    <section className={ui.section} aria-labelledby="wizard-title">
      <div className={`${ui.container} ${styles.wizard}`}>
        <h1 id="wizard-title">Start Your Medical Journey</h1>
        <p className={ui.muted}>
          Tell us about yourself and your treatment. Nothing is required: answer what you can, and move on whenever you
          like.
        </p>

        <WizardProgress step={step} steps={stepTitles} label="Registration progress" namedValue numbers="badge" />

        <Form
          key={step}
          method="post"
          action={WIZARD_PATH}
          encType={step === DOCUMENTS_STEP ? "multipart/form-data" : "application/x-www-form-urlencoded"}
          noValidate
          className={styles.panel}
          aria-labelledby="step-title"
        >
          <StepFields step={step} count={INTAKE_STEP_COUNT} />
          <h2 id="step-title" ref={headingRef} tabIndex={-1} className={wizard.stepHeading}>
            {title}
          </h2>

          {step <= 3 ? (
            <div className={wizard.fieldGrid}>
              {intakeSteps[step - 1]!.fields.map((name) => (
                <IntakeFieldControl
                  key={name}
                  name={name}
                  value={values[name] ?? ""}
                  problem={problemOf(name)}
                  constraint={constraint}
                />
              ))}
            </div>
          ) : step === DOCUMENTS_STEP ? (
            <DocumentsStep documents={documents} flags={flags} onBusyChange={setUploading} />
          ) : step === 5 ? (
            <CostEstimateStep estimate={costEstimate} />
          ) : (
            <ConsultationStep problems={problems} signedIn={signedIn} actionData={actionData} />
          )}

          <WizardNav step={step} busy={busy}>
            {step < INTAKE_STEP_COUNT ? (
              <button type="submit" name="intent" value="next" className={ui.button.primary} disabled={busy}>
                {uploading ? "Uploading..." : "Next"}
              </button>
            ) : (
              <button type="submit" name="intent" value="complete" className={ui.button.accent} disabled={busy}>
                {completing ? "Completing Registration..." : "Complete Registration"}
              </button>
            )}
          </WizardNav>
        </Form>
      </div>
    </section>
  );
}
