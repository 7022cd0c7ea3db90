import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { consultationOptions, costEstimate, healthDataConsentText } from "~content/intake";
import * as ui from "~/styles/ui.css";
import { DocumentInput, useHydrated } from "./document-uploader";
import { documentKindLabels, documentKinds, formatFileSize, type DocumentSummary } from "./documents";
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
};

const fieldId = (name: string) => `field-${name}`;

function Field({ name, value, problem }: { name: IntakeFieldName; value: string; problem?: string }) {
  const field: IntakeField = intakeFields[name];
  const id = fieldId(name);
  const describedBy =
    [field.hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: value,
    className: styles.control,
    "aria-describedby": describedBy,
    "aria-invalid": problem ? true : undefined,
  };
  return (
    <div className={`${styles.field} ${field.type === "textarea" ? styles.fieldWide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {field.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
      {field.type === "select" ? (
        <select {...common}>
          <option value="">Select an option</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea {...common} rows={field.rows} maxLength={field.maxLength} />
      ) : field.type === "number" ? (
        <input {...common} type="number" inputMode="numeric" min={field.min} max={field.max} step={1} />
      ) : (
        <input {...common} type={field.type} maxLength={field.maxLength} autoComplete={field.autoComplete} />
      )}
      {problem ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </div>
  );
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
            <p className={`${styles.flag} ${flagOf[kind] ? styles.flagOn : ""}`}>
              {flagOf[kind] ? `✓ ${documentKindLabels[kind]} uploaded` : "Not uploaded yet"}
            </p>
            {own.length > 0 ? (
              <ul className={styles.documentList}>
                {own.map((d) => (
                  <li key={d.id} className={styles.documentRow}>
                    <span className={styles.documentName}>
                      {d.fileName} <span className={ui.muted}>({formatFileSize(d.size)})</span>
                    </span>
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

function CostEstimateStep() {
  return (
    <>
      <p>A typical all-inclusive estimate in US dollars, compared with the same care at home.</p>
      <table className={styles.costTable}>
        <caption className={ui.visuallyHidden}>Estimated costs in Egypt (USD)</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Estimated cost</th>
          </tr>
        </thead>
        <tbody>
          {costEstimate.items.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{item.range}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total estimated cost</th>
            <td>{costEstimate.total}</td>
          </tr>
        </tfoot>
      </table>
      <div className={styles.savings}>
        <p className={styles.savingsCard}>
          Same treatment in your home country
          <span className={styles.savingsValue}>{costEstimate.homeCountry}</span>
        </p>
        <p className={styles.savingsCard}>
          Your estimated savings
          <span className={styles.savingsValue}>{costEstimate.savings}</span>({costEstimate.savingsPercent})
        </p>
      </div>
      <p className={ui.muted}>{costEstimate.note}</p>
    </>
  );
}

function ConsultationStep({
  problems,
  signedIn,
  actionData,
}: Pick<WizardProps, "problems" | "signedIn" | "actionData">) {
  const consentRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.checkDetails) summaryRef.current?.focus();
    else if (actionData?.consentError) consentRef.current?.focus();
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
      {problems.length > 0 ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="problems-title"
          className={styles.errorSummary}
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
        <div className={styles.notice}>
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
      <div className={styles.consent}>
        <input
          ref={consentRef}
          id="health-data-consent"
          type="checkbox"
          name="healthDataConsent"
          value="yes"
          className={styles.checkbox}
          aria-describedby={consentError ? "health-data-consent-error" : undefined}
          aria-invalid={consentError ? true : undefined}
        />
        <label htmlFor="health-data-consent">{healthDataConsentText}</label>
      </div>
      {consentError ? (
        <p id="health-data-consent-error" className={styles.fieldError}>
          {consentError}
        </p>
      ) : null}
    </>
  );
}

/**
 * The six-step intake (part 2 §2). Each step is a real form posting to the route action, which
 * saves it to the server-side draft and answers with the next step, so it works without
 * JavaScript; with JavaScript the same posts run without reloading the page.
 */
export function IntakeWizard({ step, values, documents, flags, problems, signedIn, actionData }: WizardProps) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // Moving between steps without a reload: take keyboard and screen reader users to the new step.
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const title = intakeSteps[step - 1]!.title;
  const percent = Math.round((step / INTAKE_STEP_COUNT) * 100);
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

        <div className={styles.progressHeader}>
          <span>{`Step ${step} of ${INTAKE_STEP_COUNT}`}</span>
          <span>{`${percent}% complete`}</span>
        </div>
        <div
          className={styles.progressTrack}
          role="progressbar"
          aria-label="Registration progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${INTAKE_STEP_COUNT}: ${title}`}
        >
          <div className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
        <ol className={styles.stepList}>
          {intakeSteps.map((s, i) => (
            <li key={s.title} className={styles.stepItem} aria-current={i + 1 === step ? "step" : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              {s.title}
            </li>
          ))}
        </ol>

        <Form
          key={step}
          method="post"
          action={WIZARD_PATH}
          encType={step === DOCUMENTS_STEP ? "multipart/form-data" : "application/x-www-form-urlencoded"}
          noValidate
          className={styles.panel}
          aria-labelledby="step-title"
        >
          <input type="hidden" name="step" value={step} />
          {step < INTAKE_STEP_COUNT ? (
            // Enter in a text field submits with the form's first button: make that Next, not Previous.
            <button type="submit" name="intent" value="next" hidden tabIndex={-1} />
          ) : null}
          <h2 id="step-title" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {title}
          </h2>

          {step <= 3 ? (
            <div className={styles.fieldGrid}>
              {intakeSteps[step - 1]!.fields.map((name) => (
                <Field key={name} name={name} value={values[name] ?? ""} problem={problemOf(name)} />
              ))}
            </div>
          ) : step === DOCUMENTS_STEP ? (
            <DocumentsStep documents={documents} flags={flags} onBusyChange={setUploading} />
          ) : step === 5 ? (
            <CostEstimateStep />
          ) : (
            <ConsultationStep problems={problems} signedIn={signedIn} actionData={actionData} />
          )}

          <div className={styles.nav}>
            <button
              type="submit"
              name="intent"
              value="previous"
              className={ui.button.outline}
              disabled={step === 1 || busy}
            >
              Previous
            </button>
            {step < INTAKE_STEP_COUNT ? (
              <button type="submit" name="intent" value="next" className={ui.button.primary} disabled={busy}>
                {uploading ? "Uploading..." : "Next"}
              </button>
            ) : (
              <button type="submit" name="intent" value="complete" className={ui.button.accent} disabled={busy}>
                {completing ? "Completing Registration..." : "Complete Registration"}
              </button>
            )}
          </div>
        </Form>
      </div>
    </section>
  );
}
