import { Form } from "react-router";
import { riskLevels, securityEventTypes } from "~/domain/security-events";
import { parseSecurityFilters, type SecurityFilters } from "~/staff/admin-filters";
import { securityEventsPage } from "~/staff/admin-lists.server";
import { ResultList } from "~/staff/result-list";
import { requireRole } from "~/staff/permissions.server";
import { FilterActions } from "~/staff/filter-actions";
import * as styles from "~/staff/staff.css";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { SelectField } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.security";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const filters = parseSecurityFilters(new URL(request.url).searchParams);
  return { filters, ...(await securityEventsPage(filters)) };
}

const readable = (type: string) => type.replaceAll("_", " ");
const riskStyle = {
  low: styles.status.awaiting_patient,
  medium: styles.status.in_review,
  high: styles.overdue,
} as const;

function query(filters: SecurityFilters, page: number) {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.risk) params.set("risk", filters.risk);
  if (page > 1) params.set("page", String(page));
  return `/staff/admin/security${params.size ? `?${params}` : ""}`;
}

export default function SecurityEvents({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Security events</h1>
      <section className={styles.panel} aria-labelledby="security-filters">
        <h2 id="security-filters" className={styles.panelTitle}>
          Filter
        </h2>
        <Form method="get" className={styles.filters} key={query(filters, 1)}>
          <SelectField
            label="Event type"
            placeholder="All types"
            options={securityEventTypes.map((t) => ({ value: t, label: readable(t) }))}
            selectProps={{ name: "type", defaultValue: filters.type }}
          />
          <SelectField
            label="Risk level"
            placeholder="Any risk"
            options={riskLevels.map((r) => ({ value: r, label: r }))}
            selectProps={{ name: "risk", defaultValue: filters.risk }}
          />
          <FilterActions clearTo="/staff/admin/security" />
        </Form>
      </section>
      <ResultList
        id="security-rows"
        rows={rows}
        total={total}
        noun={["event", "events"]}
        page={filters.page}
        pagesLabel="Pages of security events"
        hrefFor={(page) => query(filters, page)}
      >
        {(row) => (
          <>
            <span>
              <span className={riskStyle[row.risk]}>{row.risk}</span> <strong>{readable(row.type)}</strong>
              {row.email ? ` · ${row.email}` : ""}
            </span>
            <span className={styles.subtle}>{`${formatInstant(row.at, { zone: CLINIC_ZONE, preset: "console" })} (Cairo) · ${row.ipAddress ?? "no IP"}`}</span>
            <span className={styles.code}>{row.data}</span>
          </>
        )}
      </ResultList>
    </div>
  );
}
