import { auditActions } from "~/domain/audit";
import { subscriptionStatuses } from "~/domain/newsletter";
import { riskLevels, securityEventTypes } from "~/domain/security-events";

/** The admin lists' GET filters; anything unknown falls back to "all" instead of failing. */
export const ADMIN_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | "" => list.find((item) => item === value) ?? "";

function pageOf(params: URLSearchParams) {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

const idParam = (value: string | null) => (value && /^[\w-]{1,64}$/.test(value) ? value : "");

export function parseAuditFilters(params: URLSearchParams) {
  return {
    action: oneOf(auditActions, params.get("action")),
    actor: idParam(params.get("actor")),
    caseId: idParam(params.get("case")),
    /** A patient's name or e-mail (part of it): the rows of their cases. */
    patient: (params.get("patient") ?? "").trim().slice(0, 100),
    page: pageOf(params),
  };
}
export type AuditFilters = ReturnType<typeof parseAuditFilters>;

export function parseSecurityFilters(params: URLSearchParams) {
  return {
    type: oneOf(securityEventTypes, params.get("type")),
    risk: oneOf(riskLevels, params.get("risk")),
    page: pageOf(params),
  };
}
export type SecurityFilters = ReturnType<typeof parseSecurityFilters>;

export function parseSubscriberFilters(params: URLSearchParams) {
  return { status: oneOf(subscriptionStatuses, params.get("status")), page: pageOf(params) };
}
export type SubscriberFilters = ReturnType<typeof parseSubscriberFilters>;
