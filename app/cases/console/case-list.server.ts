import { and, asc, desc, eq, exists, inArray, isNull, lte, ne, not, notExists, or, sql, type SQL } from "drizzle-orm";
import { caseReference } from "~/cases/case-reference";
import { previewOf } from "~/cases/preview";
import type { MessageAuthor, MessageChannel } from "~/domain/case-messages";
import { firstStage, type JourneyStage } from "~/cases/journey-rules";
import { alias } from "drizzle-orm/sqlite-core";
import { caseStatuses, isOverdue, owesReply, waitingOnStaffStatuses } from "~/cases/case-rules";
import { displayNameOf } from "~/auth/display-name";
import { unreadReplySql } from "~/cases/unread.server";
import { db } from "~/db/client.server";
import { caseJourneys, cases, followUpCheckins, profiles, users } from "~/db/schema/index";
import { CASES_PER_PAGE, parseCaseFilters, type CaseFilters } from "./case-filters";
import { caseSearchMatch } from "./case-search.server";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { relativeTime } from "~/staff/staff-time";
import { treatmentName } from "~/treatments/treatment-name";

const assigneeProfile = alias(profiles, "assignee_profile");

const visibleTo = (staff: StaffUser) => scopeFor(staff, "cases").where;

/** A case without a journey row is at the first stage, so that stage is "no row, or a row saying so". */
function stageIs(stage: JourneyStage) {
  const atStage = exists(
    db.select({ one: sql`1` }).from(caseJourneys).where(and(eq(caseJourneys.caseId, cases.id), eq(caseJourneys.stage, stage))),
  );
  return stage === firstStage
    ? or(atStage, notExists(db.select({ one: sql`1` }).from(caseJourneys).where(eq(caseJourneys.caseId, cases.id))))
    : atStage;
}

function filterConditions(filters: CaseFilters, staff: StaffUser, now: Date): (SQL | undefined)[] {
  return [visibleTo(staff), ...matchConditions(filters, staff, now)];
}

/** The filters as typed, whoever may open the cases. */
function matchConditions(filters: CaseFilters, staff: StaffUser, now: Date): (SQL | undefined)[] {
  const openStatuses = caseStatuses.filter((status) => status !== "closed");
  return [
    filters.status === "open"
      ? // The unary plus keeps SQLite off the status indexes here, so it walks cases_due_idx in order and
        // stops after one page; counting still uses them.
        sql`+${cases.status} IN (${sql.join(openStatuses.map((status) => sql`${status}`), sql`, `)})`
      : filters.status === "all"
        ? undefined
        : eq(cases.status, filters.status),
    filters.type ? eq(cases.type, filters.type) : undefined,
    filters.stage ? stageIs(filters.stage) : undefined,
    filters.assignee === "me"
      ? eq(cases.assigneeId, staff.id)
      : filters.assignee === "unassigned"
        ? isNull(cases.assigneeId)
        : filters.assignee
          ? eq(cases.assigneeId, filters.assignee)
          : undefined,
    filters.overdue ? and(inArray(cases.status, waitingOnStaffStatuses), lte(cases.dueAt, now)) : undefined,
    filters.unread ? sql`${unreadReplySql(cases.id, staff.id)}` : undefined,
    filters.snoozed ? snoozedSql(now) : undefined,
    filters.urgent ? urgentFromCheckin : undefined,
    searchSql(filters.q),
  ];
}

/** The search box, through the FTS5 index of everything a case holds (decision 0153). Raw SQL: drizzle has no MATCH. */
function searchSql(q: string): SQL | undefined {
  if (!q) return undefined;
  const match = caseSearchMatch(q);
  if (!match) return sql`0`;
  return sql`${cases.id} IN (SELECT case_id FROM case_search WHERE case_search MATCH ${match})`;
}

/** Set aside by a coordinator until a reminder still to come (the scheduled job clears it when it comes). */
const snoozedSql = (now: Date) => sql`${cases.remindAt} > ${now.getTime()}`;

/** A check-in answer with a warning sign or a low score that no coordinator has handled yet. */
const urgentFromCheckin = exists(
  db
    .select({ one: sql`1` })
    .from(followUpCheckins)
    .where(and(eq(followUpCheckins.caseId, cases.id), eq(followUpCheckins.urgent, true), isNull(followUpCheckins.handledAt))),
);

/**
 * Cases made urgent by a check-in first (a patient may be unwell at home), then overdue cases (the
 * patient already waits past our promise), then by the reply due soonest.
 */
