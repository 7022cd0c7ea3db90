import type { OpenRequestChoice } from "~/cases/about-request";
import { AboutRequestField } from "~/cases/about-request-field";
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useFormMessage } from "~/i18n/form-message";
import { Form, Link, useLocalePath } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import type { Translate } from "~/i18n/message-key";
import { useT } from "~/i18n/use-t";
import { Money } from "~/i18n/money";
import type { CostEstimate } from "./cost-estimate.server";
import * as ui from "~/styles/ui.css";
import type { FormConstraint } from "~/forms/constraint";
import { CheckboxField, Field, SelectField, TextareaField } from "~/ui/forms";
import { CountryField, type CountryChoices } from "./country-field";
import { OptionGroups, type SelectChoice } from "./option-groups";
import { StepFields, useStepHeading, WizardNav, WizardProgress } from "~/wizard/wizard";
import * as wizard from "~/wizard/wizard.css";
import { DocumentInput, UploadedFlag } from "./document-uploader";
import { FileName } from "~/uploads/file-name";
import { useHydrated } from "~/utils/use-hydrated";
import { documentKindKey, documentKinds, type DocumentSummary } from "./documents";
import {
  DOCUMENTS_STEP,
  fieldHintKey,
  fieldLabelKey,
  INTAKE_STEP_COUNT,
  intakeFields,
  intakeSteps,
  optionLabelKey,
  stepTitleKey,
  treatmentChoiceValue,
  type IntakeField,
  type IntakeFieldName,
  type IntakeValues,
} from "~/domain/intake-fields";
import * as styles from "./intake.css";
import { WIZARD_PATH, wizardStepPath } from "./paths";

type Problem = { field: IntakeFieldName; step: number; message: string };
type ConsultationOption = { title: string; text: string };

type WizardProps = {
  /** A signed-in patient's open requests, for "this is about my current request" on the last step. */
  openRequests?: readonly OpenRequestChoice[];
  step: number;
  values: IntakeValues;
  documents: DocumentSummary[];
  flags: { hasPassport: boolean; hasMedicalRecords: boolean; hasInsurance: boolean };
  problems: Problem[];
  signedIn: boolean;
  actionData?: { consentError?: string; checkDetails?: boolean };
  costEstimate: CostEstimate | null;
  /** The step's constraints, derived from its schema in the loader. */
  constraint: FormConstraint;
  /** In the page's language: the treatments with the catalogue's procedures, the countries, the consultation options, the consent statement. */
  treatmentOptions: SelectChoice[];
  countryOptions: CountryChoices;
  consultationOptions: readonly ConsultationOption[];
  consentText: string;
};

const fieldId = (name: string) => `field-${name}`;
const CONSENT_ID = "health-data-consent";
/** A select's options in the page's language: the treatments with their procedures, or the catalogue's words. */
function optionsOf(t: Translate, name: IntakeFieldName, field: IntakeField & { type: "select" }, treatmentOptions: SelectChoice[]) {
  if (name === "treatmentType") return treatmentOptions;
  return field.options.map((value) => ({ value, label: t(optionLabelKey(name, value)) }));
}

