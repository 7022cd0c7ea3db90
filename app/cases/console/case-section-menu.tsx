import { Link } from "react-router";
import * as styles from "~/staff/staff.css";
import { useCaseShortcuts } from "./use-case-shortcuts";

const sections = [
  { id: "conversation", label: "Conversation" },
  { id: "quotes", label: "Quotes" },
  { id: "sent", label: "Request" },
  { id: "notes", label: "Notes" },
  { id: "journey", label: "Journey" },
  { id: "attachments", label: "Files" },
  { id: "case-consultations", label: "Consultations" },
  { id: "history", label: "History" },
];

/**
 * The case page's own menu (decision 0153): its sections, the list and the next case, sticky at
 * the top of the screen while the page scrolls. Plain links, so it works without JavaScript; with it, the keyboard
 * shortcuts and their switch.
 */
export function CaseSectionMenu({ nextCaseId, mergedAway }: { nextCaseId: string | null; mergedAway: boolean }) {
  const nextHref = nextCaseId ? `/staff/cases/${nextCaseId}` : null;
  const shortcuts = useCaseShortcuts(nextHref);
  const shown = mergedAway ? sections.filter((s) => ["sent", "notes", "history"].includes(s.id)) : sections;
  return (
    <nav className={styles.caseMenu} aria-label="This case">
      <ul className={styles.caseMenuList}>
        <li>
          <Link to="/staff">← All cases</Link>
        </li>
        {shown.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.label}</a>
          </li>
        ))}
        {nextHref ? (
          <li>
            <Link to={nextHref} aria-keyshortcuts={shortcuts.on ? "n" : undefined}>
              Next case →
            </Link>
          </li>
        ) : null}
        {shortcuts.on === null ? null : (
          <li>
            <button type="button" className={styles.linkButton} onClick={shortcuts.toggle}>
              {shortcuts.on ? "Shortcuts on: r reply · a claim · n next" : "Shortcuts off"}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
