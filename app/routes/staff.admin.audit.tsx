import { Form, Link } from "react-router";
import { auditActions } from "~/domain/audit";
import { parseAuditFilters, type AuditFilters } from "~/staff/admin-filters";
import { auditLogPage } from "~/staff/admin-lists.server";
import { staffMembersFrom, staffMembersQuery } from "~/cases/console/case-list.server";
import { ResultList } from "~/staff/result-list";
import { requireRole } from "~/staff/permissions.server";
import { FilterActions } from "~/staff/filter-actions";
import * as styles from "~/staff/staff.css";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { Field, SelectField } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const filters = parseAuditFilters(new URL(request.url).searchParams);
  const [page, members] = await Promise.all([auditLogPage(filters), staffMembersQuery()]);
  return { filters, ...page, staffMembers: staffMembersFrom(members) };
}

const actionLabels: Record<(typeof auditActions)[number], string> = {
  case_viewed: "Viewed a case",
  document_opened: "Opened a document",
  case_claimed: "Claimed a case",
  case_assigned: "Assigned a case",
  case_status_changed: "Changed a case's status",
  case_note_added: "Added an internal note",
  subscribers_exported: "Exported the subscribers",
  schedule_viewed: "Viewed the consultation schedule",
  booking_outcome_set: "Marked a consultation done or no-show",
  doctor_created: "Added a doctor",
  doctor_updated: "Edited a doctor's profile",
  doctor_activated: "Showed a doctor on the site",
  doctor_deactivated: "Hid a doctor from the site",
  case_replied: "Replied to the patient",
  quote_sent: "Sent a quote",
  quote_accepted: "Accepted a quote",
  quote_declined: "Declined a quote",
  patient_emailed: "E-mailed the patient",
  case_stage_changed: "Moved the journey stage",
  case_journey_updated: "Recorded journey facts",
  patient_viewed: "Viewed a patient's page",
  review_hidden: "Hid a review",
  story_approved: "Approved a story for /stories",
  booking_moved: "Gave a consultation to another staff member",
  inbound_mail_viewed: "Opened the quarantined e-mail",
  inbound_mail_deleted: "Deleted a quarantined e-mail",
  inbound_mail_released: "Added a quarantined e-mail to its case's thread",
  report_exported: "Downloaded the report's figures",
  payment_refunded: "Refunded a payment",
  facility_created: "Added a facility",
  facility_updated: "Edited a facility",
  facility_activated: "Showed a facility on the site",
  facility_deactivated: "Hid a facility from the site",
  booking_made: "Booked a consultation for a patient",
  booking_rescheduled: "Moved a patient's consultation to a new time",
  booking_cancelled: "Cancelled a patient's consultation",
  team_member_created: "Added a team member",
  team_member_updated: "Edited a team member",
  team_member_activated: "Showed a team member on the site",
  team_member_deactivated: "Hid a team member from the site",
  hotel_created: "Added a hotel",
  hotel_updated: "Edited a hotel",
  hotel_activated: "Showed a hotel on the site",
  hotel_deactivated: "Hid a hotel from the site",
  procedure_created: "Added a procedure to the catalogue",
  procedure_updated: "Edited a procedure of the catalogue",
  procedure_activated: "Offered a procedure on the site",
  procedure_deactivated: "Retired a procedure from the site",
  specialty_updated: "Edited a specialty of the catalogue",
  operator_figure_created: "Added a figure of our own",
  operator_figure_updated: "Edited a figure of our own",
  operator_figure_activated: "Showed a figure of our own on the site",
  operator_figure_deactivated: "Hid a figure of our own from the site",
};

function query(filters: AuditFilters, page: number) {
  const params = new URLSearchParams();
  if (filters.action) params.set("action", filters.action);
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.caseId) params.set("case", filters.caseId);
  if (filters.patient) params.set("patient", filters.patient);
  if (page > 1) params.set("page", String(page));
  return `/staff/admin/audit${params.size ? `?${params}` : ""}`;
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, staffMembers } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Audit log</h1>
      <p className={styles.summary}>
        Every view of a case, every document opened and every change staff made. Rows cannot be changed or deleted.
      </p>
      <section className={styles.panel} aria-labelledby="audit-filters">
        <h2 id="audit-filters" className={styles.panelTitle}>
          Filter
        </h2>
        <Form method="get" className={styles.filters} key={query(filters, 1)}>
          <SelectField
            label="Action"
            placeholder="All actions"
            options={auditActions.map((a) => ({ value: a, label: actionLabels[a] }))}
            selectProps={{ name: "action", defaultValue: filters.action }}
          />
          <SelectField
            label="Staff member"
            placeholder="Anyone"
            options={staffMembers.map((m) => ({ value: m.id, label: m.name }))}
            selectProps={{ name: "actor", defaultValue: filters.actor }}
          />
          <Field label="Patient (name or e-mail)" inputProps={{ name: "patient", defaultValue: filters.patient, maxLength: 100 }} />
          <Field label="Case id" inputProps={{ name: "case", defaultValue: filters.caseId, maxLength: 64 }} />
          <FilterActions clearTo="/staff/admin/audit" />
        </Form>
      </section>
      <ResultList
        id="audit-rows"
        rows={rows}
        total={total}
        noun={["entry", "entries"]}
        page={filters.page}
        pagesLabel="Pages of the audit log"
        hrefFor={(page) => query(filters, page)}
      >
        {(row) => (
          <>
            <span>
              <strong>{row.actorName}</strong> {actionLabels[row.action].toLowerCase()}
              {row.detail ? `: ${row.detail}` : ""}
              {row.patientName ? ` · patient ${row.patientName} (${row.patientEmail})` : ""}
            </span>
            <span className={styles.subtle}>
              {`${formatInstant(row.at, { zone: CLINIC_ZONE, preset: "console" })} (Cairo) · ${row.actorEmail}${row.ipAddress ? ` · ${row.ipAddress}` : ""}`}
              {row.caseId ? (
                <>
                  {" · "}
                  <Link to={`/staff/cases/${row.caseId}`}>case</Link>
                </>
              ) : null}
            </span>
          </>
        )}
      </ResultList>
    </div>
  );
}