/** One answer of a step, drawn with the forms kit; its length limits come from the step's schema. */
function IntakeFieldControl({
  name,
  value,
  problem,
  constraint,
  treatmentOptions,
  countryOptions,
}: {
  name: IntakeFieldName;
  value: string;
  problem?: string;
  constraint: FormConstraint;
  treatmentOptions: SelectChoice[];
  countryOptions: CountryChoices;
}) {
  const t = useT();
  const field: IntakeField = intakeFields[name];
  const common = { id: fieldId(name), name, defaultValue: value, maxLength: constraint[name]?.maxLength };
  const hintKey = fieldHintKey(name);
  const frame = { label: t(fieldLabelKey(name)), hint: hintKey ? t(hintKey) : undefined, errors: problem ? [problem] : undefined };
  switch (field.type) {
    case "country":
      return <CountryField id={common.id} name={name} value={value} label={frame.label} errors={frame.errors} choices={countryOptions} />;
    case "select":
      return (
        <SelectField {...frame} options={[]} placeholder={t("intake.selectOption")} selectProps={common}>
          <OptionGroups choices={optionsOf(t, name, field, treatmentOptions)} />
        </SelectField>
      );
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
  const t = useT();
  const hydrated = useHydrated();
  const flagOf = {
    passport: flags.hasPassport,
    medicalRecords: flags.hasMedicalRecords,
    insurance: flags.hasInsurance,
  };
  return (
    <>
      <p>{t("intake.documents.intro")}</p>
      <p id="document-rules" className={ui.muted}>
        {t("intake.documents.rules")}
      </p>
      {documentKinds.map((kind) => {
        const own = documents.filter((d) => d.kind === kind);
        return (
          <fieldset key={kind} className={styles.documentGroup}>
            <legend className={styles.legend}>{t(documentKindKey(kind))}</legend>
            <UploadedFlag kind={kind} uploaded={flagOf[kind]} />
            {own.length > 0 ? (
              <ul className={styles.documentList}>
                {own.map((d) => (
                  <li key={d.id} className={styles.documentRow}>
                    <FileName file={d} />
                    <button
                      type="submit"
                      name="removeDocument"
                      value={d.id}
                      formEncType="application/x-www-form-urlencoded"
                      className={ui.button.ghost}
                      aria-label={t("intake.documents.removeFile", { file: d.fileName })}
                    >
                      {t("intake.documents.remove")}
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
          {t("intake.documents.uploadFiles")}
        </button>
      )}
    </>
  );
}

/** The estimate's words come in the page's language from the loader; prices stay left to right. */
function CostEstimateStep({ estimate }: { estimate: CostEstimate | null }) {
  const t = useT();
  if (!estimate) return <p>{t("pages.soon.prices")}</p>;
  return (
    <>
      <p>
        {estimate.treatment
          ? t("intake.cost.introTreatment", { treatment: estimate.treatment })
          : t("intake.cost.introTypical")}
      </p>
      <table className={styles.costTable}>
        <caption className={ui.visuallyHidden}>{t("intake.cost.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("intake.cost.item")}</th>
            <th scope="col">{t("intake.cost.estimatedCost")}</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>
                <Money written={item.range} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("intake.cost.total")}</th>
            <td>
              <Money written={estimate.total} />
            </td>
          </tr>
        </tfoot>
      </table>
      <div className={styles.savings}>
        <p className={styles.savingsCard}>
          {t("intake.cost.homeCountry")}
          <span className={styles.savingsValue}>
            <Money written={estimate.homeCountry} />
          </span>
        </p>
        <p className={styles.savingsCard}>
          {estimate.savingsLabel}
          <span className={styles.savingsValue}>
            <Money written={estimate.savings} />
          </span>
          (<Ltr>{estimate.savingsPercent}</Ltr>)
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
  consultationOptions,
  consentText,
  openRequests = [],
}: Pick<WizardProps, "problems" | "signedIn" | "actionData" | "consultationOptions" | "consentText" | "openRequests">) {
  const t = useT();
  const message = useFormMessage();
  const localePath = useLocalePath();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.checkDetails) summaryRef.current?.focus();
    else if (actionData?.consentError) document.getElementById(CONSENT_ID)?.focus();
  }, [actionData]);
  const consentError = actionData?.consentError;
  return (
    <>
      <p>{t("intake.consultation.intro")}</p>
      <ul className={`${ui.grid.three} ${styles.documentList}`}>
        {consultationOptions.map((option) => (
          <li key={option.title} className={ui.card}>
            <h3>{option.title}</h3>
            <p className={ui.muted}>{option.text}</p>
          </li>
        ))}
      </ul>
      {/* A line of its own: beside the button, the hint wrapped around it on a phone. */}
      <p className={ui.muted}>{t("intake.consultation.scheduleHint")}</p>
      <p>
        {/* The draft is kept on the server, so the patient can book now and complete the registration after. */}
        <Link to="/book" className={ui.button.outline}>
          {t("intake.consultation.schedule")}
        </Link>
      </p>
      {problems.length > 0 ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="problems-title"
          className={wizard.errorSummary}
        >
          <h3 id="problems-title">{t("intake.consultation.problemsTitle")}</h3>
          <ul>
            {problems.map((p) => (
              <li key={p.field}>
                <Link to={`${wizardStepPath(p.step)}#${fieldId(p.field)}`}>
                  {t("intake.consultation.problem", {
                    field: t(fieldLabelKey(p.field)),
                    step: p.step,
                    message: message(p.message),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {signedIn ? null : (
        <div className={wizard.notice}>
          <p>
            <strong>{t("intake.consultation.almostDone")}</strong> {t("intake.consultation.signInNotice")}
          </p>
          <Link
            to={`/auth?${new URLSearchParams({ redirectTo: localePath(wizardStepPath(INTAKE_STEP_COUNT)) })}`}
            className={ui.button.outline}
          >
            {t("intake.consultation.signIn")}
          </Link>
        </div>
      )}
      <AboutRequestField choices={openRequests} />
      <CheckboxField
        label={consentText}
        errors={consentError ? [consentError] : undefined}
        className={styles.consent}
        inputProps={{ id: CONSENT_ID, name: "healthDataConsent", value: "yes" }}
      />
      <p className={ui.muted}>
        {t("intake.consultation.withdraw")} <Link to="/privacy">{t("intake.consultation.privacy")}</Link>
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
  treatmentOptions,
  countryOptions,
  consultationOptions,
  consentText,
  openRequests,
}: WizardProps) {
  const t = useT();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const headingRef = useStepHeading(step);

  const stepTitles = intakeSteps.map((_, index) => t(stepTitleKey(index + 1)));
  const title = stepTitles[step - 1];
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(localePath(WIZARD_PATH));
  const completing = submitting && navigation.formData?.get("intent") === "complete";
  const busy = submitting || uploading;
  const problemOf = (name: IntakeFieldName) => problems.find((p) => p.field === name)?.message;

  return (
    <section className={ui.section} aria-labelledby="wizard-title">
      <div className={`${ui.container} ${styles.wizard}`}>
        <h1 id="wizard-title">{t("intake.title")}</h1>
        <p className={ui.muted}>{t("intake.lead")}</p>

        <WizardProgress step={step} steps={stepTitles} label={t("intake.progress")} namedValue numbers="badge" />

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
                  value={name === "treatmentType" ? treatmentChoiceValue(values) : (values[name] ?? "")}
                  problem={problemOf(name)}
                  constraint={constraint}
                  treatmentOptions={treatmentOptions}
                  countryOptions={countryOptions}
                />
              ))}
            </div>
          ) : step === DOCUMENTS_STEP ? (
            <DocumentsStep documents={documents} flags={flags} onBusyChange={setUploading} />
          ) : step === 5 ? (
            <CostEstimateStep estimate={costEstimate} />
          ) : (
            <ConsultationStep
              problems={problems}
              signedIn={signedIn}
              actionData={actionData}
              consultationOptions={consultationOptions}
              consentText={consentText}
              openRequests={openRequests}
            />
          )}

          <WizardNav step={step} busy={busy}>
            {step < INTAKE_STEP_COUNT ? (
              <button type="submit" name="intent" value="next" className={ui.button.primary} disabled={busy}>
                {uploading ? t("intake.documents.uploading") : t("wizard.next")}
              </button>
            ) : (
              <button type="submit" name="intent" value="complete" className={ui.button.accent} disabled={busy}>
                {completing ? t("intake.consultation.completing") : t("intake.consultation.complete")}
              </button>
            )}
          </WizardNav>
        </Form>
      </div>
    </section>
  );
}
