import { and, eq, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { aroundTheClock, type WorkingHours } from "~/i18n/time";
import { caseEvents, cases } from "~/db/schema";
import { canMoveCase, dueAfterMove, type CaseStatus, type CaseType, type ClosingReason } from "./case-rules";

/** What a move needs to know of the case: the due time may restart (`dueAfterMove`). */
export type MovableCase = { id: string; type: CaseType; dueAt: Date };

type MoveOptions = {
  closingReason?: ClosingReason | null;
  /** Only move when this holds (e.g. the message or decision the same batch stores went in). */
  guard?: SQL;
  /** The history row's id, for statements later in the batch that must follow only a real move. */
  eventId?: string;
  /** The team's working hours, for a move that starts an office-hours promise (`loadTeamHours()`, decision 0158). */
  hours?: WorkingHours;
};

/**
 * The one way a case changes status, for staff and patient actions alike: its history row and the update, as
 * statements for the caller's batch, acting only if the case is still in `from` when they run (two people acting
 * at once cannot both move it). The reply due time follows one rule, `dueAfterMove`.
 */
export function moveCase(
  c: MovableCase,
  from: CaseStatus,
  to: CaseStatus,
  actorId: string | null,
  at: Date,
  { closingReason = null, guard = sql`1`, eventId = crypto.randomUUID(), hours = aroundTheClock }: MoveOptions = {},
) {
  if (!canMoveCase(from, to)) throw new Error(`A case cannot move from ${from} to ${to}`);
  const dueAt = dueAfterMove(c.type, from, to, at, c.dueAt, hours);
  return [
    guardedInsert(
      caseEvents,
      { id: eventId, caseId: c.id, actorId, kind: "status_changed", fromStatus: from, toStatus: to, closingReason, assigneeId: null, createdAt: at },
      sql`EXISTS (SELECT 1 FROM cases WHERE id = ${c.id} AND status = ${from}) AND ${guard}`,
    ),
    db
      .update(cases)
      .set({ status: to, closingReason, dueAt, updatedAt: at })
      .where(and(eq(cases.id, c.id), eq(cases.status, from), guard))
      .returning({ id: cases.id }),
  ] as const;
}

/** Holds in a later statement of the batch only if the move with this history row happened. */
export function movedWith(eventId: string) {
  return sql`EXISTS (SELECT 1 FROM case_events WHERE id = ${eventId})`;
}
