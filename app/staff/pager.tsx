import { Link } from "react-router";
import { button } from "~/styles/ui.css";
import * as styles from "./staff.css";

/** Previous/next links of a paged staff list; `hrefFor` keeps the list's filters in each link. */
export function Pager({ page, pages, label, hrefFor }: { page: number; pages: number; label: string; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={button.outline} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span>{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={button.outline} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