function listOrder(now: Date) {
  return [
    desc(urgentFromCheckin),
    desc(sql`(${cases.status} IN (${sql.join(waitingOnStaffStatuses.map((status) => sql`${status}`), sql`, `)}) AND ${cases.dueAt} <= ${now.getTime()})`),
    asc(cases.dueAt),
    asc(cases.id),
  ];
}

/**
 * One page of cases: the ids come from the filtered, ordered index walk (LIMIT/OFFSET over ids
 * alone), and only those 25 rows are read and joined to their assignee.
 */
function listQuery(where: SQL | undefined, page: number, staff: StaffUser, now: Date) {
  const pageIds = db
    .select({ id: cases.id })
    .from(cases)
    .where(where)
    .orderBy(...listOrder(now))
    .limit(CASES_PER_PAGE)
    .offset((page - 1) * CASES_PER_PAGE);
  return db
    .select({
      id: cases.id,
      type: cases.type,
      status: cases.status,
      patientName: cases.patientName,
      patientEmail: cases.patientEmail,
      treatment: cases.treatment,
      receivedAt: cases.receivedAt,
      dueAt: cases.dueAt,
      assigneeId: cases.assigneeId,
      assigneeName: assigneeProfile.username,
      firstReplyAt: cases.firstReplyAt,
      unreadReply: unreadReplySql(cases.id, staff.id),
      urgent: sql<number>`${urgentFromCheckin}`,
      lastMessage: lastMessageSql,
    })
    .from(cases)
    .leftJoin(assigneeProfile, eq(assigneeProfile.userId, cases.assigneeId))
    .where(inArray(cases.id, pageIds))
    .orderBy(...listOrder(now));
}

/**
 * The newest message of the conversation for the row's preview, or the contact form's message a case opened with
 * (it is not part of the thread): JSON, so one subquery reads its words, channel, author and time.
 */
const lastMessageSql = sql<string | null>`coalesce(
  (SELECT json_object('body', substr(m.body, 1, 400), 'channel', m.channel, 'author', m.author, 'at', m.created_at)
     FROM case_messages m WHERE m.case_id = ${cases.id} ORDER BY m.created_at DESC, m.id DESC LIMIT 1),
  (SELECT json_object('body', substr(c.message, 1, 400), 'channel', 'site', 'author', 'patient', 'at', c.created_at)
     FROM contact_messages c WHERE c.id = ${cases.contactMessageId}))`;

type LastMessage = { body: string; channel: MessageChannel; author: MessageAuthor; at: number };

function lastMessageOf(json: string | null, now: Date) {
  if (json === null) return null;
  const message = JSON.parse(json) as LastMessage;
  return { words: previewOf(message.body, 90), channel: message.channel, author: message.author, ago: relativeTime(new Date(message.at), now) };
}

/** How many open cases each view holds, as the staff member may see them: one row of sums. */
function viewCountsQuery(staff: StaffUser, now: Date) {
  const overdue = and(inArray(cases.status, waitingOnStaffStatuses), lte(cases.dueAt, now));
  return db
    .select({
      open: sql<number>`count(*)`,
      mine: sql<number>`coalesce(sum(${cases.assigneeId} = ${staff.id}), 0)`,
      unassigned: sql<number>`coalesce(sum(${cases.assigneeId} IS NULL), 0)`,
      overdue: sql<number>`coalesce(sum(${overdue}), 0)`,
      snoozed: sql<number>`coalesce(sum(${snoozedSql(now)}), 0)`,
      urgent: sql<number>`coalesce(sum(${urgentFromCheckin}), 0)`,
    })
    .from(cases)
    .where(and(visibleTo(staff), ne(cases.status, "closed")));
}

function countQuery(where: SQL | undefined) {
  return db.select({ total: sql<number>`count(*)` }).from(cases).where(where);
}

/** Everyone on the staff, for the assignee filter and the assign form. */
export function staffMembersQuery() {
  return db
    .select({ id: users.id, email: users.email, username: profiles.username, role: profiles.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.role, ["coordinator", "admin"]))
    .orderBy(asc(profiles.username), asc(users.email));
}

export type StaffMember = { id: string; name: string; role: "coordinator" | "admin" };

export function staffMembersFrom(rows: Awaited<ReturnType<typeof staffMembersQuery>>): StaffMember[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.username?.trim() || row.email,
    role: row.role === "admin" ? "admin" : "coordinator",
  }));
}

