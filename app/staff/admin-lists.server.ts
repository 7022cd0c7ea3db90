import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, cases, newsletterSubscriptions, securityEvents, subscriptionStatuses, users } from "~/db/schema";
import { ADMIN_PAGE_SIZE, type AuditFilters, type SecurityFilters, type SubscriberFilters } from "./admin-filters";
import { csvOf } from "~/utils/csv";

/** Rows of one page plus the number of all matching rows, in one query. */
const withTotal = sql<number>`count(*) over ()`.as("total");

export async function auditLogPage(filters: AuditFilters) {
  const conditions: (SQL | undefined)[] = [
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actor ? eq(auditLog.actorId, filters.actor) : undefined,
    filters.caseId ? eq(auditLog.caseId, filters.caseId) : undefined,
    // instr, not LIKE: a typed % or _ is a character, not a wildcard. The name is read from the case, never copied.
    filters.patient
      ? sql`(instr(lower(${cases.patientName}), lower(${filters.patient})) > 0 OR instr(${cases.patientEmail}, lower(${filters.patient})) > 0)`
      : undefined,
  ];
  const rows = await db
    .select({
      id: auditLog.id,
      actorName: auditLog.actorName,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      caseId: auditLog.caseId,
      patientName: cases.patientName,
      patientEmail: cases.patientEmail,
      detail: auditLog.detail,
      ipAddress: auditLog.ipAddress,
      createdAt: auditLog.createdAt,
      total: withTotal,
    })
    .from(auditLog)
    .leftJoin(cases, eq(cases.id, auditLog.caseId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((filters.page - 1) * ADMIN_PAGE_SIZE);
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _, createdAt, ...r }) => ({ ...r, at: createdAt.toISOString() })) };
}

export async function securityEventsPage(filters: SecurityFilters) {
  const rows = await db
    .select({
      id: securityEvents.id,
      type: securityEvents.eventType,
      risk: securityEvents.riskLevel,
      email: users.email,
      ipAddress: securityEvents.ipAddress,
      userAgent: securityEvents.userAgent,
      data: securityEvents.eventData,
      createdAt: securityEvents.createdAt,
      total: withTotal,
    })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .where(
      and(
        filters.type ? eq(securityEvents.eventType, filters.type) : undefined,
        filters.risk ? eq(securityEvents.riskLevel, filters.risk) : undefined,
      ),
    )
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((filters.page - 1) * ADMIN_PAGE_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _, createdAt, data, ...r }) => ({ ...r, data: JSON.stringify(data), at: createdAt.toISOString() })),
  };
}

function subscribersQuery(status: SubscriberFilters["status"]) {
  return db
    .select({
      email: newsletterSubscriptions.email,
      status: newsletterSubscriptions.status,
      source: newsletterSubscriptions.source,
      createdAt: newsletterSubscriptions.createdAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(status ? eq(newsletterSubscriptions.status, status) : undefined)
    .orderBy(desc(newsletterSubscriptions.createdAt))
    .$dynamic();
}

export async function subscribersPage(filters: SubscriberFilters) {
  const [rows, counts] = await db.batch([
    subscribersQuery(filters.status).limit(ADMIN_PAGE_SIZE).offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ status: newsletterSubscriptions.status, n: sql<number>`count(*)` })
      .from(newsletterSubscriptions)
      .groupBy(newsletterSubscriptions.status),
  ]);
  const byStatus = Object.fromEntries(subscriptionStatuses.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]));
  return {
    counts: byStatus as Record<(typeof subscriptionStatuses)[number], number>,
    total: filters.status ? byStatus[filters.status]! : counts.reduce((sum, c) => sum + c.n, 0),
    rows: rows.map((r) => ({ email: r.email, status: r.status, source: r.source, at: r.createdAt.toISOString() })),
  };
}

/** Every subscriber (of a status, if given) as CSV, for the newsletter tool. */
export async function subscribersCsv(status: SubscriberFilters["status"]) {
  const rows = await subscribersQuery(status);
  const iso = (date: Date | null) => date?.toISOString() ?? "";
  const csv = csvOf(
    ["email", "status", "source", "subscribed_at", "confirmed_at", "unsubscribed_at"],
    rows.map((r) => [r.email, r.status, r.source, iso(r.createdAt), iso(r.confirmedAt), iso(r.unsubscribedAt)]),
  );
  return { csv, count: rows.length };
}
