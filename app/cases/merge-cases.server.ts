import { and, desc, eq, exists, getTableColumns, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { displayNameOf } from "~/auth/display-name";
import {
  caseAttachments,
  caseJourneys,
  caseMerges,
  caseMessages,
  caseNotes,
  cases,
  caseStageChanges,
  consultationBookings,
  followUpCheckins,
  profiles,
  quotes,
} from "~/db/schema";
import { factColumns } from "./journey.server";
import { firstStage, journeyStages, type JourneyStage } from "./journey-rules";
import { moveCase } from "./move-case.server";

/**
 * One case per treatment path: a case merged into another of the same patient. The merged case is closed as a
 * duplicate and points to the kept one (`case_merges`); its thread, quotes, notes, attached files, consultations,
 * journey and aftercare move to the kept case; its source (the message, plan or intake) stays linked to it and is
 * shown on the kept case. Everything is one batch whose first statement decides: every later statement acts only if
 * the merge row went in, so a refused or raced merge changes nothing.
 *
 * The journey and its follow-up plan (decision 0157): the kept case goes on at the further of the two stages, with
 * the merged case's stage history when its journey was the further one; the kept case's facts stay and the merged
 * case's fill the empty ones. Every check-in moves, sent and answered ones as they are; when both cases still had
 * check-ins to send, the plan of the case further along (the kept one on a tie) goes on, with its discharge date,
 * and the other's unsent check-ins are dropped. The merge row records both stages and whose plan was dropped, and
 * both case histories say so.
 */

type MergeCase = typeof cases.$inferSelect;

/** The journey facts a merge fills in on the kept case where it has none (the visa letter has its own rule). */
const keptUnlessEmpty = factColumns.filter((column) => column !== "visaLetter");

export type MergeRefusal = "sameCase" | "notSamePatient" | "alreadyMerged" | "bothQuoted";

/** A stage's place on the journey, in SQL: 0 for the first stage. */
const stageRank = (stage: SQL | string) =>
  sql`(CASE ${typeof stage === "string" ? sql.raw(stage) : stage} ${sql.raw(journeyStages.map((s, i) => `WHEN '${s}' THEN ${i}`).join(" "))} END)`;

const merged = (mergeId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(caseMerges)
      .where(eq(caseMerges.id, mergeId)),
  );

/**
 * The statements that merge `mergedCase` into `keptCase` (both as read by the caller; the SQL checks again).
 * `actorId` is the coordinator, or null when the patient attached a new request to their open case.
 */
export function mergeStatements(
  keptCase: MergeCase,
  mergedCase: MergeCase,
  actorId: string | null,
  mergeId: string,
  at: Date,
) {
  const kept = keptCase.id;
  const gone = mergedCase.id;
  const guard = merged(mergeId);
  const recorded = (column: string) => sql`(SELECT ${sql.raw(column)} FROM case_merges WHERE id = ${mergeId})`;
  const unsent = (caseId: string) => sql`EXISTS (SELECT 1 FROM follow_up_checkins WHERE case_id = ${caseId} AND sent_at IS NULL)`;
  const stageOf = (caseId: string) => sql`(SELECT stage FROM case_journeys WHERE case_id = ${caseId})`;
  const mergedAhead = sql`${stageRank(sql`coalesce(${recorded("merged_stage")}, ${firstStage})`)} > ${stageRank(sql`coalesce(${recorded("kept_stage")}, ${firstStage})`)}`;
  // The same patient: the same account, or the same address on two cases without one, or a case without an
  // account whose address the other case's account has confirmed (who could already read both).
  const statements: BatchItem<"sqlite">[] = [
    // The decision: an INSERT … SELECT over both cases, with both journeys' stages and, when both cases still
    // have check-ins to send, whose are dropped (the case behind; the merged one on a tie).
    guardedInsert(
      caseMerges,
      {
        id: mergeId,
        keptCaseId: sql`k.id`,
        mergedCaseId: sql`m.id`,
        actorId,
        createdAt: at,
        keptStage: stageOf(kept),
        mergedStage: stageOf(gone),
        droppedPlanOf: sql`CASE WHEN ${unsent(kept)} AND ${unsent(gone)} THEN
          CASE WHEN ${stageRank(sql`coalesce(${stageOf(gone)}, ${firstStage})`)} > ${stageRank(sql`coalesce(${stageOf(kept)}, ${firstStage})`)}
            THEN 'kept' ELSE 'merged' END
        END`,
      },
      sql`k.id = ${kept} AND k.id <> m.id
        AND (
          (k.patient_user_id IS NOT NULL AND k.patient_user_id = m.patient_user_id)
          OR (k.patient_user_id IS NULL AND m.patient_user_id IS NULL AND k.patient_email = m.patient_email)
          OR (m.patient_user_id IS NULL AND m.patient_email =
               (SELECT email FROM users WHERE id = k.patient_user_id AND email_confirmed_at IS NOT NULL))
          OR (k.patient_user_id IS NULL AND k.patient_email =
               (SELECT email FROM users WHERE id = m.patient_user_id AND email_confirmed_at IS NOT NULL))
        )
        AND NOT EXISTS (SELECT 1 FROM case_merges WHERE merged_case_id IN (${kept}, ${gone}))
        AND NOT (EXISTS (SELECT 1 FROM quotes WHERE case_id = ${kept}) AND EXISTS (SELECT 1 FROM quotes WHERE case_id = ${gone}))`,
      sql`cases k JOIN cases m ON m.id = ${gone}`,
    ),
    db
      .update(caseMessages)
      .set({ caseId: kept })
      .where(and(eq(caseMessages.caseId, gone), guard)),
    db
      .update(quotes)
      .set({ caseId: kept })
      .where(and(eq(quotes.caseId, gone), guard)),
    db
      .update(caseNotes)
      .set({ caseId: kept })
      .where(and(eq(caseNotes.caseId, gone), guard)),
    db
      .update(caseAttachments)
      .set({ caseId: kept })
      .where(and(eq(caseAttachments.caseId, gone), guard)),
    db
      .update(consultationBookings)
      .set({ caseId: kept })
      .where(and(eq(consultationBookings.caseId, gone), guard)),
    // Cases merged into the merged one before now belong to the kept one: a merge is never a chain.
    db
      .update(caseMerges)
      .set({ keptCaseId: kept })
      .where(and(eq(caseMerges.keptCaseId, gone), guard)),
    // One plan goes on: the dropped one's check-ins still to send go.
    db
      .delete(followUpCheckins)
      .where(and(eq(followUpCheckins.caseId, kept), sql`${followUpCheckins.sentAt} IS NULL`, sql`${recorded("dropped_plan_of")} = 'kept'`)),
    db
      .delete(followUpCheckins)
      .where(and(eq(followUpCheckins.caseId, gone), sql`${followUpCheckins.sentAt} IS NULL`, sql`${recorded("dropped_plan_of")} = 'merged'`)),
    // The further journey's stage history comes with it: the patient's timeline keeps the days each stage was reached.
    db
      .update(caseStageChanges)
      .set({ caseId: kept })
      .where(and(eq(caseStageChanges.caseId, gone), guard, mergedAhead)),
    // The kept case's facts stay; what it lacks comes from the merged case, and it goes on at the further stage. The
    // discharge date goes with the follow-up plan that goes on. The merged journey's every column comes, as the kept case's.
    guardedInsert(
      caseJourneys,
      { ...getTableColumns(caseJourneys), caseId: kept, updatedBy: actorId, updatedAt: at },
      sql`${caseJourneys.caseId} = ${gone} AND EXISTS (SELECT 1 FROM case_merges WHERE id = ${mergeId})`,
      caseJourneys,
    ).onConflictDoUpdate({
      target: caseJourneys.caseId,
      set: {
        ...Object.fromEntries(
          keptUnlessEmpty.map((column) => [
            column,
            sql.raw(`coalesce(case_journeys.${caseJourneys[column].name}, excluded.${caseJourneys[column].name})`),
          ]),
        ),
        visaLetter: sql`CASE WHEN case_journeys.visa_letter = 'not_needed' THEN excluded.visa_letter ELSE case_journeys.visa_letter END`,
        stage: sql`CASE WHEN ${stageRank("excluded.stage")} > ${stageRank("case_journeys.stage")} THEN excluded.stage ELSE case_journeys.stage END`,
        dischargeDate: sql`CASE WHEN ${unsent(gone)} AND NOT ${unsent(kept)}
          THEN coalesce(excluded.discharge_date, case_journeys.discharge_date)
          ELSE coalesce(case_journeys.discharge_date, excluded.discharge_date) END`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    }),
    db
      .update(followUpCheckins)
      .set({ caseId: kept })
      .where(and(eq(followUpCheckins.caseId, gone), guard)),
    db.delete(caseJourneys).where(and(eq(caseJourneys.caseId, gone), guard)),
    db
      .update(cases)
      .set({ treatment: sql`coalesce(${cases.treatment}, ${mergedCase.treatment})`, updatedAt: at })
      .where(and(eq(cases.id, kept), guard)),
  ];
  // The merged case closes as a duplicate, in its history like any other move (unless it was closed already).
  if (mergedCase.status !== "closed") {
    statements.push(
      ...moveCase(mergedCase, mergedCase.status, "closed", actorId, at, { closingReason: "duplicate", guard }),
    );
  }
  return statements;
}

/** Why a merge the batch refused did not happen, read afterwards for the message. */
export async function mergeRefusal(kept: MergeCase, gone: MergeCase): Promise<MergeRefusal> {
  if (kept.id === gone.id) return "sameCase";
  const [already] = await db
    .select({ id: caseMerges.id })
    .from(caseMerges)
    .where(inArray(caseMerges.mergedCaseId, [kept.id, gone.id]))
    .limit(1);
  if (already) return "alreadyMerged";
  const quoted = await db
    .selectDistinct({ caseId: quotes.caseId })
    .from(quotes)
    .where(inArray(quotes.caseId, [kept.id, gone.id]));
  return quoted.length === 2 ? "bothQuoted" : "notSamePatient";
}

/** Runs a merge; the outcome says whether it happened. */
export async function mergeCases(kept: MergeCase, gone: MergeCase, actorId: string | null) {
  const mergeId = crypto.randomUUID();
  const [decided, ...rest] = mergeStatements(kept, gone, actorId, mergeId, new Date());
  await db.batch([decided!, ...rest]);
  const [row] = await db.select({ id: caseMerges.id }).from(caseMerges).where(eq(caseMerges.id, mergeId));
  return row ? ({ ok: true, mergeId } as const) : ({ ok: false, reason: await mergeRefusal(kept, gone) } as const);
}

/** Holds while the case was not merged away (a merge that lands between reading and writing wins). */
export function notMergedAway(caseId: string) {
  return sql`NOT EXISTS (SELECT 1 FROM case_merges WHERE merged_case_id = ${caseId})`;
}

/** Where a merged-away case went: the kept case's id, or null for a case that was not merged. */
export async function keptCaseOf(caseId: string) {
  const [row] = await db
    .select({ keptCaseId: caseMerges.keptCaseId })
    .from(caseMerges)
    .where(eq(caseMerges.mergedCaseId, caseId));
  return row?.keptCaseId ?? null;
}

export type MergeRecord = {
  id: string;
  otherCaseId: string;
  direction: "in" | "out";
  actorName: string | null;
  at: string;
  /** Each side's journey stage at the merge (null: none yet), as this case and the other one. */
  thisStage: JourneyStage | null;
  otherStage: JourneyStage | null;
  /** When both had check-ins to send: whether this case's plan or the other's was dropped. */
  droppedPlan: "this" | "other" | null;
};

/**
 * The merges a case took part in, either side, oldest first: both cases' histories show them. The actor is
 * the coordinator's name, or null when the patient attached the request themselves.
 */
export async function mergesOf(caseId: string): Promise<MergeRecord[]> {
  const rows = await db
    .select({ merge: caseMerges, username: profiles.username })
    .from(caseMerges)
    .leftJoin(profiles, eq(profiles.userId, caseMerges.actorId))
    .where(or(eq(caseMerges.keptCaseId, caseId), eq(caseMerges.mergedCaseId, caseId)))
    .orderBy(caseMerges.createdAt);
  return rows.map(({ merge, username }): MergeRecord => {
    const kept = merge.keptCaseId === caseId;
    const dropped = merge.droppedPlanOf === null ? null : (merge.droppedPlanOf === "kept") === kept ? "this" : "other";
    return {
      id: merge.id,
      otherCaseId: kept ? merge.mergedCaseId : merge.keptCaseId,
      direction: kept ? "in" : "out",
      actorName: merge.actorId ? displayNameOf(username) : null,
      at: merge.createdAt.toISOString(),
      thisStage: kept ? merge.keptStage : merge.mergedStage,
      otherStage: kept ? merge.mergedStage : merge.keptStage,
      droppedPlan: dropped,
    };
  });
}

/** The cases merged into this one (their sources are shown on it), newest first. */
export async function casesMergedInto(caseId: string) {
  return db
    .select({ merged: cases })
    .from(caseMerges)
    .innerJoin(cases, eq(cases.id, caseMerges.mergedCaseId))
    .where(eq(caseMerges.keptCaseId, caseId))
    .orderBy(desc(cases.receivedAt))
    .then((rows) => rows.map((r) => r.merged));
}

/** The patient's open cases they may attach a new request to, newest first (merged-away cases excluded). */
export async function openCasesOf(userId: string) {
  return db
    .select({ id: cases.id, type: cases.type, treatment: cases.treatment, receivedAt: cases.receivedAt })
    .from(cases)
    .where(
      and(
        eq(cases.patientUserId, userId),
        ne(cases.status, "closed"),
        sql`NOT EXISTS (SELECT 1 FROM case_merges WHERE merged_case_id = ${cases.id})`,
      ),
    )
    .orderBy(desc(cases.receivedAt))
    .limit(10);
}

/** Of these cases, the ones merged into another (they cannot take part in a merge again). */
export async function mergedAwayAmong(caseIds: string[]) {
  if (caseIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: caseMerges.mergedCaseId })
    .from(caseMerges)
    .where(inArray(caseMerges.mergedCaseId, caseIds));
  return new Set(rows.map((r) => r.id));
}

/** What the staff case page shows about merges: where this case went, and both sides' history lines. */
export async function caseMergeView(caseId: string, otherCaseIds: string[]) {
  const [merges, mergedAway] = await Promise.all([mergesOf(caseId), mergedAwayAmong([caseId, ...otherCaseIds])]);
  return {
    keptCaseId: merges.find((m) => m.direction === "out")?.otherCaseId ?? null,
    merges,
    /** The other cases this one may be merged with (neither side merged away already). */
    candidates: mergedAway.has(caseId) ? [] : otherCaseIds.filter((id) => !mergedAway.has(id)),
  };
}
