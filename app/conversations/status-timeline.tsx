import { formatDate } from "~/utils/format-date";
import * as ui from "~/styles/ui.css";
import * as styles from "./conversations.css";
import type { StatusChange } from "./thread.server";
import { patientStatusLabels } from "./thread-rules";

/** The case's status in the patient's words, and the date of every change. */
export function StatusTimeline({ history, title = "Status" }: { history: StatusChange[]; title?: string }) {
  const current = history.at(-1);
  return (
    <section id="status" className={ui.card} aria-labelledby="status-title">
      <h2 id="status-title">{title}</h2>
      {current ? <p className={styles.current}>{patientStatusLabels[current.status]}</p> : null}
      <ol className={styles.timeline}>
        {history.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <span>{patientStatusLabels[change.status]}</span>
            <time dateTime={change.at} className={ui.muted}>
              {formatDate(change.at.slice(0, 10))}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
