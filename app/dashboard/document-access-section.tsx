import { useMemo } from "react";
import { dayAndTime } from "~/i18n/format";
import { isolatedText } from "~/i18n/isolate";
import { useFormat, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import type { DocumentAccess } from "~/staff/staff-documents.server";
import * as styles from "./dashboard.css";

/** "22 Nov 2026, 14:05": UTC, 24 hours, in British day-month order in English. */
function useUtcTime() {
  const format = useFormat();
  return useMemo(() => ({ format: (date: Date) => format.dayFirst(date, { timeZone: "UTC", ...dayAndTime }) }), [format]);
}

/** Every time someone on the staff opened one of the patient's documents: their data, their right to know. */
export function DocumentAccessSection({ accesses }: { accesses: DocumentAccess[] }) {
  const t = useT();
  const utcTime = useUtcTime();
  return (
    <section className={ui.card} aria-labelledby="document-access">
      <h2 id="document-access">{t("dashboard.documents.heading")}</h2>
      <p className={ui.muted}>{t("dashboard.documents.lead")}</p>
      {accesses.length === 0 ? (
        <p className={styles.itemDetail}>{t("dashboard.documents.none")}</p>
      ) : (
        <ul className={styles.list}>
          {accesses.map((access) => (
            <li key={access.id} className={styles.listItem}>
              <p className={styles.itemTitle}>
                {t("dashboard.documents.opened", { staff: access.staffName, file: isolatedText(access.fileName) })}
              </p>
              <span className={styles.when}>
                {t("dashboard.documents.when", { time: utcTime.format(new Date(access.at)) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
