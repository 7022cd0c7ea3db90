import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { getUserId } from "~/auth/session.server";
import { isCasePatient } from "~/cases/case-access.server";
import { caseTreatmentSql } from "~/cases/case-treatment.server";
import { db } from "~/db/client.server";
import { caseJourneys, cases, followUpCheckins } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import { auditStatement } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { isSignedKey, signedKey } from "~/utils/signed-key.server";
import { translatorFor } from "~/i18n/catalogue.server";
import {
  checkinClosesAt,
  checkinDueAt,
  closedIfDueBy,
  isUrgentAnswer,
  parseCheckinDays,
  warningSignsFor,
  type WarningSign,
} from "./aftercare-rules";
import type { StaffCheckin } from "./aftercare-panel";
import type { CheckinAnswer } from "./checkin-schema";

const LINK_PURPOSE = "checkin-link";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Check-ins go out while the journey is at recovery or follow-up care: a case moved back stops them. */
const aftercareStages = ["recovery_support", "follow_up_care"] as const;

export function isAftercareStage(stage: string) {
  return (aftercareStages as readonly string[]).includes(stage);
}

/** The check-in's link in the e-mail: it opens the form without signing in, while the form is open. */
export async function checkinPath(checkinId: string) {
  return `/aftercare/${checkinId}?key=${await signedKey(LINK_PURPOSE, checkinId)}`;
}

/**
 * Replaces the case's plan: the discharge date on the journey, and one check-in per day after it. Check-ins
 * already sent stay as they are; the unsent ones are replaced. Refused before the case reaches recovery.
 */
export async function planFollowUp(
  staff: StaffUser,
  request: Request,
  c: { id: string; patientUserId: string | null },
  stage: string,
  input: { dischargeDate: string; days: string },
  at = new Date(),
) {
  if (!isAftercareStage(stage)) return { ok: false as const, field: "days" as const, message: "Move the case to Recovery Support first." };
  const days = parseCheckinDays(input.days);
  if (!days) return { ok: false as const, field: "days" as const, message: "Give up to 8 whole days from 1 to 365, separated by commas." };
  const rows = days.map((dayOffset) => ({ caseId: c.id, dayOffset, dueAt: checkinDueAt(input.dischargeDate, dayOffset) }));
  const unsent = and(eq(followUpCheckins.caseId, c.id), isNull(followUpCheckins.sentAt));
  await db.batch([
    db
      .insert(caseJourneys)
      .values({ caseId: c.id, stage: "recovery_support", dischargeDate: input.dischargeDate, updatedBy: staff.id, updatedAt: at })
      .onConflictDoUpdate({ target: caseJourneys.caseId, set: { dischargeDate: input.dischargeDate, updatedBy: staff.id, updatedAt: at } }),
    db.delete(followUpCheckins).where(unsent),
    db.insert(followUpCheckins).values(rows).onConflictDoNothing(),
    // A day already sent stays as it was sent (its answer is history): it is not planned again.
    db
      .delete(followUpCheckins)
      .where(
        and(
          unsent,
          sql`EXISTS (SELECT 1 FROM ${followUpCheckins} AS sent WHERE sent.case_id = ${c.id} AND sent.day_offset = ${followUpCheckins.dayOffset} AND sent.sent_at IS NOT NULL)`,
        ),
      ),
    // audit_log's actions are a closed list (decision 0156): a plan is a change of the case's state.
    auditStatement(staff, request, {
      action: "case_status_changed",
      caseId: c.id,
      subjectUserId: c.patientUserId,
      detail: `Follow-up plan: discharge ${input.dischargeDate}, check-ins on days ${days.join(", ")}`,
    }),
  ]);
  return { ok: true as const, days };
}

/**
 * The Cron Trigger's job: each check-in that is due goes out once, while its form is open. Its `sent_at` is claimed
 * in the statement that decides (overlapping runs cannot both claim it, and a form that has closed meanwhile is not
 * claimed) and released if the e-mail could not be queued. A check-in whose form closed before it could go out (the
 * case was moved back, the plan was saved late, the job did not run) lapses unsent: its link would open nothing.
 */
export async function queueDueCheckins(now: Date) {
  const closedBy = closedIfDueBy(now);
  const waiting = and(isNull(followUpCheckins.sentAt), isNull(followUpCheckins.lapsedAt));
  await db.update(followUpCheckins).set({ lapsedAt: now }).where(and(waiting, lte(followUpCheckins.dueAt, closedBy)));
  const open = and(waiting, lte(followUpCheckins.dueAt, now), gt(followUpCheckins.dueAt, closedBy));
  const due = await db
    .select({ id: followUpCheckins.id })
    .from(followUpCheckins)
    .innerJoin(caseJourneys, eq(caseJourneys.caseId, followUpCheckins.caseId))
    .where(and(open, inArray(caseJourneys.stage, [...aftercareStages])))
    .orderBy(asc(followUpCheckins.dueAt))
    .limit(200);
  for (const { id } of due) {
    const [claimed] = await db
      .update(followUpCheckins)
      .set({ sentAt: now })
      .where(and(eq(followUpCheckins.id, id), open))
      .returning({ id: followUpCheckins.id });
    if (!claimed) continue;
    if (!(await queueEmails([{ type: "aftercare-checkin", checkinId: id }], { stored: `Check-in ${id}'s claim` }))) {
      await db.update(followUpCheckins).set({ sentAt: null }).where(eq(followUpCheckins.id, id));
    }
  }
}

