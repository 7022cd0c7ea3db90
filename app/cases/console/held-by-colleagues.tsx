import * as styles from "~/staff/staff.css";

type Props = { more: boolean; cases: { reference: string; holder: string }[] };

/**
 * What a coordinator's search found among cases a colleague holds: that each exists and who to ask,
 * nothing the patient wrote or is called (decision 0153).
 */
export function HeldByColleagues({ more, cases }: Props) {
  if (cases.length === 0) return null;
  const one = cases.length === 1 && !more;
  return (
    <div className={styles.heldByColleagues}>
      <p className={styles.summary}>
        {one
          ? "A case held by a colleague matches too. Ask them, or an admin, to open it:"
          : `${more ? `More than ${cases.length}` : cases.length} cases held by colleagues match too. Ask them, or an admin, to open them:`}
      </p>
      <ul>
        {cases.map((c) => (
          <li key={c.reference}>{`${c.reference} · held by ${c.holder}`}</li>
        ))}
      </ul>
    </div>
  );
}
