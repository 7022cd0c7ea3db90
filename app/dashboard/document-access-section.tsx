import * as ui from "~/styles/ui.css";
import type { DocumentAccess } from "~/staff/staff-documents.server";
import * as styles from "./dashboard.css";

const utcTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Every time someone on the staff opened one of the patient's documents: their data, their right to know. */
export function DocumentAccessSection({ accesses }: { accesses: DocumentAccess[] }) {
  return (
    <section className={ui.card} aria-labelledby="document-access">
      <h2 id="document-access">Who Opened Your Documents</h2>
      <p className={ui.muted}>Only your coordinators and our admins can open your documents, and every time they do, it shows here.</p>
      {accesses.length === 0 ? (
        <p className={styles.itemDetail}>No one on our staff has opened your documents yet.</p>
      ) : (
        <ul className={styles.list}>
          {accesses.map((access) => (
            <li key={access.id} className={styles.listItem}>
              <p className={styles.itemTitle}>{`${access.staffName} opened ${access.fileName}`}</p>
              <span className={styles.when}>{`${utcTime.format(new Date(access.at))} UTC`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
