import { Link } from "react-router";
import * as styles from "~/staff/staff.css";
import * as ui from "~/styles/ui.css";
import { CasePanel } from "~/staff/case-panel";

type Candidate = { id: string; label: string };

/**
 * The staff case page: merge this case with another open case of the same patient (a plain post, the same
 * with JavaScript on or off), or, for a case merged away, where it went.
 */
export function MergePanel({
  caseId,
  keptCaseId,
  candidates,
  mergedIn,
}: {
  caseId: string;
  keptCaseId: string | null;
  candidates: Candidate[];
  /** Cases merged into this one: what the patient sent on them is on their own pages. */
  mergedIn: string[];
}) {
  if (keptCaseId) {
    return (
      <CasePanel id="merged-title" title="Merged">
        <p className={styles.summary}>
          This case was merged: its thread, quotes, notes, files and journey are on{" "}
          <Link to={`/staff/cases/${keptCaseId}`}>the kept case</Link>. The patient sees only that one.
        </p>
      </CasePanel>
    );
  }
  if (candidates.length === 0 && mergedIn.length === 0) return null;
  return (
    <CasePanel id="merge-title" title="Merge with another case">
      {mergedIn.length > 0 ? (
        <p className={styles.summary}>
          {"Merged into this case: "}
          {mergedIn.map((id, i) => (
            <span key={id}>
              {i > 0 ? ", " : null}
              <Link to={`/staff/cases/${id}`}>{`case ${id.slice(0, 8)}`}</Link>
            </span>
          ))}
          {" (what the patient sent there is shown on each)."}
        </p>
      ) : null}
      {candidates.length === 0 ? null : (
        <form method="post" action={`/staff/cases/${caseId}/merge`} className={styles.actionForm}>
          <label htmlFor="merge-into">Merge this case into</label>
          <select id="merge-into" name="into" required defaultValue="">
            <option value="" disabled>
              Choose a case of this patient
            </option>
            {candidates.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <p className={styles.summary}>
            Its thread, quotes, notes, files and journey facts move to the chosen case; this one closes as a duplicate.
            The patient then sees one request.
          </p>
          <button type="submit" className={ui.button.outline}>
            Merge cases
          </button>
        </form>
      )}
    </CasePanel>
  );
}
