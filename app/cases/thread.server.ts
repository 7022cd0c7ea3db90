import { aroundTheClock } from "~/i18n/time";
import { and, asc, desc, eq, gt, inArray, ne, sql, type SQL } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { previewOf } from "~/cases/preview";
import { officeHoursPromise, statusEmailsPatient, type CaseStatus } from "~/cases/case-rules";
import type { DeliveryStatus, MessageChannel } from "~/domain/case-messages";
import type { JourneyStage } from "~/domain/cases";
import { moveCase } from "~/cases/move-case.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseEvents, caseJourneys, caseMessages, casePresence, caseReads, cases, profiles, staffCaseReads, tripPlans, users } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { auditIf } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { loadTeamHours } from "~/staff/team-hours.server";
import type { CaseRecord, CaseViewer } from "./case-access.server";
import { announceCaseChange } from "./case-live-notice.server";
import { mayWhatsappSql, queueWhatsapp, whatsappStateOf } from "./whatsapp/outbound.server";
import type { WhatsappTemplate } from "./whatsapp/whatsapp-rules";
import { PRESENCE_FRESH_MS } from "./console/presence-rules";
import { PATIENT_MESSAGES_PER_HOUR, type MessageAuthor } from "./thread-rules";

export type ThreadMessage = {
  id: string;
  author: MessageAuthor;
  /** The coordinator's first name on staff messages; "You" is decided by the page. */
  authorName: string;
  body: string;
  /** ISO time. */
  sentAt: string;
  /** How it came: written on the site, a patient's e-mailed reply, or WhatsApp. */
  channel: MessageChannel;
  /** What WhatsApp said of a coordinator's message sent there. */
  deliveryStatus: DeliveryStatus | null;
};

/** The first word of a staff member's display name: patients see "Amira", not a full name or an e-mail. */
export function firstNameOf(username: string | null | undefined) {
  return displayNameOf(username).split(/\s+/)[0] ?? "Your coordinator";
}

export async function threadMessages(caseId: string, after?: Date): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: caseMessages.id,
      author: caseMessages.author,
      username: profiles.username,
      body: caseMessages.body,
      createdAt: caseMessages.createdAt,
      channel: caseMessages.channel,
      deliveryStatus: caseMessages.deliveryStatus,
    })
    .from(caseMessages)
    .leftJoin(profiles, eq(profiles.userId, caseMessages.authorId))
    .where(
      after
        ? and(eq(caseMessages.caseId, caseId), sql`${caseMessages.createdAt} > ${after.getTime()}`)
        : eq(caseMessages.caseId, caseId),
    )
    .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    authorName: row.author === "staff" ? firstNameOf(row.username) : "Patient",
    body: row.body,
    sentAt: row.createdAt.toISOString(),
    channel: row.channel,
    deliveryStatus: row.deliveryStatus,
  }));
}

export type StatusChange = { status: CaseStatus; at: string };

/** Every status the case has had, with its date; the first is the day it was received. */
export async function statusHistory(caseRow: Pick<CaseRecord, "id" | "receivedAt">): Promise<StatusChange[]> {
  const events = await db
    .select({ status: caseEvents.toStatus, at: caseEvents.createdAt })
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseRow.id), eq(caseEvents.kind, "status_changed")))
    .orderBy(asc(caseEvents.createdAt));
  return [
    { status: "new" as CaseStatus, at: caseRow.receivedAt.toISOString() },
    ...events.flatMap((e) => (e.status ? [{ status: e.status, at: e.at.toISOString() }] : [])),
  ];
}

/** Marks the thread read by the patient. */
export function markReadStatement(caseId: string, at = new Date()) {
  return db
    .insert(caseReads)
    .values({ caseId, reader: "patient", readAt: at })
    .onConflictDoUpdate({ target: [caseReads.caseId, caseReads.reader], set: { readAt: at } });
}

