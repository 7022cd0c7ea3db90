import { useFormat, useT } from "~/i18n/use-t";
import * as styles from "./last-reviewed.css";

/** "Last reviewed 20 November 2026": when a page's facts were last checked, from its content (decision 0124). */
export function LastReviewed({ date }: { date: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <time dateTime={date}>
      {t("pages.lastReviewed", { date: format.date(new Date(`${date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" }) })}
    </time>
  );
}

/** The date as a line of its own, under a hero's lead (`onBand`) or a page's title. */
export function LastReviewedNote({ date, onBand = false }: { date: string; onBand?: boolean }) {
  return (
    <p className={onBand ? styles.onBand : styles.onPage}>
      <LastReviewed date={date} />
    </p>
  );
}
