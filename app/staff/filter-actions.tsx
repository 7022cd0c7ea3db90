import { Link } from "react-router";
import { button } from "~/styles/ui.css";
import { SubmitButton } from "~/ui/forms";
import * as styles from "./staff.css";

/** The end of a staff list's filter form: apply the filters, or clear them back to the whole list. */
export function FilterActions({ clearTo, pending = false }: { clearTo: string; pending?: boolean }) {
  return (
    <div className={styles.filterActions}>
      <SubmitButton pending={pending} pendingLabel="Filtering...">
        Apply filters
      </SubmitButton>
      <Link to={clearTo} className={button.ghost}>
        Clear
      </Link>
    </div>
  );
}
