import { formatCalendarDate } from "~/i18n/calendar-date";
import { requireStaff } from "~/staff/permissions.server";
import { loadReport, type ReportFigures } from "~/cases/console/reports.server";
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
const countLabel = (count: number | null) => (count === null ? "—" : String(count));

type Row = ReportFigures & { label: string; overdueNow?: number };

const columns: { heading: string; value: (row: Row) => string }[] = [
  { heading: "Received", value: (r) => String(r.received) },
  { heading: "Answered", value: (r) => String(r.answered) },
  { heading: "First reply, median", value: (r) => minutesLabel(r.medianMinutes) },
  { heading: "First reply, p90", value: (r) => minutesLabel(r.p90Minutes) },
  { heading: "Within the promise", value: (r) => shareLabel(r.withinPromise) },
  { heading: "Quoted", value: (r) => String(r.quoted) },
  { heading: "Accepted", value: (r) => String(r.accepted) },
  { heading: "Calls booked", value: (r) => countLabel(r.booked) },
  { heading: "Calls held", value: (r) => countLabel(r.held) },
  { heading: "No-shows", value: (r) => countLabel(r.noShows) },
];
const overdueColumn = { heading: "Overdue now", value: (r: Row) => String(r.overdueNow ?? 0) };

function FiguresTable({
  caption,
  first,
  rows,
  extra = [],
}: {
  caption: string;
  first: string;
  rows: Row[];
  extra?: typeof columns;
}) {
  const shown = [...columns, ...extra];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.summary}>{caption}</caption>
        <thead>
          <tr>
            {[first, ...shown.map((c) => c.heading)].map((heading) => (
              <th key={heading} scope="col" className={`${styles.headCell} ${styles.wrappingHeadCell}`}>
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
              {shown.map((c) => (
                <td key={c.heading} className={styles.cell} data-label={c.heading}>
                  {c.value(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How the team kept the site's promises ("within 2 hours", "within 24 hours"): figures from the cases themselves. */
export default function Reports({ loaderData: report }: Route.ComponentProps) {
  const { total } = report;
  const conversion = total.received === 0 ? "—" : `${Math.round((total.accepted / total.received) * 100)}%`;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{report.scope === "team" ? "Team report" : "My report"}</h1>
      <p className={styles.summary}>
        {`The last ${report.byWeek.length} weeks (from Monday ${formatCalendarDate(report.since)}, Cairo time). The promise is 2 hours for a contact message (in working hours) and 24 hours for a trip plan, an intake or a consultation booking (or until its call, when sooner); a case not yet answered counts as not kept. Calls (video consultations) count by the week they start in and the staff member who holds them.`}
      </p>
      <p>
        <a href="/staff/reports.csv" download>
          Download these figures (CSV)
        </a>
      </p>
      <section className={styles.panel} aria-labelledby="now">
        <h2 id="now" className={styles.panelTitle}>
          Now
        </h2>
        <dl className={styles.facts}>
          {[
            ["Open cases", String(report.open)],
            ["Overdue now", String(report.overdue)],
            ["First reply, median", minutesLabel(total.medianMinutes)],
            ["First reply, p90", minutesLabel(total.p90Minutes)],
            ["Answered within the promise", shareLabel(total.withinPromise)],
            ["Conversion (quotes accepted / enquiries)", `${conversion} (${total.accepted} of ${total.received})`],
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
          rows={report.byWeek.map((w) => ({ ...w, label: formatCalendarDate(w.label) }))}
        />
      </section>
      <section className={styles.panel} aria-labelledby="coordinators">
        <h2 id="coordinators" className={styles.panelTitle}>
          Per coordinator
        </h2>
        <FiguresTable
          caption="Cases by who has them now; calls by who holds them."
          first="Coordinator"
          rows={report.byCoordinator}
          extra={[overdueColumn]}
        />
      </section>
      <section className={styles.panel} aria-labelledby="types">
        <h2 id="types" className={styles.panelTitle}>
          Per kind of request
        </h2>
        <FiguresTable caption="Cases by what the patient sent." first="Kind" rows={report.byType} />
      </section>
    </div>
  );
}
