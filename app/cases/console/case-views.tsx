import { Link } from "react-router";
import {
  caseFiltersQuery,
  caseViewFilters,
  caseViews,
  currentCaseView,
  type CaseFilters,
  type CaseView,
} from "./case-filters";
import * as styles from "~/staff/staff.css";

const viewLabels: Record<CaseView, string> = {
  open: "All open",
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
  snoozed: "Snoozed",
  urgent: "Urgent",
};

/** The list's views with how many open cases each holds: the morning's work at a glance, one click each. */
export function CaseViews({ filters, counts }: { filters: CaseFilters; counts: Record<CaseView, number> }) {
  const current = currentCaseView(filters);
  return (
    <nav aria-label="Views" className={styles.views}>
      <ul className={styles.viewList}>
        {caseViews.map((view) => (
          <li key={view}>
            <Link
              to={`/staff${caseFiltersQuery(caseViewFilters(view))}`}
              className={styles.viewLink}
              aria-current={view === current ? "page" : undefined}
            >
              {viewLabels[view]} <span className={styles.viewCount}>{counts[view]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
