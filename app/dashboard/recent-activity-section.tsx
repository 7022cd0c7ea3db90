import type { ActivityLine } from "~/cases/activity.server";
import { useLongDate } from "~/cases/use-long-date";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as styles from "./dashboard.css";

/** "Recent Activity": the patient's own events, newest first, each linking to its request. */
export function RecentActivitySection({ items }: { items: ActivityLine[] }) {
  const t = useT();
  // The dashboard knows no zone: the day is the server's calendar (UTC), as "My requests" shows it.
  const longDate = useLongDate("UTC");
  return (
    <section className={ui.card} aria-labelledby="recent-activity">
      <h2 id="recent-activity">{t("dashboard.activity.heading")}</h2>
      {items.length === 0 ? (
        <p className={ui.muted}>{t("dashboard.activity.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.listItem}>
              <div>
                <p className={styles.itemTitle}>
                  {item.caseId ? <Link to={`/requests/${item.caseId}`}>{t(item.key, item.values)}</Link> : t(item.key, item.values)}
                </p>
              </div>
              <time dateTime={item.at} className={styles.when}>
                {longDate(item.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
