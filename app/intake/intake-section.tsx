// The forms post to file endpoints without an /ar twin, so they are react-router's, not the locale-aware ones.
import { Form } from "react-router";
import * as ui from "~/styles/ui.css";
import { Link } from "~/i18n/links";
import { useFormat, useLocale, useT } from "~/i18n/use-t";
import { DocumentInput, UploadedFlag } from "./document-uploader";
import { FileName } from "~/uploads/file-name";
import { useHydrated } from "~/utils/use-hydrated";
import { documentKindKey, documentKinds } from "./documents";
import * as styles from "./intake.css";
import { documentPath, UPLOAD_PATH, WIZARD_PATH, wizardStepPath, withPageLocale } from "./paths";
import type { IntakeSectionData, PatientIntake } from "./intake.server";

const dateOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

function IntakeCard({ intake }: { intake: PatientIntake }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const hydrated = useHydrated();
  const titleId = `intake-${intake.id}-title`;
  const rulesId = `intake-${intake.id}-rules`;
  const submitted = new Date(intake.submittedAt);
  // English keeps its British order ("22 November 2026"); Arabic has its month names with Western digits.
  const date = format.dayFirst(submitted, dateOptions);
  const flagOf = {
    passport: intake.flags.hasPassport,
    medicalRecords: intake.flags.hasMedicalRecords,
    insurance: intake.flags.hasInsurance,
  };
  return (
    <article aria-labelledby={titleId} className={styles.documentGroup}>
      <h3 id={titleId}>{t("intake.dashboard.registrationOf", { date })}</h3>
      <p className={styles.statusRow}>
        <span>{t("intake.dashboard.status")}</span>{" "}
        <span className={ui.badge}>{t(`intake.dashboard.status.${intake.status}`)}</span>
        {intake.treatment ? <span>{t("intake.dashboard.treatment", { treatment: intake.treatment })}</span> : null}
        {intake.procedure ? <span>{t("intake.dashboard.procedure", { procedure: intake.procedure })}</span> : null}
        {intake.timeline ? (
          <span>{t("intake.dashboard.timeline", { timeline: intake.timeline })}</span>
        ) : null}
      </p>
      {documentKinds.map((kind) => {
        const own = intake.documents.filter((d) => d.kind === kind);
        return (
          <div key={kind}>
            <h4>{t(documentKindKey(kind))}</h4>
            <UploadedFlag kind={kind} uploaded={flagOf[kind]} />
            {own.length > 0 ? (
              <ul className={styles.documentList}>
                {own.map((d) => (
                  <li key={d.id} className={styles.documentRow}>
                    <FileName file={d} />
                    <span className={ui.buttonRow}>
                      <a href={documentPath(d.id)} download className={ui.button.outline}>
                        {t("intake.dashboard.download")}
                        <span className={ui.visuallyHidden}>
                          {" "}
                          <bdi>{d.fileName}</bdi>
                        </span>
                      </a>
                      <Form
                        method="post"
                        action={withPageLocale(documentPath(d.id), locale)}
                        className={styles.inlineForm}
                      >
                        <button type="submit" className={ui.button.ghost}>
                          {t("intake.documents.remove")}
                          <span className={ui.visuallyHidden}>
                            {" "}
                            <bdi>{d.fileName}</bdi>
                          </span>
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
        action={withPageLocale(`${UPLOAD_PATH}?${new URLSearchParams({ intake: intake.id })}`, locale)}
        encType="multipart/form-data"
        aria-label={t("intake.dashboard.addDocuments")}
        className={styles.fileField}
      >
        <h4>{t("intake.dashboard.addDocuments")}</h4>
        <p id={rulesId} className={ui.muted}>
          {t("intake.dashboard.addRules")}
        </p>
        {documentKinds.map((kind) => (
          <DocumentInput key={kind} kind={kind} intakeId={intake.id} describedBy={rulesId} />
        ))}
        {hydrated ? null : (
          <button type="submit" className={ui.button.outline}>
            {t("intake.documents.uploadFiles")}
          </button>
        )}
      </Form>
    </article>
  );
}

/**
 * The patient's intake on the dashboard: each completed registration with its status and its
 * documents (download, remove, add more), and a link back into a registration in progress.
 * Data: `loadIntakeSection(request, userId, locale)` from ./intake.server.
 */
export function IntakeSection({
  intakes,
  draftStep,
  stepCount,
  journeyStarted = false,
}: IntakeSectionData & {
  /** The patient already sent a plan or another request: the invitation says what the intake adds instead. */
  journeyStarted?: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="intake-section-title" className={styles.sectionCard}>
      <h2 id="intake-section-title">{t("intake.dashboard.title")}</h2>
      {draftStep !== null ? (
        <p>
          {t("intake.dashboard.inProgress", { step: draftStep, count: stepCount })}{" "}
          <Link to={wizardStepPath(draftStep)}>{t("intake.dashboard.continue")}</Link>
        </p>
      ) : null}
      {intakes.length === 0 && draftStep === null ? (
        <p>
          {journeyStarted ? t("intake.dashboard.addMedical") : t("intake.dashboard.none")}{" "}
          <Link to={WIZARD_PATH}>{t("intake.dashboard.start")}</Link>
        </p>
      ) : null}
      {intakes.map((intake) => (
        <IntakeCard key={intake.id} intake={intake} />
      ))}
    </section>
  );
}
