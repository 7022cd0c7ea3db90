import { caseStatusLabels, type CaseStatus } from "~/cases/case-rules";
import * as styles from "~/staff/staff.css";

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return <span className={styles.status[status]}>{caseStatusLabels[status]}</span>;
}

export function OverdueMark() {
  return <span className={styles.overdue}>Overdue</span>;
}

/** A check-in answer with a warning sign or a low score, not yet handled. */
export function UrgentMark() {
  return <span className={styles.overdue}>Urgent: check-in</span>;
}
