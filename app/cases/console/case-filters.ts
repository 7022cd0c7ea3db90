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
  if (filters.q) params.set("q", filters.q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
