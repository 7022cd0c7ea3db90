import { caseStatuses, caseTypes, type CaseStatus, type CaseType } from "~/cases/case-rules";
import { journeyStages, type JourneyStage } from "~/cases/journey-rules";

/** The case list's filters, as the GET form sends them (so a filtered list is a shareable URL). */
export type CaseFilters = {
  /** "open" (everything not closed, the default), "all", or one status. */
  status: CaseStatus | "open" | "all";
  type: CaseType | "";
  /** One journey stage, or "" for every stage. */
  stage: JourneyStage | "";
  /** "" anyone, "me", "unassigned", or a staff member's id. */
  assignee: string;
  overdue: boolean;
  /** Only cases with a patient message this staff member has not read. */
  unread: boolean;
  /** Only cases a coordinator set aside until a reminder that has not come yet. */
  snoozed: boolean;
  /** Only cases a patient's check-in answer made urgent and nobody has handled. */
  urgent: boolean;
  q: string;
  page: number;
};

export const CASES_PER_PAGE = 25;
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 10_000;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** Reads the filters from a URL; anything unknown falls back to the default instead of failing. */
export function parseCaseFilters(params: URLSearchParams): CaseFilters {
  const status = params.get("status");
  const page = Number(params.get("page"));
  const assignee = (params.get("assignee") ?? "").trim();
  return {
    status: status === "all" ? "all" : (oneOf(caseStatuses, status) ?? "open"),
    type: oneOf(caseTypes, params.get("type")) ?? "",
    stage: oneOf(journeyStages, params.get("stage")) ?? "",
    assignee: /^[\w-]{1,64}$/.test(assignee) ? assignee : "",
    overdue: params.get("overdue") === "1",
    unread: params.get("unread") === "1",
    snoozed: params.get("snoozed") === "1",
    urgent: params.get("urgent") === "1",
    q: (params.get("q") ?? "").replace(/\p{Cc}/gu, " ").trim().slice(0, MAX_SEARCH_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of the filters, leaving out defaults; `page` is overridden for pagination links. */
export function caseFiltersQuery(filters: CaseFilters, page = filters.page) {
  const params = new URLSearchParams();
  if (filters.status !== "open") params.set("status", filters.status);
  if (filters.type) params.set("type", filters.type);
  if (filters.stage) params.set("stage", filters.stage);
  if (filters.assignee) params.set("assignee", filters.assignee);
  if (filters.overdue) params.set("overdue", "1");
  if (filters.unread) params.set("unread", "1");
  if (filters.snoozed) params.set("snoozed", "1");
  if (filters.urgent) params.set("urgent", "1");
  if (filters.q) params.set("q", filters.q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The list's views, one click each above it (with their counts): each is a set of filters, so a view is a URL to
 * share and works without JavaScript; "open" is the list with no filter at all.
 */
export const caseViews = ["open", "mine", "unassigned", "overdue", "snoozed", "urgent"] as const;
export type CaseView = (typeof caseViews)[number];

const viewFilters: Record<CaseView, Partial<CaseFilters>> = {
  open: {},
  mine: { assignee: "me" },
  unassigned: { assignee: "unassigned" },
  overdue: { overdue: true },
  snoozed: { snoozed: true },
  urgent: { urgent: true },
};

export function caseViewFilters(view: CaseView): CaseFilters {
  return { ...parseCaseFilters(new URLSearchParams()), ...viewFilters[view] };
}

/** The view the filters are exactly (ignoring the page), if any: the one the list marks as the current one. */
export function currentCaseView(filters: CaseFilters): CaseView | undefined {
  return caseViews.find((view) => caseFiltersQuery(caseViewFilters(view), 1) === caseFiltersQuery(filters, 1));
}

/**
 * Whether a filter inside the folded line is set beyond what a view says (the views name those), so the list
 * opens the fold to show it.
 */
export function moreFiltersSet(filters: CaseFilters) {
  const folded = caseFiltersQuery({ ...filters, q: "" }, 1);
  return !caseViews.some((view) => caseFiltersQuery(caseViewFilters(view), 1) === folded);
}
