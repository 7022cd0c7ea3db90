import { useEffect, useRef, type FormEvent } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { caseStatuses, caseStatusLabels, caseTypeLabels, caseTypes } from "~/cases/case-rules";
import { stageTitle } from "~/cases/journey-labels";
import { journeyStages } from "~/cases/journey-rules";
import {
  caseFiltersQuery,
  CASES_PER_PAGE,
  MAX_SEARCH_LENGTH,
  moreFiltersSet,
  parseCaseFilters,
} from "~/cases/console/case-filters";
import { CaseViews } from "~/cases/console/case-views";
import { LastMessage } from "~/cases/console/last-message";
import { loadCaseList } from "~/cases/console/case-list.server";
import { requireStaff, scopeFor } from "~/staff/permissions.server";
import { CaseStatusBadge, OverdueMark, UrgentMark } from "~/cases/console/case-badges";
import { UnreadReplyMark } from "~/cases/unread-reply-mark";
import { useLiveSocket } from "~/cases/use-live-socket";
import { Pager } from "~/staff/pager";
import { FilterActions } from "~/staff/filter-actions";
import * as styles from "~/staff/staff.css";
import * as ui from "~/styles/ui.css";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { countOf } from "~/staff/staff-time";
import { CheckboxField, Field, SelectField } from "~/ui/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { readFormBody } from "~/forms/request-body.server";
import { coverSchema, coverState, setCover } from "~/staff/cover.server";
import { CoverPanel } from "~/staff/cover-panel";
import { onboardingState } from "~/staff/onboarding.server";
import { OnboardingChecklist } from "~/staff/onboarding-checklist";
import { respond } from "~/forms/outcome.server";
import { runBulkAction } from "~/cases/console/bulk-actions.server";
import { bulkActionSchema } from "~/cases/console/bulk-schema";
import { BulkActionsPanel } from "~/cases/console/bulk-actions-panel";
import { HeldByColleagues } from "~/cases/console/held-by-colleagues";
import type { Route } from "./+types/staff._index";
import { LIST_RELOAD_MS } from "~/domain/case-messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const filters = parseCaseFilters(new URL(request.url).searchParams);
  // The site's set-up is the admins' (its steps are their pages); coordinators see only their cases.
  const [list, cover, onboarding] = await Promise.all([
    loadCaseList(filters, staff),
    coverState(staff),
    scopeFor(staff, "team").all ? onboardingState() : null,
  ]);
  return { filters, isAdmin: scopeFor(staff, "cases").all, cover, onboarding, ...list };
}

/**
 * Starting or ending cover for a colleague (decision 0151), or a bulk action on the ticked cases (decision 0153):
 * plain posts, answered by a redirect back to the same filtered list.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const staff = requireStaff(context);
  const form = await readFormBody(request);
  if (form.get("intent") === "bulk") {
    const bulk = parseWithZod(form, { schema: bulkActionSchema });
    if (bulk.status !== "success") return data({ bulkResult: bulk.reply() }, { status: 400 });
    const back = `/staff${caseFiltersQuery(parseCaseFilters(new URL(request.url).searchParams))}`;
    return respond(args, await runBulkAction(staff, bulk.value, request, back));
  }
  const submission = parseWithZod(form, { schema: coverSchema });
  if (submission.status !== "success") return data({ coverResult: submission.reply() }, { status: 400 });
  const { intent, colleagueId } = submission.value;
  const outcome = await setCover(staff, intent, colleagueId);
  if (!outcome.ok) {
    // The panel is drawn again from the database (with JavaScript too: its forms revalidate), so it shows who
    // covers whom now.
    const refusal =
      intent === "cover" ? "Someone else covers that colleague now." : "You no longer cover that colleague.";
    return data({ coverResult: submission.reply({ formErrors: [refusal] }) }, { status: 409 });
  }
  return respond(args, {
    status: "redirect",
    to: "/staff",
    toast: {
      title: intent === "cover" ? `You now work ${outcome.name}'s cases too.` : `You no longer cover ${outcome.name}.`,
    },
  });
}

const statusOptions = [
  { value: "open", label: "All open" },
  { value: "all", label: "All statuses" },
  ...caseStatuses.map((status) => ({ value: status, label: caseStatusLabels[status] })),
];
const typeOptions = caseTypes.map((type) => ({ value: type, label: caseTypeLabels[type] }));
const stageOptions = journeyStages.map((stage, index) => ({
  value: stage,
  label: `${index + 1}. ${stageTitle(stage)}`,
}));

/** Ticking a case shows what can be done with it: the folded bulk actions open (a click on their title without JavaScript). */
function openBulkActionsOnTick(event: FormEvent<HTMLFormElement>) {
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || target.name !== "caseIds" || !target.checked) return;
  const actions = event.currentTarget.querySelector<HTMLDetailsElement>("#bulk-actions");
  if (actions) actions.open = true;
}

