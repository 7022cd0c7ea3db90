import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { FileName } from "~/uploads/file-name";
import { documentKindKey } from "~/intake/documents";
import { documentPath } from "~/intake/paths";
import * as ui from "~/styles/ui.css";
import { TripPlanDetails } from "~/trips/trip-plans-section";
import * as styles from "~/cases/cases.css";
import type { SentRequest } from "./sent-request.server";

/**
 * The top of the patient's request page: the details of what they sent us, the plan's dates and budget, the
 * intake's treatment, timeline and documents, the consultation they booked, or a message's treatment and country.
 * Their own words (a message, a booking's topic) are not repeated here: they open the conversation.
 */
export function SentSection({
  sent,
  canDownload,
  id = "sent",
  title,
}: {
  sent: SentRequest;
  canDownload: boolean;
  /** A request merged into this one has its own section (`id`) and heading (`title`). */
  id?: string;
  title?: string;
}) {
  const t = useT();
  // A message that named no treatment nor country has nothing here beyond its words.
  if (!sent || (sent.type === "contact" && !sent.treatment && !sent.country)) return null;
  return (
    <section id={id} className={ui.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t("requests.sent.title")}</h2>
      {sent.type === "contact" ? (
        <dl className={styles.facts}>
          {sent.treatment ? (
            <>
              <dt>{t("requests.sent.treatment")}</dt>
              <dd>{sent.treatment}</dd>
            </>
          ) : null}
          {sent.country ? (
            <>
              <dt>{t("requests.sent.country")}</dt>
              <dd dir="auto">{sent.country}</dd>
            </>
          ) : null}
        </dl>
      ) : sent.type === "booking" ? (
        <p className={styles.sentLead}>
          {t(sent.cancelled ? "requests.sent.consultationCancelled" : "requests.sent.consultation", { time: sent.time })}
        </p>
      ) : sent.type === "trip_plan" ? (
        <>
          <p className={styles.sentLead}>{sent.plan.treatmentName}</p>
          <TripPlanDetails plan={sent.plan} />
        </>
      ) : (
        <>
          <dl className={styles.facts}>
            {sent.intake.treatment ? (
              <>
                <dt>{t("requests.sent.treatment")}</dt>
                <dd>{sent.intake.treatment}</dd>
              </>
            ) : null}
            {sent.intake.procedure ? (
              <>
                <dt>{t("requests.sent.procedure")}</dt>
                <dd>{sent.intake.procedure}</dd>
              </>
            ) : null}
            {sent.intake.timeline ? (
              <>
                <dt>{t("requests.sent.timeline")}</dt>
                <dd>{sent.intake.timeline}</dd>
              </>
            ) : null}
          </dl>
          <h3>{t("requests.sent.documents")}</h3>
          {sent.intake.documents.length === 0 ? (
            <p className={ui.muted}>
              {t("requests.sent.noDocuments")} <Link to="/dashboard#intake-section-title">{t("requests.sent.addDocuments")}</Link>
            </p>
          ) : (
            <ul className={styles.documents}>
              {sent.intake.documents.map((d) => (
                <li key={d.id}>
                  <span className={ui.muted}>{t(documentKindKey(d.kind))}: </span>
                  {canDownload ? (
                    <a href={documentPath(d.id)} download>
                      <FileName file={d} />
                    </a>
                  ) : (
                    <FileName file={d} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