/** Marks the thread read by one staff member: an admin's reading never clears a coordinator's mark (decision 0154). */
export function markStaffReadStatement(caseId: string, staffId: string, at = new Date()) {
  return db
    .insert(staffCaseReads)
    .values({ caseId, staffId, readAt: at })
    .onConflictDoUpdate({ target: [staffCaseReads.caseId, staffCaseReads.staffId], set: { readAt: at } });
}

/** Marks the thread read by whoever is looking: the patient's side, or this staff member. */
export async function markRead(caseId: string, viewer: CaseViewer) {
  await (viewer.kind === "staff" ? markStaffReadStatement(caseId, viewer.staff.id) : markReadStatement(caseId)).run();
}

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

/**
 * A coordinator's reply: stored, the case waits for the patient (unless it is scheduled or closed), an unassigned
 * case becomes the replier's, and the patient gets the reply by e-mail with a link back. `seenUpTo` is the newest
 * message the coordinator's page showed: when the patient wrote after it, nothing is stored (decided inside the
 * insert, so a message arriving at the same moment counts) and the newer messages come back to be shown.
 * `teamSeenUpTo` is the newest team message the writer had before them: a colleague's reply after it stops the
 * reply the same way, so the writer is asked first; the colleagues who answered come back.
 */
export async function postStaffReply(
  caseRow: CaseRecord,
  staff: StaffUser,
  body: string,
  {
    seenUpTo,
    teamSeenUpTo,
    ip = null,
    whatsapp,
    followUpAt,
    now = new Date(),
  }: {
    seenUpTo?: Date;
    teamSeenUpTo?: Date;
    ip?: string | null;
    whatsapp?: { template?: WhatsappTemplate; language?: Locale };
    /** The reply promised more by then: the case stays in review, due then, and reminds the replier. */
    followUpAt?: Date;
    now?: Date;
  } = {},
) {
  const id = crypto.randomUUID();
  // On WhatsApp, STOP and the 24-hour window decide in the insert too (app/cases/whatsapp/outbound.server.ts).
  const allowed = whatsapp && caseRow.patientPhone ? mayWhatsappSql(caseRow.patientPhone, { template: Boolean(whatsapp.template), now }) : whatsapp ? sql`0` : sql`1`;
  const waits = !followUpAt && (caseRow.status === "new" || caseRow.status === "in_review");
  const stored = sql`EXISTS (SELECT 1 FROM case_messages WHERE id = ${id})`;
  // A reply claims only a case nobody holds, and not while a colleague is writing to it: their reply would then
  // land on a case that is no longer theirs to answer.
  const unassigned = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${caseRow.id} AND assignee_id IS NULL)
    AND NOT EXISTS (SELECT 1 FROM case_presence WHERE case_id = ${caseRow.id} AND staff_id <> ${staff.id} AND writing = 1
      AND seen_at >= ${now.getTime() - PRESENCE_FRESH_MS})`;
  const nothingNewer = seenUpTo
    ? sql`NOT EXISTS (SELECT 1 FROM case_messages WHERE case_id = ${caseRow.id} AND author = 'patient' AND created_at > ${seenUpTo.getTime()})`
    : sql`1`;
  const colleaguesQuiet = teamSeenUpTo
    ? sql`NOT EXISTS (SELECT 1 FROM case_messages WHERE case_id = ${caseRow.id} AND author = 'staff'
        AND author_id IS NOT ${staff.id} AND created_at > ${teamSeenUpTo.getTime()})`
    : sql`1`;
  const [inserted] = await db.batch([
    // The collision check decides in the statement that stores the reply.
    guardedInsert(
      caseMessages,
      { id, caseId: caseRow.id, author: "staff", authorId: staff.id, patientEmail: null, body, createdAt: now, channel: whatsapp ? "whatsapp" : "site" },
      sql`${nothingNewer} AND ${colleaguesQuiet} AND ${allowed}`,
    ).returning({ id: caseMessages.id }),
    markStaffReadStatement(caseRow.id, staff.id, now),
    // Sent, so no longer writing: a colleague's reply right after this one may claim the case.
    db.update(casePresence).set({ writing: false }).where(and(eq(casePresence.caseId, caseRow.id), eq(casePresence.staffId, staff.id), stored)),
    // Replying claims an unassigned case: its history and audit rows first, while it still reads unassigned.
    guardedInsert(
      caseEvents,
      { id: crypto.randomUUID(), caseId: caseRow.id, actorId: staff.id, kind: "claimed", fromStatus: null, toStatus: null, closingReason: null, assigneeId: staff.id, createdAt: now },
      sql`${stored} AND ${unassigned}`,
    ),
    auditIf(staff, { action: "case_claimed", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, detail: `Claimed by ${staff.displayName} by replying` }, sql`${stored} AND ${unassigned}`, now, ip),
    db.update(cases).set({ assigneeId: staff.id }).where(and(eq(cases.id, caseRow.id), unassigned, stored)),
    // The first answer is the promise's measure (decision 0158); later replies leave it as it was.
    db.update(cases).set({ firstReplyAt: sql`coalesce(${cases.firstReplyAt}, ${now.getTime()})` }).where(and(eq(cases.id, caseRow.id), stored)),
    auditIf(staff, { action: "case_replied", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, detail: `Replied to ${caseRow.patientName}` }, stored, now, ip),
    ...(caseRow.status === "new" ? moveCase(caseRow, "new", "in_review", staff.id, now, { guard: stored }) : []),
    ...(waits ? moveCase(caseRow, "in_review", "awaiting_patient", staff.id, now, { guard: stored }) : []),
    // A case in review is due at the follow-up; one already waiting (or scheduled) comes back to review then.
    ...(followUpAt
      ? [
          db.update(cases).set({ remindAt: followUpAt, remindBy: staff.id }).where(and(eq(cases.id, caseRow.id), ne(cases.status, "closed"), stored)),
          db.update(cases).set({ dueAt: followUpAt }).where(and(eq(cases.id, caseRow.id), eq(cases.status, "in_review"), stored)),
        ]
      : []),
  ]);
  if (inserted.length !== 1) {
    const refusal = whatsapp ? (await whatsappStateOf(caseRow, now)).refusal : null;
    if (refusal && (refusal !== "window_closed" || !whatsapp?.template)) return { ok: false as const, newer: [], colleagues: [], refusal };
    const newer = seenUpTo ? (await threadMessages(caseRow.id, seenUpTo)).filter((m) => m.author === "patient") : [];
    const colleagues = teamSeenUpTo ? await colleagueRepliesAfter(caseRow.id, staff.id, teamSeenUpTo) : [];
    return { ok: false as const, newer, colleagues, refusal: null };
  }
  if (whatsapp) await queueWhatsapp({ messageId: id, ...(whatsapp.template ? { template: whatsapp.template, language: whatsapp.language ?? caseRow.locale } : {}) });
  else await queueEmails([{ type: "case-reply", messageId: id }], { stored: `Reply ${id}` });
  await announceCaseChange(caseRow.id);
  return { ok: true as const, id };
}

/** The team's replies after `after` by anyone but `staffId`: who answered, and the newest one's time. */
async function colleagueRepliesAfter(caseId: string, staffId: string, after: Date) {
  const rows = await db
    .select({ username: profiles.username, createdAt: caseMessages.createdAt })
    .from(caseMessages)
    .leftJoin(profiles, eq(profiles.userId, caseMessages.authorId))
    .where(
      and(
        eq(caseMessages.caseId, caseId),
        eq(caseMessages.author, "staff"),
        sql`${caseMessages.authorId} IS NOT ${staffId}`,
        gt(caseMessages.createdAt, after),
      ),
    )
    .orderBy(asc(caseMessages.createdAt));
  return rows.map((row) => ({ name: displayNameOf(row.username), sentAt: row.createdAt.toISOString() }));
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

export async function tripPlanStatus(caseRow: CaseRecord) {
  if (!caseRow.tripPlanId) return null;
  const plan = await db.query.tripPlans.findFirst({ where: eq(tripPlans.id, caseRow.tripPlanId), columns: { status: true } });
  return plan?.status ?? null;
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
