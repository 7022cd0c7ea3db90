import { and, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { waitingOnStaffStatuses } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { cases } from "~/db/schema";
import { enqueueEmails } from "~/email/queue.server";

/**
 * The scheduled job that tells the coordinator of a case (or the team inbox) that its reply is overdue —
 * once per promise (decision 2603). The UPDATE decides: it marks the due time it warned about and returns
 * only the cases it marked, so two runs at once cannot both send; a fresh promise (a new due time) warns again.
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
    .returning({ id: cases.id });
  if (marked.length === 0) return;
  await enqueueEmails(marked.map((c) => ({ type: "staff-case-alert" as const, caseId: c.id, event: "overdue" as const })));
}
