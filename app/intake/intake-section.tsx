import { Form, Link } from "react-router";
import * as ui from "~/styles/ui.css";
import { DocumentFileName, DocumentInput, UploadedFlag } from "./document-uploader";
import { useHydrated } from "~/utils/use-hydrated";
import { documentKindLabels, documentKinds } from "./documents";
import { INTAKE_STEP_COUNT } from "./fields";
import * as styles from "./intake.css";
import { documentPath, UPLOAD_PATH, WIZARD_PATH, wizardStepPath } from "./paths";
import type { IntakeSectionData, PatientIntake } from "./intake.server";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function IntakeCard({ intake }: { intake: PatientIntake }) {
  const hydrated = useHydrated();
  const titleId = `intake-${intake.id}-title`;
  const rulesId = `intake-${intake.id}-rules`;
  const flagOf = {
    passport: intake.flags.hasPassport,
    medicalRecords: intake.flags.hasMedicalRecords,
    insurance: intake.flags.hasInsurance,
  };
  return (
    <article aria-labelledby={titleId} className={styles.documentGroup}>
      <h3 id={titleId}>Registration of {dateFormat.format(new Date(intake.submittedAt))}</h3>
      <p className={styles.statusRow}>
        <span>Status:</span> <span className={ui.badge}>{intake.statusLabel}</span>
        {intake.treatment ? <span>Treatment: {intake.treatment}</span> : null}
        {intake.timeline ? <span>Timeline: {intake.timeline}</span> : null}
      </p>
      {documentKinds.map((kind) => {
        const own = intake.documents.filter((d) => d.kind === kind);
        return (
          <div key={kind}>
            <h4>{documentKindLabels[kind]}</h4>
            <UploadedFlag kind={kind} uploaded={flagOf[kind]} />
            {own.length > 0 ? (
              <ul className={styles.documentList}>
                {own.map((d) => (
                  <li key={d.id} className={styles.documentRow}>
                    <DocumentFileName document={d} />
                    <span className={ui.buttonRow}>
                      <a href={documentPath(d.id)} download className={ui.button.outline}>
                        Download<span className={ui.visuallyHidden}> {d.fileName}</span>
                      </a>
                      <Form method="post" action={documentPath(d.id)} className={styles.inlineForm}>
                        <button type="submit" className={ui.button.ghost}>
                          Remove<span className={ui.visuallyHidden}> {d.fileName}</span>
                        </button>
                      </Form>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      <Form
        method="post"
        action={`${UPLOAD_PATH}?${new URLSearchParams({ intake: intake.id })}`}
        encType="multipart/form-data"
        aria-label="Add documents"
        className={styles.fileField}
      >
        <h4>Add documents</h4>
        <p id={rulesId} className={ui.muted}>
          PDF, JPG or PNG, up to 10MB each. A new passport or insurance file replaces the current one.
        </p>
        {documentKinds.map((kind) => (
          <DocumentInput key={kind} kind={kind} intakeId={intake.id} describedBy={rulesId} />
        ))}
        {hydrated ? null : (
          <button type="submit" className={ui.button.outline}>
            Upload Files
          </button>
        )}
      </Form>
    </article>
  );
}

/**
 * The patient's intake on the dashboard: each completed registration with its status and its
 * documents (download, remove, add more), and a link back into a registration in progress.
 * Data: `loadIntakeSection(request, userId)` from ./intake.server.
 */
export function IntakeSection({ intakes, draftStep }: IntakeSectionData) {
  return (
    <section aria-labelledby="intake-section-title" className={styles.sectionCard}>
      <h2 id="intake-section-title">Your Medical Intake</h2>
      {draftStep !== null ? (
        <p>
          You have a registration in progress (step {draftStep} of {INTAKE_STEP_COUNT}).{" "}
          <Link to={wizardStepPath(draftStep)}>Continue your registration</Link>
        </p>
      ) : null}
      {intakes.length === 0 && draftStep === null ? (
        <p>
          You have not registered for treatment yet. <Link to={WIZARD_PATH}>Start Your Journey</Link>
        </p>
      ) : null}
      {intakes.map((intake) => (
        <IntakeCard key={intake.id} intake={intake} />
      ))}
    </section>
  );
}
