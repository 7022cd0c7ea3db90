import { aroundTheClock } from "~/i18n/time";
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { previewOf } from "~/cases/preview";
import { officeHoursPromise, statusEmailsPatient, type CaseStatus } from "~/cases/case-rules";
import type { MessageChannel } from "~/domain/case-messages";
import type { JourneyStage } from "~/domain/cases";
import { moveCase } from "~/cases/move-case.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseJourneys, caseMessages, caseReads, cases, tripPlans, users } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { loadTeamHours } from "~/staff/team-hours.server";
import type { CaseRecord, CaseViewer } from "./case-access.server";
import { announceCaseChange } from "./case-live-notice.server";
import { markReadStatement } from "./thread-page.server";
import { PATIENT_MESSAGES_PER_HOUR, type MessageAuthor } from "./thread-rules";

/** The patient hears by e-mail when their case waits for their answer or is scheduled (the status form says so). */
export async function notifyPatientOfStatus(caseId: string, status: CaseStatus) {
  if (statusEmailsPatient(status)) {
    await queueEmails([{ type: "case-status", caseId, status }], { stored: `Status of case ${caseId}` });
  }
}

/**
 * True while the thread's latest word is the team's: a reply or a quote after the patient's last message. Only then
 * does "Awaiting patient" tell the truth (and its e-mail point at something to answer); a statement's guard, so a
 * patient's message at the same moment counts.
 */
export function teamSpokeLast(caseId: string) {
  return sql`max(
    coalesce((SELECT max(created_at) FROM case_messages WHERE case_id = ${caseId} AND author = 'staff'), 0),
    coalesce((SELECT max(created_at) FROM quotes WHERE case_id = ${caseId}), 0)
  ) > coalesce((SELECT max(created_at) FROM case_messages WHERE case_id = ${caseId} AND author = 'patient'), 0)`;
}

/**
 * A patient's message; the case takes the language it was written in, for the e-mails that answer it. The
 * hourly limit is checked inside the insert itself (one statement, so parallel posts cannot pass it together);
 * the rest of the batch only acts if it went in. Waiting for the patient's answer (or closed) returns the case
 * to review, and `moveCase` restarts the promise of an answer from this message. An e-mailed reply comes the same
 * way (`channel` "email"), so it has every effect of one written on the site.
 */
export async function postPatientMessage(
  caseRow: CaseRecord,
  /** An e-mail's `id` comes from its Message-ID, so a delivery of one already stored is stored once. */
  viewer: CaseViewer | { kind: "email"; id: string } | { kind: "whatsapp"; whatsappId: string; unless: SQL },
  body: string,
  locale: Locale,
  channel: MessageChannel = "site",
  now = new Date(),
) {
  const id = viewer.kind === "email" ? viewer.id : crypto.randomUUID();
  // A reply by e-mail comes from the case's own address (app/cases/inbound-email/), a WhatsApp message from its
  // number (app/cases/whatsapp/): its account, when it has one.
  const authorId = viewer.kind === "patient" ? viewer.userId : viewer.kind === "email" || viewer.kind === "whatsapp" ? caseRow.patientUserId : null;
  const whatsappId = viewer.kind === "whatsapp" ? viewer.whatsappId : null;
  const hourAgo = now.getTime() - 60 * 60 * 1000;
  const reopen = caseRow.status === "awaiting_patient" || caseRow.status === "closed";
  // A reopening starts a new promise: an office-hours one counts the team's working hours (decision 0158).
  const hours = reopen && officeHoursPromise[caseRow.type] ? await loadTeamHours() : aroundTheClock;
  const stored = sql`EXISTS (SELECT 1 FROM case_messages WHERE id = ${id})`;
  const [inserted] = await db.batch([
    // The hourly limit decides in the statement that stores the message.
    // A WhatsApp message is Meta's to limit, and never refused here (it would be lost): a delivery of one already
    // stored is left out by the unique index on its id instead.
    guardedInsert(
      caseMessages,
      { id, caseId: caseRow.id, author: "patient", authorId, patientEmail: caseRow.patientEmail, body, channel, createdAt: now, whatsappId },
      viewer.kind === "whatsapp"
        ? sql`NOT (${viewer.unless})`
        : sql`(SELECT count(*) FROM case_messages
           WHERE patient_email = ${caseRow.patientEmail} AND created_at > ${hourAgo}) < ${PATIENT_MESSAGES_PER_HOUR}`,
    )
      .onConflictDoNothing()
      .returning({ id: caseMessages.id }),
    markReadStatement(caseRow.id, now),
    ...(reopen ? moveCase(caseRow, caseRow.status, "in_review", authorId, now, { guard: stored, hours }) : []),
    db.update(cases).set({ updatedAt: now, locale }).where(and(eq(cases.id, caseRow.id), stored)),
  ]);
  if (inserted.length !== 1) {
    const duplicate = viewer.kind === "email" && (await db.query.caseMessages.findFirst({ columns: { id: true }, where: eq(caseMessages.id, id) })) !== undefined;
    return { ok: false as const, duplicate, retryAfterSeconds: await secondsUntilNextMessage(caseRow.patientEmail, hourAgo, now) };
  }
  await queueEmails([{ type: "staff-case-alert", caseId: caseRow.id, event: "patient-replied" }], {
    stored: `Patient message ${id}`,
  });
  await announceCaseChange(caseRow.id);
  return { ok: true as const, messageId: id };
}

