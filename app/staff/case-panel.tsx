import type { ReactNode } from "react";
import * as styles from "./staff.css";

/**
 * A section of a staff page that folds away by its title, with or without JavaScript (`<details>`): on a phone the
 * case page is long, and a coordinator closes what they do not need. Every section starts open,
 * so nothing is hidden from someone who never folds one; the title keeps its heading and its id, which the case
 * page's section menu links to.
 */
export function CasePanel({ id, title, sectionId, children }: { id: string; title: string; sectionId?: string; children: ReactNode }) {
  return (
    <section id={sectionId} className={styles.panel} aria-labelledby={id}>
      <details open className={styles.fold}>
        <summary className={styles.foldTitle}>
          <h2 id={id} className={styles.panelTitle}>
            {title}
          </h2>
        </summary>
        <div className={styles.foldBody}>{children}</div>
      </details>
    </section>
  );
}
