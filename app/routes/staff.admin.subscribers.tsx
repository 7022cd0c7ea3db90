import { Form, Link } from "react-router";
import { subscriptionStatuses } from "~/domain/newsletter";
import { ADMIN_PAGE_SIZE, parseSubscriberFilters } from "~/staff/admin-filters";
import { subscribersPage } from "~/staff/admin-lists.server";
import { Pager } from "~/staff/pager";
import { requireRole } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import { countOf } from "~/staff/staff-time";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { useFormat } from "~/i18n/use-t";
import { button } from "~/styles/ui.css";
import { SelectField, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const filters = parseSubscriberFilters(new URL(request.url).searchParams);
  return { filters, ...(await subscribersPage(filters)) };
}

const statusLabels = { pending: "Pending confirmation", confirmed: "Confirmed", unsubscribed: "Unsubscribed" } as const;

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, counts } = loaderData;
  const statusQuery = filters.status ? `?status=${filters.status}` : "";
  const format = useFormat();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Newsletter subscribers</h1>
      <p className={styles.summary}>
        {subscriptionStatuses.map((s) => `${format.number(counts[s])} ${statusLabels[s].toLowerCase()}`).join(" · ")}
      </p>
      <section className={styles.panel} aria-labelledby="subscriber-filters">
        <h2 id="subscriber-filters" className={styles.panelTitle}>
          Filter and export
        </h2>
        <Form method="get" className={styles.filters} key={filters.status}>
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={subscriptionStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
            selectProps={{ name: "status", defaultValue: filters.status }}
          />
          <div className={styles.filterActions}>
            <SubmitButton pending={false} pendingLabel="Filtering...">
              Apply filter
            </SubmitButton>
            {/* A download; the export is recorded in the audit log. */}
            <Link reloadDocument to={`/staff/admin/subscribers.csv${statusQuery}`} className={button.outline}>
              Export CSV
            </Link>
          </div>
        </Form>
      </section>
      <section className={styles.panel} aria-labelledby="subscriber-rows">
        <h2 id="subscriber-rows" className={styles.panelTitle}>
          {countOf(total, "subscriber", "subscribers")}
        </h2>
        {rows.length === 0 ? (
          <p className={styles.summary}>No subscribers with this status.</p>
        ) : (
          <ul className={styles.plainList}>
            {rows.map((row) => (
              <li key={row.email} className={styles.listItem}>
                <span>{row.email}</span>
                <span className={styles.subtle}>{`${statusLabels[row.status]} · from ${row.source} · ${formatInstant(row.at, { zone: CLINIC_ZONE, preset: "console" })} (Cairo)`}</span>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={filters.page}
          pages={Math.ceil(total / ADMIN_PAGE_SIZE)}
          label="Pages of subscribers"
          hrefFor={(page) => `/staff/admin/subscribers?${new URLSearchParams({ ...(filters.status ? { status: filters.status } : {}), page: String(page) })}`}
        />
      </section>
    </div>
  );
}
