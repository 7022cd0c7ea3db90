import { useLocalePath } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { FileName } from "~/uploads/file-name";
import { useLongDate } from "~/cases/use-long-date";
import * as ui from "~/styles/ui.css";
import * as styles from "./cases.css";
import type { AttachmentSummary } from "./attachments.server";

const patientSentWith = { email: "caseJourney.attachments.emailed", whatsapp: "caseJourney.attachments.whatsapped" } as const;

/**
 * The patient's request page: files their coordinator attached for them, downloadable when signed in
 * (a conversation link shows the names only, like intake documents).
 */
export function AttachmentsSection({
  caseId,
  attachments,
  canDownload,
  timeZone,
}: {
  caseId: string;
  attachments: AttachmentSummary[];
  canDownload: boolean;
  timeZone: string;
}) {
  const t = useT();
  const longDate = useLongDate(timeZone);
  const localePath = useLocalePath();
  if (attachments.length === 0) return null;
  return (
    <section id="files" className={ui.card} aria-labelledby="files-title">
      <h2 id="files-title">{t("caseJourney.attachments.title")}</h2>
      <p className={ui.muted}>{t("caseJourney.attachments.intro")}</p>
      <ul className={styles.documents}>
        {attachments.map((a) => (
          <li key={a.id}>
            {canDownload ? (
              // A download, never a page: a plain link skips client routing.
              <a href={`/requests/${caseId}/attachments/${a.id}`} download>
                <FileName file={a} />
              </a>
            ) : (
              <FileName file={a} />
            )}{" "}
            <span className={ui.muted}>{t(a.sentWith ? patientSentWith[a.sentWith] : "caseJourney.attachments.added", { date: longDate(a.at) })}</span>
          </li>
        ))}
      </ul>
      {canDownload ? (
        // Downloads and a standalone printable page, never client routes.
        <p>
          <a href={localePath(`/requests/${caseId}/records.zip`)} download>
            {t("caseJourney.records.download")}
          </a>{" "}
          · <a href={localePath(`/requests/${caseId}/records`)} target="_blank" rel="noopener">
            {t("caseJourney.records.print")}
          </a>
          <br />
          <span className={ui.muted}>{t("caseJourney.records.hint")}</span>
        </p>
      ) : (
        <p className={ui.muted}>{t("caseJourney.attachments.signIn")}</p>
      )}
    </section>
  );
}
