import type { ReactNode } from "react";
import { ADMIN_PAGE_SIZE } from "./admin-filters";
import { Pager } from "./pager";
import * as styles from "./staff.css";
import { countOf } from "./staff-time";

/**
 * An admin list's results: the count as the panel's heading, the rows (newest first) or a line saying
 * nothing matches, and the pages below.
 */
export function ResultList<Row extends { id: string }>({
  id,
  rows,
  total,
  noun,
  page,
  pagesLabel,
  hrefFor,
  children,
}: {
  id: string;
  rows: Row[];
  total: number;
  /** Singular and plural: ["entry", "entries"]. */
  noun: [string, string];
  page: number;
  pagesLabel: string;
  hrefFor: (page: number) => string;
  children: (row: Row) => ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {countOf(total, ...noun)}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.summary}>Nothing matches these filters.</p>
      ) : (
        <ol className={styles.plainList}>
          {rows.map((row) => (
            <li key={row.id} className={styles.listItem}>
              {children(row)}
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pages={Math.ceil(total / ADMIN_PAGE_SIZE)} label={pagesLabel} hrefFor={hrefFor} />
    </section>
  );
}