/** When the oldest message of the last hour leaves the window, the patient may write again: the real wait. */
async function secondsUntilNextMessage(patientEmail: string, hourAgo: number, now: Date) {
  const [oldest] = await db
    .select({ createdAt: caseMessages.createdAt })
    .from(caseMessages)
    .where(and(eq(caseMessages.patientEmail, patientEmail), gt(caseMessages.createdAt, new Date(hourAgo))))
    .orderBy(asc(caseMessages.createdAt))
    .limit(1);
  if (!oldest) return 60;
  return Math.max(1, Math.ceil((oldest.createdAt.getTime() + 60 * 60 * 1000 - now.getTime()) / 1000));
}

/** A submitted trip plan the patient no longer wants: the plan is cancelled and its case closed, in one batch. */
export async function cancelTripPlan(caseRow: CaseRecord, viewer: CaseViewer) {
  if (caseRow.type !== "trip_plan" || !caseRow.tripPlanId || caseRow.status === "closed") return false;
  const now = new Date();
  const actorId = viewer.kind === "patient" ? viewer.userId : null;
  const [cancelled] = await db.batch([
    db
      .update(tripPlans)
      .set({ status: "cancelled" })
      .where(and(eq(tripPlans.id, caseRow.tripPlanId), inArray(tripPlans.status, ["submitted", "reviewing"])))
      .returning({ id: tripPlans.id }),
    ...moveCase(caseRow, caseRow.status, "closed", actorId, now, { closingReason: "patient_declined" }),
  ]);
  return cancelled.length === 1;
}

export type CaseSummary = {
  id: string;
  type: CaseRecord["type"];
  treatment: string | null;
  status: CaseStatus;
  /** Where the case is on the journey (a case without a journey row is at the first stage). */
  stage: JourneyStage;
  receivedAt: string;
  lastMessage: { author: MessageAuthor; body: string; sentAt: string } | null;
  unread: boolean;
};

/**
 * "My requests" on the dashboard: the patient's cases, and the contact messages sent from
 * their confirmed address before they had an account. Two queries whatever the number of cases.
 */
export async function myRequestsFor(userId: string): Promise<CaseSummary[]> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true, emailConfirmedAt: true } });
  return user ? myRequests(userId, user.email, user.emailConfirmedAt !== null) : [];
}

async function myRequests(userId: string, email: string, emailConfirmed: boolean): Promise<CaseSummary[]> {
  const mine = emailConfirmed
    ? sql`(${cases.patientUserId} = ${userId} OR (${cases.patientUserId} IS NULL AND ${cases.patientEmail} = ${email}))`
    : eq(cases.patientUserId, userId);
  const rows = await db
    .select({
      id: cases.id,
      type: cases.type,
      treatment: cases.treatment,
      status: cases.status,
      receivedAt: cases.receivedAt,
      readAt: caseReads.readAt,
      stage: caseJourneys.stage,
    })
    .from(cases)
    .leftJoin(caseReads, and(eq(caseReads.caseId, cases.id), eq(caseReads.reader, "patient")))
    .leftJoin(caseJourneys, eq(caseJourneys.caseId, cases.id))
    // A request merged into another is shown as that one (one case per treatment path).
    .where(and(mine, sql`NOT EXISTS (SELECT 1 FROM case_merges WHERE merged_case_id = ${cases.id})`))
    .orderBy(desc(cases.updatedAt))
    .limit(50);
  if (rows.length === 0) return [];
  const last = await db
    .select({
      caseId: caseMessages.caseId,
      author: caseMessages.author,
      body: caseMessages.body,
      createdAt: caseMessages.createdAt,
    })
    .from(caseMessages)
    .where(
      sql`${caseMessages.id} IN (SELECT (SELECT m.id FROM case_messages m WHERE m.case_id = c.value ORDER BY m.created_at DESC, m.id DESC LIMIT 1) FROM json_each(${JSON.stringify(rows.map((r) => r.id))}) c)`,
    );
  const lastByCase = new Map(last.map((m) => [m.caseId, m]));
  return rows.map((row) => {
    const message = lastByCase.get(row.id);
    return {
      id: row.id,
      type: row.type,
      treatment: row.treatment,
      status: row.status,
      stage: row.stage ?? "free_consultation",
      receivedAt: row.receivedAt.toISOString(),
      lastMessage: message
        ? { author: message.author, body: previewOf(message.body), sentAt: message.createdAt.toISOString() }
        : null,
      unread: Boolean(message && message.author === "staff" && (!row.readAt || row.readAt < message.createdAt)),
    };
  });
}