/** How many cases a coordinator's search names, one line each, when colleagues hold them. */
const HELD_BY_COLLEAGUES_SHOWN = 10;

/**
 * The cases a coordinator's search matches but that they may not open (a colleague holds them), by reference:
 * only their ids and holders are read, since that is all the list may show of them (decision 0153). In id order
 * and one more than is shown, the read stops early instead of sorting every match of a common word.
 */
function heldByColleaguesQuery(where: SQL | undefined) {
  return db
    .select({ id: cases.id, holder: assigneeProfile.username })
    .from(cases)
    .leftJoin(assigneeProfile, eq(assigneeProfile.userId, cases.assigneeId))
    .where(where)
    .orderBy(asc(cases.id))
    .limit(HELD_BY_COLLEAGUES_SHOWN + 1);
}

/**
 * One page of the case list, the number of matching cases, the staff members to filter by and, for a
 * coordinator's search, the matching cases colleagues hold: statements in one batch, so one D1 round trip.
 */
export async function loadCaseList(filters: CaseFilters, staff: StaffUser, now = new Date()) {
  const where = and(...filterConditions(filters, staff, now));
  const visible = visibleTo(staff);
  const heldWhere = filters.q && visible ? and(not(visible), ...matchConditions(filters, staff, now)) : sql`0`;
  const [rows, [count], members, held, [views]] = await db.batch([
    listQuery(where, filters.page, staff, now),
    countQuery(where),
    staffMembersQuery(),
    heldByColleaguesQuery(heldWhere),
    viewCountsQuery(staff, now),
  ]);
  return {
    viewCounts: views ?? { open: 0, mine: 0, unassigned: 0, overdue: 0, snoozed: 0, urgent: 0 },
    heldByColleagues: {
      more: held.length > HELD_BY_COLLEAGUES_SHOWN,
      cases: held
        .slice(0, HELD_BY_COLLEAGUES_SHOWN)
        .map((row) => ({ reference: caseReference(row.id), holder: displayNameOf(row.holder, "a colleague") })),
    },
    total: count?.total ?? 0,
    cases: rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      patientName: row.patientName,
      patientEmail: row.patientEmail,
      treatment: treatmentName(row.treatment),
      receivedAt: row.receivedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      // A case waiting on the patient, scheduled or closed owes no reply: its stored due time is history.
      dueIn: owesReply(row.status) ? relativeTime(row.dueAt, now) : null,
      overdue: isOverdue(row.status, row.dueAt, now),
      unreadReply: Boolean(row.unreadReply),
      urgent: Boolean(row.urgent),
      reference: caseReference(row.id),
      firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
      lastMessage: lastMessageOf(row.lastMessage, now),
      assignee: row.assigneeId ? { id: row.assigneeId, name: displayNameOf(row.assigneeName), isMe: row.assigneeId === staff.id } : null,
    })),
    staffMembers: staffMembersFrom(members),
  };
}

/**
 * The case after this one in the staff member's default list (open cases, overdue first, then by due time): the
 * case page's "Next case". A case not on the list's first page leads to the top of the list.
 */
export async function nextCaseId(staff: StaffUser, caseId: string, now = new Date()) {
  const where = and(...filterConditions(parseCaseFilters(new URLSearchParams()), staff, now));
  const ids = (await db.select({ id: cases.id }).from(cases).where(where).orderBy(...listOrder(now)).limit(CASES_PER_PAGE)).map((r) => r.id);
  const index = ids.indexOf(caseId);
  return (index === -1 ? ids[0] : ids[index + 1]) ?? null;
}

/**
 * The staff header's two numbers, new cases and overdue cases the staff member can see, and the tab title's: those
 * waiting on staff that are new or hold a patient's reply this staff member has not read.
 */
export async function caseCounts(staff: StaffUser, now = new Date()) {
  const [row] = await db
    .select({
      newCases: sql<number>`coalesce(sum(${cases.status} = 'new'), 0)`,
      overdueCases: sql<number>`coalesce(sum(${cases.dueAt} <= ${now.getTime()}), 0)`,
      waitingCases: sql<number>`coalesce(sum(${cases.status} = 'new' OR ${unreadReplySql(cases.id, staff.id)}), 0)`,
    })
    .from(cases)
    .where(and(inArray(cases.status, waitingOnStaffStatuses), visibleTo(staff)));
  return { newCases: row?.newCases ?? 0, overdueCases: row?.overdueCases ?? 0, waitingCases: row?.waitingCases ?? 0 };
}
