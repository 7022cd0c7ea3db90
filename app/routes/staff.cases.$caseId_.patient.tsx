import { Link } from "react-router";
import { CaseBookings } from "~/booking/case-bookings";
import { consultationsOfCases } from "~/booking/schedule.server";
import { caseStatusLabels, caseTypeLabels } from "~/cases/case-rules";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { formatFileSize } from "~/uploads/files";
import { formatMoney } from "~/i18n/money";
import { requireStaff } from "~/staff/permissions.server";
import { loadPatientView } from "~/cases/console/patient-view.server";
import * as styles from "~/staff/staff.css";
import type { Route } from "./+types/staff.cases.$caseId_.patient";

/** The patient's cases, quotes and files (the case feature), then the consultations of those cases (booking). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { caseIds, ...view } = await loadPatientView(requireStaff(context), params.caseId, request);
  return { ...view, bookings: await consultationsOfCases(caseIds) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.patient.name ?? "Patient"} | Staff console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const quoteStatusLabels: Record<string, string> = {
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  superseded: "Superseded",
};

export default function PatientPage({ loaderData }: Route.ComponentProps) {
  const { patient, cases, hiddenCases, quotes, documents, bookings } = loaderData;
  return (
    <div className={styles.page}>
      <p>
        <Link to={`/staff/cases/${patient.caseId}`}>← Back to the case</Link>
      </p>
      <header className={styles.panel}>
        <h1 className={styles.pageTitle}>{patient.name}</h1>
        <p className={styles.subtle}>
          <bdi>{patient.email}</bdi>
          {` · ${patient.hasAccount ? "Signed-in patient" : "No account (contact form)"} · opening this page is recorded`}
        </p>
      </header>

      <section className={styles.panel} aria-labelledby="patient-cases">
        <h2 id="patient-cases" className={styles.panelTitle}>
          Cases
        </h2>
        <ul className={styles.plainList}>
          {cases.map((c) => (
            <li key={c.id} className={styles.listItem}>
              <Link
                to={`/staff/cases/${c.id}`}
              >{`${c.reference} · ${caseTypeLabels[c.type]}${c.treatment ? ` · ${c.treatment}` : ""}`}</Link>
              <span
                className={styles.subtle}
              >{`${caseStatusLabels[c.status]} · received ${formatInstant(c.receivedAt, { zone: CLINIC_ZONE, preset: "console" })}`}</span>
            </li>
          ))}
        </ul>
        {hiddenCases > 0 ? (
          <p className={styles.summary}>{`${hiddenCases} more assigned to other coordinators.`}</p>
        ) : null}
      </section>

      <CaseBookings bookings={bookings} />

      <section className={styles.panel} aria-labelledby="patient-quotes">
        <h2 id="patient-quotes" className={styles.panelTitle}>
          Quotes
        </h2>
        {quotes.length === 0 ? (
          <p className={styles.summary}>No quote sent yet.</p>
        ) : (
          <ul className={styles.plainList}>
            {quotes.map((q) => (
              <li key={q.id} className={styles.listItem}>
                <Link to={`/staff/cases/${q.caseId}#quotes`}>{q.reference}</Link>
                <span className={styles.subtle}>
                  {`${quoteStatusLabels[q.status] ?? q.status} · ${formatMoney("en", q.totalMinor, q.currency, { minor: true })} · sent ${formatInstant(q.sentAt, { zone: CLINIC_ZONE, preset: "console" })}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="patient-documents">
        <h2 id="patient-documents" className={styles.panelTitle}>
          Documents
        </h2>
        {documents.length === 0 ? (
          <p className={styles.summary}>No documents.</p>
        ) : (
          <ul className={styles.plainList}>
            {documents.map((d) => (
              <li key={d.id} className={styles.listItem}>
                {/* A download, never a page: reloadDocument skips client routing; opening it is audited by its route. */}
                <Link reloadDocument to={d.href}>
                  <bdi>{d.fileName}</bdi>
                </Link>
                <span className={styles.subtle}>{`${d.kind} · ${formatFileSize(d.size)}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