export default function CaseList({ loaderData }: Route.ComponentProps) {
  const { filters, cases, total, staffMembers, isAdmin, cover, onboarding, heldByColleagues, viewCounts } = loaderData;
  const navigation = useNavigation();
  // A case that appears, moves or gets an unread reply loads the list (and the header's counts) again: once per
  // second at most, so a busy team's burst of changes is one load, still within the two seconds the list promises.
  // A load owed while the coordinator's own change or search is loading waits for it: started then, it would cancel
  // that load after the worker had handed over the change's message ("1 case changed."), and the message would be lost.
  const { revalidate } = useRevalidator();
  const pendingLoad = useRef<number | undefined>(undefined);
  const owedLoad = useRef(false);
  const idle = navigation.state === "idle";
  const idleNow = useRef(idle);
  useEffect(() => () => window.clearTimeout(pendingLoad.current), []);
  useEffect(() => {
    idleNow.current = idle;
    if (idle && owedLoad.current) {
      owedLoad.current = false;
      void revalidate();
    }
  }, [idle, revalidate]);
  useLiveSocket("/staff/live", null, () => {
    pendingLoad.current ??= window.setTimeout(() => {
      pendingLoad.current = undefined;
      if (idleNow.current) void revalidate();
      else owedLoad.current = true;
    }, LIST_RELOAD_MS);
  });
  const searching = navigation.state === "loading" && navigation.location.pathname === "/staff";
  const pages = Math.max(1, Math.ceil(total / CASES_PER_PAGE));
  const assigneeOptions = [
    { value: "me", label: "Me" },
    { value: "unassigned", label: "Unassigned" },
    ...(isAdmin ? staffMembers.map((m) => ({ value: m.id, label: m.name })) : []),
  ];
  const first = (filters.page - 1) * CASES_PER_PAGE + 1;
  return (
    <div className={styles.page}>
      <h1 className={styles.listTitle}>Cases</h1>
      {onboarding ? <OnboardingChecklist state={onboarding} /> : null}
      <CaseViews filters={filters} counts={viewCounts} />
      <section className={styles.filterBar} aria-labelledby="case-filters">
        <h2 id="case-filters" className={ui.visuallyHidden}>
          Filter
        </h2>
        {/* A GET form: the filtered list is a URL to share, and it works without JavaScript. The search stays in
            sight; the other filters fold into one line, open when one of them is set. */}
        <Form method="get" action="/staff" className={styles.filterLine} key={caseFiltersQuery(filters)}>
          <Field
            label="Search"
            hint="Name, e-mail, case number or words"
            inputProps={{ name: "q", type: "search", defaultValue: filters.q, maxLength: MAX_SEARCH_LENGTH }}
          />
          <FilterActions clearTo="/staff" pending={searching} />
          <details className={`${styles.fold} ${styles.moreFilters}`} open={moreFiltersSet(filters)}>
            <summary className={styles.foldTitle}>Filters</summary>
            <div className={`${styles.filters} ${styles.foldBody}`}>
              <SelectField
                label="Status"
                options={statusOptions}
                selectProps={{ name: "status", defaultValue: filters.status }}
              />
              <SelectField
                label="Type"
                options={typeOptions}
                placeholder="All types"
                selectProps={{ name: "type", defaultValue: filters.type }}
              />
              <SelectField
                label="Journey stage"
                options={stageOptions}
                placeholder="All stages"
                selectProps={{ name: "stage", defaultValue: filters.stage }}
              />
              <SelectField
                label="Assignee"
                options={assigneeOptions}
                placeholder="Anyone"
                selectProps={{ name: "assignee", defaultValue: filters.assignee }}
              />
              <CheckboxField
                label="Overdue only"
                inputProps={{ name: "overdue", value: "1", defaultChecked: filters.overdue }}
              />
              <CheckboxField
                label="Unread replies only"
                inputProps={{ name: "unread", value: "1", defaultChecked: filters.unread }}
              />
              <CheckboxField
                label="Snoozed only"
                inputProps={{ name: "snoozed", value: "1", defaultChecked: filters.snoozed }}
              />
              <CheckboxField
                label="Urgent only"
                inputProps={{ name: "urgent", value: "1", defaultChecked: filters.urgent }}
              />
            </div>
          </details>
        </Form>
      </section>

      <section className={styles.panel} aria-labelledby="case-results">
        <h2 id="case-results" className={styles.panelTitle}>
          {countOf(total, "case", "cases")}
          {cases.length > 0 ? <span className={styles.resultsRange}>{`${first}–${first + cases.length - 1} shown, overdue first, times in Cairo`}</span> : null}
        </h2>
        {cases.length === 0 ? (
          <p className={styles.summary}>
            {total > 0
              ? "This page is past the last case."
              : heldByColleagues.cases.length > 0
                ? "No case you can open matches these filters."
                : "No case matches these filters."}{" "}
            <Link to="/staff">Show all open cases</Link>
          </p>
        ) : (
          <>
            {/* One form for the bulk actions: tick cases, press one of its buttons; no JavaScript needed. */}
            <Form method="post" id="bulk-cases" className={styles.bulkForm} onChange={openBulkActionsOnTick}>
              <BulkActionsPanel staffMembers={staffMembers} />
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.headCell}>
                      <span className={ui.visuallyHidden}>Select</span>
                    </th>
                    {["Reply due", "Patient", "Type", "Treatment", "Status", "Assignee", "Received"].map((heading) => (
                      <th key={heading} scope="col" className={styles.headCell}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {cases.map((c) => (
                    <tr key={c.id} className={c.overdue || c.urgent ? styles.overdueRow : styles.row}>
                      <td className={styles.cell} data-label="Select">
                        <input
                          type="checkbox"
                          name="caseIds"
                          value={c.id}
                          aria-label={`Select the case of ${c.patientName} (${c.reference})`}
                        />
                      </td>
                      <td className={styles.cell} data-label="Reply due">
                        {c.dueIn === null ? (
                          <span className={styles.subtle}>No reply owed</span>
                        ) : (
                          <span>
                            {formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })}
                            <span className={styles.subtle}>
                              {c.dueIn}
                              {c.overdue ? <OverdueMark /> : null}
                            </span>
                          </span>
                        )}
                      </td>
                      <td className={styles.cell} data-label="Patient">
                        <span>
                          <Link to={`/staff/cases/${c.id}`} className={styles.patientLink}>
                            {c.patientName}
                          </Link>
                          {c.urgent ? <UrgentMark /> : null}
                          {c.unreadReply ? <UnreadReplyMark /> : null}
                          <span className={styles.subtle}>{`${c.reference} · ${c.patientEmail}`}</span>
                          {c.lastMessage ? <LastMessage {...c.lastMessage} /> : null}
                        </span>
                      </td>
                      <td className={styles.cell} data-label="Type">
                        {caseTypeLabels[c.type]}
                      </td>
                      <td className={styles.cell} data-label="Treatment">
                        {c.treatment ?? "—"}
                      </td>
                      <td className={styles.cell} data-label="Status">
                        <span>
                          <CaseStatusBadge status={c.status} />
                        </span>
                      </td>
                      <td className={styles.cell} data-label="Assignee">
                        {c.assignee ? (c.assignee.isMe ? "Me" : c.assignee.name) : "Unassigned"}
                      </td>
                      <td className={styles.cell} data-label="Received">
                        {formatInstant(c.receivedAt, { zone: CLINIC_ZONE, preset: "console" })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Form>
          </>
        )}
        <HeldByColleagues {...heldByColleagues} />
        <Pager
          page={filters.page}
          pages={pages}
          label="Pages of cases"
          hrefFor={(page) => `/staff${caseFiltersQuery(filters, page)}`}
        />
      </section>

      <CoverPanel cover={cover} />
    </div>
  );
}
