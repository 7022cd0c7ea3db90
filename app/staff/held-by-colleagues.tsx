import { countOf } from "./staff-time";
import * as styles from "./staff.css";

type Props = { total: number; cases: { reference: string; holder: string }[] };

/**
 * What a coordinator's search found among cases a colleague holds: that each exists and who to ask,
 * nothing the patient wrote or is called (decision 4413).
 */
export function HeldByColleagues({ total, cases }: Props) {
  if (total === 0) return null;
  return (
    <div className={styles.heldByColleagues}>
      <p className={styles.summary}>
        {`${countOf(total, "case", "cases")} held by a colleague ${total === 1 ? "matches" : "match"} too. Ask them, or an admin, to open ${total === 1 ? "it" : "them"}:`}
      </p>
      <ul>
        {cases.map((c) => (
          <li key={c.reference}>{`${c.reference} · held by ${c.holder}`}</li>
        ))}
      </ul>
      {total > cases.length ? <p className={styles.summary}>{`and ${countOf(total - cases.length, "more case", "more cases")}.`}</p> : null}
    </div>
  );
}
