import { caseStatusLabels, caseTypeLabels, closingReasonLabels, type CaseStatus, type CaseType, type ClosingReason } from "~/cases/case-rules";
import * as styles from "~/staff/staff.css";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { CasePanel } from "~/staff/case-panel";
import type { MessageChannel } from "~/domain/case-messages";
import { staffChannelWords } from "~/cases/thread-rules";

type HistoryEntry = {
  id: string;
  kind: "claimed" | "assigned" | "unassigned" | "status_changed" | "note_added";
  fromStatus: CaseStatus | null;
  toStatus: CaseStatus | null;
  closingReason: ClosingReason | null;
  actorName: string;
  assigneeName: string | null;
  at: string;
};

function describe(entry: HistoryEntry) {
  switch (entry.kind) {
    case "claimed":
      return `${entry.actorName} claimed the case`;
    case "assigned":
      return `${entry.actorName} assigned it to ${entry.assigneeName ?? "a staff member"}`;
    case "unassigned":
      return `${entry.actorName} returned it to the unassigned queue`;
    case "note_added":
      return `${entry.actorName} added an internal note`;
    case "status_changed": {
      const from = entry.fromStatus ? caseStatusLabels[entry.fromStatus] : "?";
      const to = entry.toStatus ? caseStatusLabels[entry.toStatus] : "?";
      const reason = entry.closingReason ? ` (${closingReasonLabels[entry.closingReason]})` : "";
      return `${entry.actorName} changed the status: ${from} → ${to}${reason}`;
    }
  }
}

/** A line kept elsewhere than case_events (a journey stage move), already in words. */
type OtherEntry = { id: string; text: string; at: string };

/** The case's history, oldest first, starting with its arrival; `others` (messages with their channels, …) are merged in by time. */
export function CaseHistory({
  receivedAt,
  type,
  channel,
  history,
  others = [],
}: {
  receivedAt: string;
  type: CaseType;
  /** How the request came. */
  channel: MessageChannel;
  history: HistoryEntry[];
  others?: OtherEntry[];
}) {
  const lines = [...history.map((entry) => ({ id: entry.id, text: describe(entry), at: entry.at })), ...others].sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
  );
  return (
    <CasePanel id="history" title="History">
      <ol className={styles.plainList}>
        <li className={styles.listItem}>
          <span>{`${caseTypeLabels[type]} received ${staffChannelWords[channel]}`}</span>
          <span className={styles.subtle}>{formatInstant(receivedAt, { zone: CLINIC_ZONE, preset: "console" })}</span>
        </li>
        {lines.map((entry) => (
          <li key={entry.id} className={styles.listItem}>
            <span>{entry.text}</span>
            <span className={styles.subtle}>{formatInstant(entry.at, { zone: CLINIC_ZONE, preset: "console" })}</span>
          </li>
        ))}
      </ol>
    </CasePanel>
  );
}
