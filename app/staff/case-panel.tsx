import { useEffect, useRef, type ReactNode } from "react";
import * as styles from "./staff.css";

/** Where the browser keeps the panels a staff member folded, by their title's id, for every case page. */
const FOLDED_KEY = "nilecare-folded-panels";

function foldedPanels(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FOLDED_KEY) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function rememberFold(id: string, folded: boolean) {
  const panels = foldedPanels();
  if (folded) panels.add(id);
  else panels.delete(id);
  try {
    localStorage.setItem(FOLDED_KEY, JSON.stringify([...panels]));
  } catch {
    // Storage refused (private mode, full): the fold holds for this page only.
  }
}

/**
 * A section of a staff page that folds away by its title, with or without JavaScript (`<details>`): on a phone the
 * case page is long, and a coordinator closes what they do not need. Every section is drawn open, so nothing is
 * hidden from someone who never folds one; with JavaScript the browser remembers what they folded and folds it again
 * on the next case. The title keeps its heading and its id, which the case page's section menu links to.
 */
export function CasePanel({ id, title, sectionId, children }: { id: string; title: string; sectionId?: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && foldedPanels().has(id)) details.current.open = false;
  }, [id]);
  return (
    <section id={sectionId} className={styles.panel} aria-labelledby={id}>
      <details ref={details} open className={styles.fold} onToggle={(event) => rememberFold(id, !event.currentTarget.open)}>
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
