import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { canMoveCase, officeHoursPromise, caseStatusLabels, closingReasonLabels, statusEmailsPatient, type CaseStatus, type ClosingReason } from "~/cases/case-rules";
import { keptCaseOf, notMergedAway } from "~/cases/merge-cases.server";
import { announceTeamChange } from "~/cases/case-live-notice.server";
import { moveCase, movedWith } from "~/cases/move-case.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { auditLog, caseEvents, caseNotes, cases, type AuditAction, type caseEventKinds } from "~/db/schema/index";
import { clientIp } from "~/security/request-meta.server";
import { auditIf, auditStatement } from "~/staff/audit.server";
import { assignCaseSchema, caseIntents, caseNoteSchema, caseReminderSchema, caseStatusSchema, claimCaseSchema, type CaseIntent } from "./case-forms";
import { REMINDER_MAX_MS, reminderInstant } from "./reminder-rules";
import { aroundTheClock, CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { staffMembersFrom, staffMembersQuery } from "./case-list.server";
import { mentionedIn } from "./mentions";
import { findWorkableCase, type WorkableCase } from "./case-detail.server";
import { canWorkCase, type StaffUser } from "~/staff/permissions.server";
import { notifyPatientOfStatus, teamSpokeLast } from "~/cases/thread.server";
import { queueEmails } from "~/email/email.server";
import { loadTeamHours } from "~/staff/team-hours.server";
import type { Outcome } from "~/forms/outcome.server";
import { notFound } from "~/utils/not-found";

type CaseEventKind = (typeof caseEventKinds)[number];

type ChangeRecord = {
  kind: CaseEventKind;
  action: AuditAction;
  detail: string;
  fromStatus?: CaseStatus | null;
  toStatus?: CaseStatus | null;
  closingReason?: ClosingReason | null;
  assigneeId?: string | null;
};

/**
 * The history and audit rows of a guarded update, as statements that follow it in the same
 * batch. `changes()` is the number of rows the statement before changed, so they are only
 * written when the update found the case as it was read (a colleague's concurrent change wins
 * and nothing is recorded for the loser); each insert passes the count on to the next one.
 */
function recordIfChanged(staff: StaffUser, request: Request, row: WorkableCase, change: ChangeRecord, now: Date) {
  const onlyIfChanged = and(eq(cases.id, row.id), sql`changes() = 1`)!;
  return [
    guardedInsert(
      caseEvents,
      {
        id: crypto.randomUUID(),
        caseId: cases.id,
        actorId: staff.id,
        kind: change.kind,
        fromStatus: change.fromStatus ?? null,
        toStatus: change.toStatus ?? null,
        closingReason: change.closingReason ?? null,
        assigneeId: change.assigneeId ?? null,
        createdAt: now,
      },
      onlyIfChanged,
      cases,
    ),
    guardedInsert(
      auditLog,
      {
        id: crypto.randomUUID(),
        actorId: staff.id,
        actorEmail: staff.email,
        actorName: staff.displayName,
        action: change.action,
        caseId: cases.id,
        subjectUserId: cases.patientUserId,
        documentId: null,
        detail: change.detail,
        ipAddress: clientIp(request),
        createdAt: now,
      },
      onlyIfChanged,
      cases,
    ),
  ] as const;
}

const STALE = "Someone changed this case meanwhile. Look at it again and retry.";
const NOTHING_TO_ANSWER =
  "Write to the patient first: \"Awaiting patient\" e-mails them that you wait for their answer, and nothing in the conversation asks them anything since their last message.";

async function teamHasSpoken(caseId: string) {
  const [row] = await db.select({ spoke: teamSpokeLast(caseId).mapWith(Boolean) }).from(cases).where(eq(cases.id, caseId));
  return row?.spoke ?? false;
}

type Reply = SubmissionResult<string[]>;
type Submission = { reply: (options?: { resetForm?: boolean }) => Reply };

/** What the case page's own forms answer: which form, and its reply. */
export type CaseFormAnswer = { intent: string; result: Reply };

function readIntent(form: FormData): CaseIntent | null {
  const intent = form.get("intent");
  return caseIntents.find((i) => i === intent) ?? null;
}

/**
 * Runs one of the case page's forms for a staff member who may work the case (anyone else
 * got a 404 from `findWorkableCase`). Every change is guarded by the state it was made
 * from, and writes its history and audit rows in the same batch.
 */
export async function runCaseAction(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CaseFormAnswer>> {
  const row = await findWorkableCase(staff, caseId);
  const intent = readIntent(form);
  const now = new Date();
  switch (intent) {
    case "claim": {
      const submission = parseWithZod(form, { schema: claimCaseSchema });
      if (submission.status !== "success") return refused(intent, submission.reply(), 400);
      if (row.assigneeId !== null) {
        return refused(intent, submission.reply({ formErrors: ["This case is already assigned. Refresh to see to whom."] }), 409);
      }
      const [updated] = await db.batch([
        db
          .update(cases)
          .set({ assigneeId: staff.id, updatedAt: now })
          .where(and(eq(cases.id, row.id), isNull(cases.assigneeId)))
          .returning({ id: cases.id }),
        ...recordIfChanged(staff, request, row, { kind: "claimed", action: "case_claimed", detail: `Claimed by ${staff.displayName}`, assigneeId: staff.id }, now),
      ]);
      if (updated.length === 0) return refused(intent, submission.reply({ formErrors: [STALE] }), 409);
      await announceTeamChange();
      return done(caseId, intent, submission, "You claimed this case.");
    }
    case "assign": {
      const submission = parseWithZod(form, { schema: assignCaseSchema });
      if (submission.status !== "success") return refused(intent, submission.reply(), 400);
      const target = submission.value.assigneeId;
      const members = staffMembersFrom(await staffMembersQuery());
      const member = members.find((m) => m.id === target);
      if (target !== null && !member) {
        return refused(intent, submission.reply({ fieldErrors: { assigneeId: ["Choose a staff member from the list"] } }), 400);
      }
      if (target === row.assigneeId) {
        return refused(intent, submission.reply({ fieldErrors: { assigneeId: ["The case is already assigned so"] } }), 400);
      }
      const [updated] = await db.batch([
        db
          .update(cases)
          .set({ assigneeId: target, updatedAt: now })
          .where(and(eq(cases.id, row.id), row.assigneeId === null ? isNull(cases.assigneeId) : eq(cases.assigneeId, row.assigneeId)))
          .returning({ id: cases.id }),
        ...recordIfChanged(
          staff,
          request,
          row,
          target === null
            ? { kind: "unassigned", action: "case_assigned", detail: "Returned to the unassigned queue" }
            : { kind: "assigned", action: "case_assigned", detail: `Assigned to ${member!.name}`, assigneeId: target },
          now,
        ),
      ]);
      if (updated.length === 0) return refused(intent, submission.reply({ formErrors: [STALE] }), 409);
      await announceTeamChange();
      if (target !== null && target !== staff.id) {
        await queueEmails([{ type: "staff-case-alert", caseId: row.id, event: "assigned", by: staff.displayName }], {
          stored: `Assignment of ${row.id}`,
        });
      }
      const message = target === null ? "The case is back in the unassigned queue." : `Assigned to ${member!.name}.`;
      // A coordinator who gave the case away may no longer open it: the page goes back to the list, not to a 404.
      if (!(await canWorkCase(staff, row.id))) return { status: "redirect", to: "/staff", toast: { title: message } };
      return done(caseId, intent, submission, message);
    }
    case "status": {
      const submission = parseWithZod(form, { schema: caseStatusSchema });
      if (submission.status !== "success") return refused(intent, submission.reply(), 400);
      const { status: to, closingReason } = submission.value;
      if (!canMoveCase(row.status, to)) {
        const message =
          row.status === to
            ? `The case is already "${caseStatusLabels[to]}".`
            : `A case cannot go from "${caseStatusLabels[row.status]}" to "${caseStatusLabels[to]}".`;
        return refused(intent, submission.reply({ fieldErrors: { status: [message] } }), 400);
      }
      // A merged-away case stays closed: its thread is on the kept case, the only one the patient sees.
      if (await keptCaseOf(row.id)) {
        return refused(intent, submission.reply({ formErrors: ["This case was merged into another. Work on the kept case."] }), 400);
      }
      // Waiting for the patient's answer needs a question: the e-mail it sends says the coordinator waits for one.
      const waitsForAnswer = to === "awaiting_patient";
      if (waitsForAnswer && !(await teamHasSpoken(row.id))) {
        return refused(intent, submission.reply({ fieldErrors: { status: [NOTHING_TO_ANSWER] } }), 400);
      }
      const detail = `${caseStatusLabels[row.status]} → ${caseStatusLabels[to]}${closingReason ? ` (${closingReasonLabels[closingReason]})` : ""}`;
      const eventId = crypto.randomUUID();
      const hours = officeHoursPromise[row.type] ? await loadTeamHours() : aroundTheClock;
      const [, updated] = await db.batch([
        ...moveCase(row, row.status, to, staff.id, now, { closingReason, eventId, hours, guard: waitsForAnswer ? sql`${notMergedAway(row.id)} AND ${teamSpokeLast(row.id)}` : notMergedAway(row.id) }),
        // Touches only a moved case, so its `changes() = 1` lets the audit row below follow only a real move.
        db.update(cases).set({ updatedAt: now }).where(and(eq(cases.id, row.id), movedWith(eventId))),
        ...recordIfChanged(staff, request, row, { kind: "status_changed", action: "case_status_changed", detail }, now).slice(1),
        ...(statusEmailsPatient(to)
          ? [auditIf(staff, { action: "patient_emailed", caseId: row.id, subjectUserId: row.patientUserId, detail: `E-mailed ${row.patientName}: "${caseStatusLabels[to]}"` }, movedWith(eventId), now, clientIp(request))]
          : []),
      ]);
      if (updated.length === 0) return refused(intent, submission.reply({ formErrors: [STALE] }), 409);
      await announceTeamChange();
      await notifyPatientOfStatus(row.id, to);
      return done(caseId, intent, submission, `Status changed to "${caseStatusLabels[to]}".`);
    }
    case "note": {
      const submission = parseWithZod(form, { schema: caseNoteSchema });
      if (submission.status !== "success") return refused(intent, submission.reply(), 400);
      await db.batch([
        db.insert(caseNotes).values({ caseId: row.id, authorId: staff.id, body: submission.value.body, createdAt: now }),
        db.insert(caseEvents).values({ caseId: row.id, actorId: staff.id, kind: "note_added", createdAt: now }),
        db.update(cases).set({ updatedAt: now }).where(eq(cases.id, row.id)),
        // The audit row says a note was added, never what it says.
        auditStatement(staff, request, { action: "case_note_added", caseId: row.id, subjectUserId: row.patientUserId }),
      ]);
      return done(caseId, intent, submission, await tellMentioned(staff, row.id, submission.value.body));
    }
    case "remind": {
      const submission = parseWithZod(form, { schema: caseReminderSchema });
      if (submission.status !== "success") return refused(intent, submission.reply(), 400);
      if (row.status === "closed") {
        return refused(intent, submission.reply({ formErrors: ["This case is closed: reopen it to be reminded of it."] }), 400);
      }
      const { when, date, time } = submission.value;
      const at = reminderInstant(when, now.getTime(), date && time !== undefined ? { date, minute: time } : undefined);
      if (at !== null && (at <= now.getTime() || at > now.getTime() + REMINDER_MAX_MS)) {
        return refused(intent, submission.reply({ fieldErrors: { date: ["Choose a day and time from now to a year ahead"] } }), 400);
      }
      const updated = await db
        .update(cases)
        .set({ remindAt: at === null ? null : new Date(at), remindBy: at === null ? null : staff.id, updatedAt: now })
        .where(and(eq(cases.id, row.id), ne(cases.status, "closed")))
        .returning({ id: cases.id });
      if (updated.length === 0) return refused(intent, submission.reply({ formErrors: [STALE] }), 409);
      const message =
        at === null
          ? "Reminder cleared."
          : `Reminder set for ${formatInstant(at, { zone: CLINIC_ZONE, preset: "console" })} (Cairo time): the case comes back to review then, due, and its coordinator is told.`;
      return done(caseId, intent, submission, message);
    }
    case null:
      notFound();
  }
}

function refused(intent: CaseIntent, reply: Reply, httpStatus: 400 | 409): Outcome<CaseFormAnswer> {
  return { status: "reply", reply: { intent, result: reply }, httpStatus };
}

function done(caseId: string, intent: CaseIntent, submission: Submission, message: string) {
  return caseFormDone(caseId, intent, submission.reply({ resetForm: true }), message);
}

/** A case page form that worked: the toast, and without JavaScript post/redirect/get back to the case. */
export function caseFormDone(caseId: string, intent: string, result: Reply, message: string): Outcome<CaseFormAnswer> {
  return { status: "done", reply: { intent, result }, toast: { title: message }, to: `/staff/cases/${caseId}` };
}

/**
 * E-mails each colleague a note names with `@` who may open the case, and says in the note's toast who was told and
 * who could not be (a coordinator may open only their own, unassigned and covered cases).
 */
async function tellMentioned(staff: StaffUser, caseId: string, body: string) {
  const mentioned = mentionedIn(body, staffMembersFrom(await staffMembersQuery()), staff.id);
  if (mentioned.length === 0) return "Note added.";
  const reach = await Promise.all(mentioned.map(async (member) => ({ member, may: await canWorkCase({ id: member.id, role: member.role }, caseId) })));
  const told = reach.filter((r) => r.may).map((r) => r.member);
  const unreachable = reach.filter((r) => !r.may).map((r) => r.member.name);
  if (told.length > 0) {
    await queueEmails(
      told.map((member) => ({ type: "staff-case-alert" as const, caseId, event: "mentioned" as const, by: staff.displayName, mentionedId: member.id })),
      { stored: `Mentions in a note on ${caseId}` },
    );
  }
  return [
    "Note added.",
    told.length > 0 ? `${told.map((m) => m.name).join(" and ")} ${told.length === 1 ? "was" : "were"} told by e-mail.` : null,
    unreachable.length > 0 ? `${unreachable.join(" and ")} cannot open this case, so ${unreachable.length === 1 ? "was" : "were"} not told.` : null,
  ]
    .filter(Boolean)
    .join(" ");
}
