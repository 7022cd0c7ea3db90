import { and, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { waitingOnStaffStatuses } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseEscalations, cases, profiles } from "~/db/schema/index";
import { queueEmails } from "~/email/email.server";
import type { StaffCaseEvent } from "./staff-emails.server";

/**
 * The scheduled job that tells the coordinator of a case (or the team inbox), and every admin, that its reply is
 * overdue — once per promise (decision 0158). The UPDATE decides: it marks the due time it warned about and returns
 * only the cases it marked, so two runs at once cannot both send; a fresh promise (a new due time) warns again.
 * When the Queue refuses the alerts, the marks are taken back and the next run warns again: an alert queued in an
 * earlier batch of the same run may then come twice, never none.
 */
export async function queueOverdueAlerts(now: Date) {
  const marked = await db
    .update(cases)
    .set({ overdueNoticeFor: sql`${cases.dueAt}` })
    .where(
      and(
        inArray(cases.status, waitingOnStaffStatuses),
        lte(cases.dueAt, now),
        or(isNull(cases.overdueNoticeFor), ne(cases.overdueNoticeFor, sql`${cases.dueAt}`)),
      ),
    )
    .returning({ id: cases.id, assigneeId: cases.assigneeId });
  if (marked.length === 0) return;
  const admins = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, "admin"));
  try {
    await queueEmails(
      marked.flatMap((c) => [
        { type: "staff-case-alert" as const, caseId: c.id, event: "overdue" as const },
        // An admin who has the case already gets the first one.
        ...admins
          .filter(({ userId }) => userId !== c.assigneeId)
          .map(({ userId }) => ({ type: "staff-case-alert" as const, caseId: c.id, event: "overdue" as const, adminId: userId })),
      ]),
    );
  } catch (error) {
    // The ids go as one JSON parameter: D1 binds at most 100 a statement, and a busy morning marks more cases.
    const ids = JSON.stringify(marked.map((c) => c.id));
    await db
      .update(cases)
      .set({ overdueNoticeFor: null })
      .where(and(sql`${cases.id} IN (SELECT value FROM json_each(${ids}))`, eq(cases.overdueNoticeFor, sql`${cases.dueAt}`)));
    throw error;
  }
}

const WARN_BEFORE_MS = 30 * 60_000;

/**
 * The two warnings before a promise is missed, once per case, threshold and due time: a case
 * unassigned for 30 minutes, and a reply due within 30 minutes (to the assignee, or the team inbox). The INSERT …
 * ON CONFLICT DO NOTHING into case_escalations decides and returns only the rows it wrote, so two runs at once
 * cannot both send and a fresh promise (a new due time) may warn again.
 */
export async function queueEscalations(now: Date) {
  const waiting = sql.join(
    waitingOnStaffStatuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const at = now.getTime();
  // Two statements, each deciding alone (none depends on the other).
  const unassigned = await guardedInsert(
    caseEscalations,
    { caseId: cases.id, threshold: "unassigned_30m", dueAt: cases.dueAt, sentAt: now },
    sql`status IN (${waiting}) AND assignee_id IS NULL AND received_at <= ${at - WARN_BEFORE_MS}`,
    cases,
  )
    .onConflictDoNothing()
    .returning({ caseId: caseEscalations.caseId });
  const dueSoon = await guardedInsert(
    caseEscalations,
    { caseId: cases.id, threshold: "due_in_30m", dueAt: cases.dueAt, sentAt: now },
    sql`status IN (${waiting}) AND due_at > ${at} AND due_at <= ${at + WARN_BEFORE_MS}`,
    cases,
  )
    .onConflictDoNothing()
    .returning({ caseId: caseEscalations.caseId });
  const jobs = [
    ...unassigned.map((r) => ({ caseId: r.caseId, event: "unassigned-30m" as StaffCaseEvent })),
    ...dueSoon.map((r) => ({ caseId: r.caseId, event: "due-in-30m" as StaffCaseEvent })),
  ].map((j) => ({ type: "staff-case-alert" as const, ...j }));
  if (jobs.length === 0) return;
  try {
    await queueEmails(jobs);
  } catch (error) {
    // As for the overdue alerts: the warnings written by this run are taken back, so the next run sends them.
    await db.run(sql`
      DELETE FROM case_escalations WHERE sent_at = ${at}
      AND case_id IN (SELECT value FROM json_each(${JSON.stringify(jobs.map((j) => j.caseId))}))`);
    throw error;
  }
}
