import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { requireStaff } from "~/staff/permissions.server";
import { reportFor, type ReportFigures } from "~/cases/console/reports.server";
import { reportChannelLabels, reportFiltersQuery, type ReportFilters } from "~/cases/console/report-filters";
import type { StaffMember } from "~/cases/console/case-list.server";
import { messageChannels } from "~/domain/case-messages";
import { staffChannelWords } from "~/cases/thread-rules";
import { getFormProps, useForm } from "~/forms/use-form";
import { FilterActions } from "~/staff/filter-actions";
import * as styles from "~/staff/staff.css";
import { Field, SelectField } from "~/ui/forms";
import type { Route } from "./+types/staff.reports";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  return reportFor(staff, new URL(request.url));
}

export function meta() {
  return [{ title: "Reports | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

const minutesLabel = (minutes: number | null) =>
  minutes === null ? "—" : minutes < 90 ? `${Math.round(minutes)} min` : `${(minutes / 60).toFixed(1)} h`;
const shareLabel = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);
const countLabel = (count: number | null) => (count === null ? "—" : String(count));
const keptLabel = (f: ReportFigures) => (f.withinPromise === null ? "—" : `${shareLabel(f.withinPromise)} (${f.promisesKept} of ${f.promisesDue})`);

type Row = ReportFigures & { label: string; overdueNow?: number };

const columns: { heading: string; value: (row: Row) => string }[] = [
  { heading: "Received", value: (r) => String(r.received) },
  { heading: "Answered", value: (r) => String(r.answered) },
  { heading: "First reply, median", value: (r) => minutesLabel(r.medianMinutes) },
  { heading: "First reply, p90", value: (r) => minutesLabel(r.p90Minutes) },
  { heading: "Within the promise", value: keptLabel },
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

type FilterFields = { from: string; to: string; coordinator: string; channel: string };

/**
 * The report's filters: a GET form, so the filtered report is a URL to share and works without JavaScript. A value
 * the server refused comes back with its message beside its field.
 */
function ReportFiltersForm({
  filters,
  staffMembers,
  reply,
}: {
  filters: ReportFilters;
  staffMembers: StaffMember[];
  reply: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<FilterFields>({
    id: "report-filters",
    lastResult: reply,
    defaultValue: { from: filters.from, to: filters.to, coordinator: filters.coordinator ?? "", channel: filters.channel ?? "" },
  });
  return (
    <Form method="get" className={styles.filters} {...getFormProps(form)}>
      <Field meta={fields.from} label="From (Cairo date)" inputProps={{ type: "date" }} />
      <Field meta={fields.to} label="To (Cairo date)" inputProps={{ type: "date" }} />
      {staffMembers.length > 0 ? (
        <SelectField
          meta={fields.coordinator}
          label="Staff member"
          placeholder="Everyone"
          options={[{ value: "unassigned", label: "Unassigned" }, ...staffMembers.map((m) => ({ value: m.id, label: m.name }))]}
        />
      ) : null}
      <SelectField
        meta={fields.channel}
        label="Channel the patient wrote on"
        placeholder="Every channel"
        options={messageChannels.map((channel) => ({ value: channel, label: reportChannelLabels[channel] }))}
      />
      <FilterActions clearTo="/staff/reports" pending={navigation.state === "loading" && navigation.location.pathname === "/staff/reports"} />
    </Form>
  );
}

/** How the team kept the site's promises ("within 2 hours", "within 24 hours"): figures from the cases themselves. */
export default function Reports({ loaderData: { report, reply } }: Route.ComponentProps) {
  const { total, filters } = report;
  const conversion = total.received === 0 ? "—" : `${Math.round((total.accepted / total.received) * 100)}%`;
  const query = reportFiltersQuery(filters);
  const chosen = [
    filters.coordinator ? `credited to ${report.staffMembers.find((m) => m.id === filters.coordinator)?.name ?? "nobody (unassigned)"}` : null,
    filters.channel ? `where the patient wrote ${staffChannelWords[filters.channel]}` : null,
  ].filter(Boolean);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{report.team ? "Team report" : "My report"}</h1>
      <p className={styles.summary}>
        {`From ${formatCalendarDate(filters.from)} to ${formatCalendarDate(filters.to)} (Cairo days)${chosen.length ? `, cases ${chosen.join(" and ")}` : ""}.`}
      </p>
      <section className={styles.panel} aria-labelledby="report-filters-title">
        <h2 id="report-filters-title" className={styles.panelTitle}>
          Filter
        </h2>
        <ReportFiltersForm key={query} filters={filters} staffMembers={report.staffMembers} reply={reply} />
      </section>
      <p>
        <a href={`/staff/reports.csv${query}`} download>
          Download these figures (CSV)
        </a>
      </p>
      <section className={styles.panel} aria-labelledby="now">
        <h2 id="now" className={styles.panelTitle}>
          Summary
        </h2>
        <dl className={styles.facts}>
          {[
            ["Open cases now", String(report.open)],
            ["Overdue now", String(report.overdue)],
            ["First reply, median", minutesLabel(total.medianMinutes)],
            ["First reply, p90", minutesLabel(total.p90Minutes)],
            ["Answered within the promise", keptLabel(total)],
            ["First replies by channel", report.firstReplies.map((f) => `${reportChannelLabels[f.channel]} ${f.count}`).join(", ")],
            ["Conversion (quotes accepted / enquiries)", `${conversion} (${total.accepted} of ${total.received})`],
          ].map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.summary}>
          A case counts for whoever first answered it, on any channel, even if it went to a colleague later; until it is
          answered, for whoever holds it. The promise is 2 hours for a contact message (in working hours) and 24 hours for
          a trip plan, an intake or a consultation booking (or until its call, when sooner); a promise counts once it is
          kept or broken, so a case not yet due is not missed. A case closed as spam is left out. Calls (video
          consultations) count by the day they start and the staff member who holds them.
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="weeks">
        <h2 id="weeks" className={styles.panelTitle}>
          Per week
        </h2>
        <FiguresTable
          caption="Cases by the Cairo week they arrived in (Monday to Sunday), newest first."
          first="Week of"
          rows={report.byWeek.map((w) => ({ ...w, label: formatCalendarDate(w.label) }))}
        />
      </section>
      <section className={styles.panel} aria-labelledby="coordinators">
        <h2 id="coordinators" className={styles.panelTitle}>
          Per staff member
        </h2>
        <FiguresTable
          caption="Cases by who first answered them (unanswered ones by who holds them); calls by who holds them; overdue by who holds the case now."
          first="Staff member"
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
      <section className={styles.panel} aria-labelledby="channels">
        <h2 id="channels" className={styles.panelTitle}>
          Per channel
        </h2>
        <FiguresTable
          caption="Cases by the channels the patient wrote on (their request and their messages); a case on two channels counts under each."
          first="Channel"
          rows={report.byChannel}
        />
      </section>
    </div>
  );
}
