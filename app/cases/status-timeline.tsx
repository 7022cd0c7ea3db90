import type { CaseType } from "~/cases/case-rules";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as styles from "./thread.css";
import type { StatusChange } from "./thread-page.server";
import { useLongDate } from "./use-long-date";

/** The case's status in the patient's words, and the date of every change in the reader's zone. */
export function StatusTimeline({
  history,
  type,
  title,
  timeZone,
}: {
  history: StatusChange[];
  /** The words fit what the patient sent: a contact message is read, a plan is reviewed. */
  type: CaseType;
  title?: string;
  timeZone: string;
}) {
  const t = useT();
  const longDate = useLongDate(timeZone);
  const current = history.at(-1);
  return (
    <section id="status" className={ui.card} aria-labelledby="status-title">
      <h2 id="status-title">{title ?? t("requests.status.title")}</h2>
      {current ? <p className={styles.current}>{t(`requests.status.${current.status}`, { type })}</p> : null}
      <ol className={styles.timeline}>
        {history.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <span>{t(`requests.status.${change.status}`, { type })}</span>
            <time dateTime={change.at} className={ui.muted}>
              {longDate(change.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
