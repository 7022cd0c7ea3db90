import { and, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { caseTypes, officeHoursPromise, replyDueAt, waitingOnStaffStatuses } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { cases } from "~/db/schema";
import type { Closure, WorkingHours, WorkingWeek } from "~/i18n/time";
import type { StaffUser } from "~/staff/permissions.server";
import { addClosureStatement, loadTeamHours, removeClosureStatement, saveTeamHoursStatements, type TeamHours } from "~/staff/team-hours.server";

const officeHoursTypes = caseTypes.filter((type) => officeHoursPromise[type]);
const waiting = sql.join(
  waitingOnStaffStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The open office-hours promises and the instant each began: the last move that restarted it (into waiting for us from
 * a status where nobody owed an answer, `restartsPromise`), else the message that opened the case.
 */
async function openPromises() {
  return db
    .select({
      id: cases.id,
      type: cases.type,
      dueAt: cases.dueAt,
      receivedAt: cases.receivedAt,
      restartedAt: sql<number | null>`(SELECT max(e.created_at) FROM case_events e WHERE e.case_id = ${cases.id} AND e.kind = 'status_changed'
        AND e.to_status IN (${waiting}) AND e.from_status NOT IN (${waiting}))`,
    })
    .from(cases)
    .where(and(inArray(cases.status, waitingOnStaffStatuses), inArray(cases.type, officeHoursTypes)));
}

type OpenPromise = Awaited<ReturnType<typeof openPromises>>[number];

/**
 * One UPDATE that moves each open promise to what the new hours give. A due time the old hours did not give (a
 * reminder's, or one set before hours were counted) is not theirs to move, and a case that changed since it was read
 * keeps its change: each row moves only while its due time is still the one read.
 */
function recomputeStatement(open: OpenPromise[], before: WorkingHours, after: WorkingHours) {
  const moves = open.flatMap((row) => {
    const from = new Date(row.restartedAt ?? row.receivedAt.getTime());
    const was = row.dueAt.getTime();
    if (replyDueAt(row.type, from, before).getTime() !== was) return [];
    const due = replyDueAt(row.type, from, after).getTime();
    return due === was ? [] : [{ id: row.id, was, due }];
  });
  const json = JSON.stringify(moves);
  // Written with the table's name: json_each has an `id` column of its own.
  return db
    .update(cases)
    .set({ dueAt: sql`(SELECT json_extract(j.value, '$.due') FROM json_each(${json}) j WHERE json_extract(j.value, '$.id') = "cases"."id")` })
    .where(
      sql`EXISTS (SELECT 1 FROM json_each(${json}) j WHERE json_extract(j.value, '$.id') = "cases"."id" AND json_extract(j.value, '$.was') = "cases"."due_at")`,
    )
    .returning({ id: cases.id });
}

/** How many open cases' due times a change of the hours moved. */
export type Recomputed = { moved: number };

async function changeHours(change: (before: TeamHours) => { after: WorkingHours; statements: BatchItem<"sqlite">[] }): Promise<Recomputed> {
  const [before, open] = await Promise.all([loadTeamHours(), openPromises()]);
  const { after, statements } = change(before);
  const [moved] = await db.batch([recomputeStatement(open, before, after), ...statements]);
  return { moved: moved.length };
}

/** Saves the team's week and, in the same batch, moves every open office-hours promise to the new hours (decision 0158). */
export function saveTeamHours(admin: StaffUser, week: WorkingWeek) {
  return changeHours((before) => ({ after: { ...before, week }, statements: [...saveTeamHoursStatements(admin, week)] }));
}

/** Adds a closure and moves the open promises it touches, in one batch. */
export function addClosure(admin: StaffUser, closure: Closure & { name: string }) {
  return changeHours((before) => ({
    after: { ...before, closures: [...before.closures, closure] },
    statements: [addClosureStatement(admin, closure)],
  }));
}

/** Removes a closure and moves the open promises back, in one batch. */
export function removeClosure(id: string) {
  return changeHours((before) => ({
    after: { ...before, closures: before.closures.filter((closure) => closure.id !== id) },
    statements: [removeClosureStatement(id)],
  }));
}
