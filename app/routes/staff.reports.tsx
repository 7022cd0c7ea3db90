import { formatCalendarDate } from "~/i18n/time";
import { requireStaff } from "~/staff/permissions.server";
import { loadReport, type ReplyFigures } from "~/staff/reports.server";
import * as styles from "~/staff/staff.css";
import type { Route } from "./+types/staff.reports";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  return loadReport(staff);
}

export function meta() {
  return [{ title: "Reports | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

const minutesLabel = (minutes: number | null) =>
  minutes === null ? "—" : minutes < 90 ? `${Math.round(minutes)} min` : `${(minutes / 60).toFixed(1)} h`;
const shareLabel = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);

function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: (ReplyFigures & { label: string })[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.summary}>{caption}</caption>
      <thead>
        <tr>
          {[first, "Received", "Answered", "Median first reply", "Within the promise"].map((heading) => (
            <th key={heading} scope="col" className={styles.headCell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className={styles.row}>
            <th scope="row" className={styles.cell} data-label={first}>
              {r.label}
            </th>
            <td className={styles.cell} data-label="Received">
              {r.received}
            </td>
            <td className={styles.cell} data-label="Answered">
              {r.answered}
            </td>
            <td className={styles.cell} data-label="Median first reply">
              {minutesLabel(r.medianMinutes)}
            </td>
            <td className={styles.cell} data-label="Within the promise">
              {shareLabel(r.withinPromise)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How the team kept the site's promises ("within 2 hours", "within 24 hours"): figures from the cases themselves. */
export default function Reports({ loaderData: report }: Route.ComponentProps) {
  const conversion = report.enquiries === 0 ? "—" : `${Math.round((report.accepted / report.enquiries) * 100)}%`;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{report.scope === "team" ? "Team report" : "My report"}</h1>
      <p className={styles.summary}>
        {`The last ${report.byWeek.length} weeks (from Monday ${formatCalendarDate(report.since)}, Cairo time). The promise is 2 hours for a contact message and 24 hours for a trip plan or intake; a case not yet answered counts as not kept.`}
      </p>
      <section className={styles.panel} aria-labelledby="now">
        <h2 id="now" className={styles.panelTitle}>
          Now
        </h2>
        <dl className={styles.facts}>
          {[
            ["Open cases", String(report.open)],
            ["Overdue now", String(report.overdue)],
            ["Median first reply", minutesLabel(report.total.medianMinutes)],
            ["Answered within the promise", shareLabel(report.total.withinPromise)],
            ["Conversion (quotes accepted / enquiries)", `${conversion} (${report.accepted} of ${report.enquiries})`],
          ].map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="weeks">
        <h2 id="weeks" className={styles.panelTitle}>
          Per week
        </h2>
        <FiguresTable
          caption="Cases by the Cairo week they arrived in, newest first."
          first="Week of"
          rows={report.byWeek.map((w) => ({ ...w, label: formatCalendarDate(w.week) }))}
        />
      </section>
      <section className={styles.panel} aria-labelledby="coordinators">
        <h2 id="coordinators" className={styles.panelTitle}>
          Per coordinator
        </h2>
        <FiguresTable
          caption="Cases by who has them now."
          first="Coordinator"
          rows={report.byCoordinator.map((c) => ({ ...c, label: c.name }))}
        />
      </section>
    </div>
  );
}