async function findCheckin(checkinId: string | undefined) {
  if (!checkinId || !UUID.test(checkinId)) return null;
  const [row] = await db
    .select({ checkin: followUpCheckins, caseRow: cases, treatment: caseTreatmentSql() })
    .from(followUpCheckins)
    .innerJoin(cases, eq(cases.id, followUpCheckins.caseId))
    .where(and(eq(followUpCheckins.id, checkinId), isNotNull(followUpCheckins.sentAt)))
    .limit(1);
  return row ?? null;
}

export type CheckinState = "open" | "answered" | "closed";

/**
 * The check-in for its patient: a signed-in patient of the case, or the e-mail's signed link while the form is
 * open (a closed check-in's link no longer opens anything). A check-in not sent yet does not exist for anyone.
 */
export async function requirePatientCheckin({ request, context }: RequestArgs, checkinId: string | undefined, now: number) {
  const found = await findCheckin(checkinId);
  if (!found) notFound();
  const { checkin, caseRow, treatment } = found;
  const closed = now >= checkinClosesAt(checkin.dueAt).getTime();
  const key = new URL(request.url).searchParams.get("key");
  if (key !== null) {
    if (!(await isSignedKey(LINK_PURPOSE, checkin.id, key)) || (closed && !checkin.answeredAt)) notFound();
  } else {
    const userId = getUserId(context);
    if (!userId || !(await isCasePatient(userId, caseRow))) notFound();
  }
  const state: CheckinState = checkin.answeredAt ? "answered" : closed ? "closed" : "open";
  // The warning signs of the treatment the patient had (else the one they asked about).
  return { checkin, caseRow, state, signs: warningSignsFor(treatment) };
}

export type PatientCheckin = Awaited<ReturnType<typeof requirePatientCheckin>>;

/**
 * Stores the answer once (the update decides: a second post changes nothing) and, when it is urgent, queues the
 * e-mails to the coordinator and the team inbox in the same request. Signs not asked for this treatment are refused.
 */
export async function answerCheckin({ checkin, caseRow, signs }: PatientCheckin, answer: CheckinAnswer, now: Date) {
  const warningSigns = answer.warningSigns.filter((s) => (signs as string[]).includes(s));
  const urgent = isUrgentAnswer({ ...answer, warningSigns });
  const [stored] = await db
    .update(followUpCheckins)
    .set({ answeredAt: now, feeling: answer.feeling, pain: answer.pain, warningSigns, note: answer.note, wantsCall: answer.wantsCall, urgent })
    .where(and(eq(followUpCheckins.id, checkin.id), isNull(followUpCheckins.answeredAt)))
    .returning({ id: followUpCheckins.id });
  if (!stored) return { ok: false as const };
  if (urgent) {
    await queueEmails([
      { type: "aftercare-urgent", checkinId: checkin.id, to: "team" },
      ...(caseRow.assigneeId ? [{ type: "aftercare-urgent" as const, checkinId: checkin.id, to: "coordinator" as const }] : []),
    ]);
  }
  return { ok: true as const, urgent };
}

/** The case page's aftercare: whether a plan may be made, and every check-in in day order (read on the audited case page). */
export async function staffCheckins(caseId: string, now = new Date()) {
  const [journeyRows, rows] = await db.batch([
    db.select({ stage: caseJourneys.stage }).from(caseJourneys).where(eq(caseJourneys.caseId, caseId)),
    db
      .select()
      .from(followUpCheckins)
      .where(eq(followUpCheckins.caseId, caseId))
      .orderBy(asc(followUpCheckins.dayOffset), asc(followUpCheckins.dueAt)),
  ]);
  const english = translatorFor("en");
  return {
    canPlan: isAftercareStage(journeyRows[0]?.stage ?? ""),
    checkins: rows.map(
      (c): StaffCheckin => ({
        id: c.id,
        dayOffset: c.dayOffset,
        dueAt: c.dueAt.toISOString(),
        sentAt: c.sentAt?.toISOString() ?? null,
        // Lapsed, or about to be at the job's next run: it will not go out.
        lapsed: c.sentAt === null && (c.lapsedAt !== null || now >= checkinClosesAt(c.dueAt)),
        answeredAt: c.answeredAt?.toISOString() ?? null,
        feeling: c.feeling,
        pain: c.pain,
        signs: (c.warningSigns ?? []).map((sign) => english(`aftercare.sign.${sign as WarningSign}`)),
        note: c.note,
        wantsCall: c.wantsCall === true,
        urgent: c.urgent,
        handled: c.handledAt !== null,
      }),
    ),
  };
}

/** A coordinator dealt with an urgent answer: it stops marking the case urgent. */
export async function markCheckinHandled(staff: StaffUser, request: Request, c: { id: string; patientUserId: string | null }, checkinId: string, at = new Date()) {
  const open = and(eq(followUpCheckins.id, checkinId), eq(followUpCheckins.caseId, c.id), eq(followUpCheckins.urgent, true), isNull(followUpCheckins.handledAt));
  const [pending] = await db.select({ id: followUpCheckins.id }).from(followUpCheckins).where(open).limit(1);
  if (!pending) return false;
  const [handled] = await db.batch([
    db.update(followUpCheckins).set({ handledAt: at, handledBy: staff.id }).where(open).returning({ id: followUpCheckins.id }),
    auditStatement(staff, request, { action: "case_status_changed", caseId: c.id, subjectUserId: c.patientUserId, detail: "Urgent check-in handled" }),
  ]);
  return handled.length === 1;
}
