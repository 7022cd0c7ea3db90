import { acceptAttribute, formatFileSize } from "~/uploads/files";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import * as styles from "~/staff/staff.css";
import * as ui from "~/styles/ui.css";
import type { AttachmentSummary } from "./attachments.server";
import { ATTACHMENT_FIELD_NAME, MAX_ATTACHMENT_COUNT } from "./attachment-rules";
import { CasePanel } from "~/staff/case-panel";

const staffSentWith = { email: "e-mailed by the patient", whatsapp: "sent on WhatsApp by the patient" } as const;

/**
 * The staff case page: files attached for the patient, and the form that attaches more. A plain
 * multipart post (the same with JavaScript on or off) to the case's attachments endpoint, which
 * answers with a redirect back here and a toast per file.
 */
export function AttachmentsPanel({ caseId, attachments }: { caseId: string; attachments: AttachmentSummary[] }) {
  return (
    <CasePanel id="attachments-title" title="Files for the patient" sectionId="attachments">
      {attachments.length === 0 ? (
        <p className={styles.summary}>None yet. The patient sees what you attach on their request page and downloads it all as one records pack: attach the discharge summary, prescriptions and imaging reports before they fly home.</p>
      ) : (
        <ul className={styles.plainList}>
          {attachments.map((a) => (
            <li key={a.id} className={styles.listItem}>
              <a href={`/staff/cases/${caseId}/attachments/${a.id}`} download>
                <bdi>{a.fileName}</bdi>
              </a>
              <span className={styles.subtle}>{`${formatFileSize(a.size)} · ${a.sentWith ? staffSentWith[a.sentWith] : "added"} ${formatInstant(a.at, { zone: CLINIC_ZONE, preset: "console" })} · opening it is recorded`}</span>
            </li>
          ))}
          <li className={styles.listItem}>
            <a href={`/staff/cases/${caseId}/records.zip`} download>
              Records pack (all files and an index, as the patient downloads it)
            </a>
            <span className={styles.subtle}>opening it is recorded</span>
          </li>
        </ul>
      )}
      <form method="post" encType="multipart/form-data" action={`/staff/cases/${caseId}/attachments`} className={styles.actionForm}>
        <label htmlFor="attachment-file">{`Attach a file (PDF, JPEG or PNG, up to 10 MB; at most ${MAX_ATTACHMENT_COUNT} per case)`}</label>
        <input id="attachment-file" type="file" name={ATTACHMENT_FIELD_NAME} accept={acceptAttribute} required multiple />
        <button type="submit" className={ui.button.outline}>
          Attach for the patient
        </button>
      </form>
    </CasePanel>
  );
}
