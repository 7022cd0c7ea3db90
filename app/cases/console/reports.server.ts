import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { caseTypeLabels, replyDueTimes, waitingOnStaffStatuses, type CaseType } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { caseMessages, cases, consultationBookings, profiles, quotes } from "~/db/schema/index";
import { messageChannels, type MessageChannel } from "~/domain/case-messages";
import { addDays, CLINIC_ZONE, DAY_MS, wallClock, zonedTimeToUtc } from "~/i18n/time";
import { parseIsoDate } from "~/i18n/calendar-date";
import { csvOf } from "~/utils/csv";
import { creditedStaffId, scopeFor, type StaffUser } from "~/staff/permissions.server";
import { loadTeamHours } from "~/staff/team-hours.server";
import { mondayOf, reportFilters, reportQuerySchema } from "./report-query";
import { reportChannelLabels, type ReportFilters } from "./report-filters";
import { staffMembersFrom, staffMembersQuery } from "./case-list.server";

type CaseRow = {
  receivedAt: number;
  firstReplyAt: number | null;
  /** When the first reply was promised (in working hours where the promise is about office hours). */
  promisedBy: number;
  type: CaseType;
  /** Whom the case counts for (`creditedStaffId`): "" for nobody. */
  personId: string;
  person: string;
  /** The channels the patient wrote on: the request's own and every message's. */
  channels: MessageChannel[];
  firstReplyChannel: MessageChannel | null;
  quoted: boolean;
  accepted: boolean;
};
type BookingRow = { startsAt: number; status: string; personId: string; person: string };

/** The figures of one group: how fast its cases were first answered against the promise, what came of them. */
export type ReportFigures = {
  received: number;
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Promises decided by now: kept or broken by a first reply, or passed without one. One not yet due is neither. */
  promisesDue: number;
  promisesKept: number;
  withinPromise: number | null;
  quoted: number;
  accepted: number;
  /** Consultations in the group's time (by their start) or held by the group's coordinator; none for a case type or a channel. */
  booked: number | null;
  held: number | null;
  noShows: number | null;
};

/** The value at a share of the sorted values (nearest rank): the median at 0.5, p90 at 0.9. */
function quantile(sorted: number[], share: number) {
  if (sorted.length === 0) return null;
  if (share === 0.5 && sorted.length % 2 === 0)
    return (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return sorted[Math.ceil(share * sorted.length) - 1]!;
}

function figuresOf(rows: CaseRow[], bookings: BookingRow[] | null, now: number): ReportFigures {
  const answered = rows.filter((r) => r.firstReplyAt !== null);
  const minutes = answered.map((r) => (r.firstReplyAt! - r.receivedAt) / 60_000).sort((a, b) => a - b);
  const kept = answered.filter((r) => r.firstReplyAt! <= r.promisedBy).length;
  const due = rows.filter((r) => r.firstReplyAt !== null || r.promisedBy <= now).length;
  return {
    received: rows.length,
    answered: answered.length,
    medianMinutes: quantile(minutes, 0.5),
    p90Minutes: quantile(minutes, 0.9),
    promisesDue: due,
    promisesKept: kept,
    withinPromise: due === 0 ? null : kept / due,
    quoted: rows.filter((r) => r.quoted).length,
    accepted: rows.filter((r) => r.accepted).length,
    booked: bookings?.length ?? null,
    held: bookings?.filter((b) => b.status === "done").length ?? null,
    noShows: bookings?.filter((b) => b.status === "no_show").length ?? null,
  };
}

/** Rows grouped by a key, in one pass. */
function groupBy<T>(rows: T[], keyOf: (row: T) => string | null) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Whether the patient wrote on a channel: a message of theirs came by it, or (WhatsApp) their request did. */
function patientWroteOn(channel: MessageChannel): SQL {
  const message = sql`EXISTS (SELECT 1 FROM ${caseMessages} WHERE ${caseMessages.caseId} = ${cases.id} AND ${caseMessages.author} = 'patient' AND ${caseMessages.channel} = ${channel})`;
  switch (channel) {
    // A case a WhatsApp message opened keeps the number's made-up address (app/cases/whatsapp/phone.ts).
    case "whatsapp":
      return sql`(${message} OR (${cases.type} = 'contact' AND ${cases.patientEmail} LIKE '%@whatsapp.invalid'))`;
    // Every other request was sent on the site (a fresh e-mail to the care inbox opens a contact case alike).
    case "site":
      return sql`(${message} OR NOT (${cases.type} = 'contact' AND ${cases.patientEmail} LIKE '%@whatsapp.invalid'))`;
    case "email":
      return message;
  }
}

const firstReplyChannel = sql<MessageChannel | null>`(SELECT ${caseMessages.channel} FROM ${caseMessages}
  WHERE ${caseMessages.caseId} = ${cases.id} AND ${caseMessages.author} = 'staff'
  ORDER BY ${caseMessages.createdAt}, ${caseMessages.id} LIMIT 1)`;

/** The cases of one staff member in the report, or with "unassigned" those nobody answered or holds. */
function creditedTo(coordinator: string) {
  return coordinator === "unassigned" ? and(isNull(creditedStaffId), isNull(cases.firstReplyAt))! : eq(creditedStaffId, coordinator);
}

const cairoDate = (at: number) => wallClock(at, CLINIC_ZONE).date;

/**
 * The staff report (decision 0158): per Cairo week, per staff member, per kind of request and per channel over a range
 * of Cairo days — received, first reply p50 and p90, the share of promises due that were kept, quotes sent and
 * accepted, consultations booked, held and missed — and open and overdue now. A case counts for whoever wrote its
 * first reply, on any channel (`creditedStaffId`); a case closed as spam is no enquiry and counts nowhere. Admins see
 * the team (or one member, `coordinator`), a coordinator the cases credited to them and their consultations.
 * Each row is placed in its week by the week's boundaries (instants on Cairo's clock), not by reading its date in
 * Cairo: at 20,000 cases that was most of the time.
 */
export async function loadReport(staff: StaffUser, filters: ReportFilters, now = new Date()) {
  const nowMs = now.getTime();
  const weekStarts: string[] = [];
  for (let week = mondayOf(filters.from); week <= filters.to; week = addDays(week, 7)) weekStarts.push(week);
  const weekBounds = [...weekStarts, addDays(weekStarts.at(-1)!, 7)].map((date) => zonedTimeToUtc(date, 0, CLINIC_ZONE));
  const since = zonedTimeToUtc(filters.from, 0, CLINIC_ZONE);
  const until = zonedTimeToUtc(addDays(filters.to, 1), 0, CLINIC_ZONE);
  const weekOf = (at: number) => {
    const index = weekBounds.findIndex((start, i) => at >= start && at < weekBounds[i + 1]!);
    return index === -1 ? null : weekStarts[index]!;
  };
  const team = scopeFor(staff, "creditedCases").all;
  const coordinator = team ? filters.coordinator : null;
  const mine = team ? (coordinator ? creditedTo(coordinator) : undefined) : scopeFor(staff, "creditedCases").where;
  const holding = team ? (coordinator ? (coordinator === "unassigned" ? isNull(cases.assigneeId) : eq(cases.assigneeId, coordinator)) : undefined) : eq(cases.assigneeId, staff.id);
  const myBookings = team ? (coordinator ? eq(consultationBookings.coordinatorId, coordinator) : undefined) : scopeFor(staff, "bookings").where;
  const onChannel = filters.channel ? patientWroteOn(filters.channel) : undefined;
  const notSpam = or(isNull(cases.closingReason), ne(cases.closingReason, "spam"));
  const [hours, members, [caseRows, bookingRows, nowRows]] = await Promise.all([
    loadTeamHours(),
    staffMembersQuery(),
    db.batch([
      db
        .select({
          receivedAt: cases.receivedAt,
          firstReplyAt: cases.firstReplyAt,
          type: cases.type,
          personId: creditedStaffId.as("person_id"),
          username: profiles.username,
          callAt: consultationBookings.startsAt,
          firstReplyChannel: firstReplyChannel.as("first_reply_channel"),
          site: sql<number>`${patientWroteOn("site")}`.as("wrote_site"),
          email: sql<number>`${patientWroteOn("email")}`.as("wrote_email"),
          whatsapp: sql<number>`${patientWroteOn("whatsapp")}`.as("wrote_whatsapp"),
          quoted: sql<number>`EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.caseId} = ${cases.id})`,
          accepted: sql<number>`EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.caseId} = ${cases.id} AND ${quotes.status} = 'accepted')`,
        })
        .from(cases)
        .leftJoin(profiles, eq(profiles.userId, creditedStaffId))
        .leftJoin(consultationBookings, eq(consultationBookings.id, cases.bookingId))
        .where(and(gte(cases.receivedAt, new Date(since)), lt(cases.receivedAt, new Date(until)), notSpam, mine, onChannel)),
      db
        .select({
          startsAt: consultationBookings.startsAt,
          status: consultationBookings.status,
          coordinatorId: consultationBookings.coordinatorId,
          username: profiles.username,
        })
        .from(consultationBookings)
        .leftJoin(profiles, eq(profiles.userId, consultationBookings.coordinatorId))
        .where(
          and(
            inArray(consultationBookings.status, ["confirmed", "done", "no_show"]),
            gte(consultationBookings.startsAt, new Date(since)),
            lt(consultationBookings.startsAt, new Date(until)),
            myBookings,
            // A consultation came by no channel: a report of one channel counts none.
            filters.channel ? sql`0` : undefined,
          ),
        ),
      db
        .select({
          assigneeId: cases.assigneeId,
          username: profiles.username,
          open: sql<number>`coalesce(sum(${cases.status} <> 'closed'), 0)`,
          overdue: sql<number>`coalesce(sum(${inArray(cases.status, waitingOnStaffStatuses)} AND ${cases.dueAt} <= ${nowMs}), 0)`,
        })
        .from(cases)
        .leftJoin(profiles, eq(profiles.userId, cases.assigneeId))
        .where(and(holding, onChannel))
        .groupBy(cases.assigneeId),
    ]),
  ]);
  // The promise of a case received late in the range may run a few days past it (a weekend, a holiday week).
  const rangeDays = (parseIsoDate(filters.to)! - parseIsoDate(filters.from)!) / DAY_MS + 1;
  const promisedBy = replyDueTimes(hours, filters.from, rangeDays + 14);
  const person = (id: string | null, username: string | null, answered = false) =>
    id ? displayNameOf(username) : answered ? "A former staff member" : "Unassigned";
  const all: CaseRow[] = caseRows.map((r) => ({
    receivedAt: r.receivedAt.getTime(),
    firstReplyAt: r.firstReplyAt?.getTime() ?? null,
    promisedBy: promisedBy(r.type, r.receivedAt.getTime(), r.callAt?.getTime() ?? null),
    type: r.type,
    personId: r.personId ?? "",
    person: person(r.personId, r.username, r.firstReplyAt !== null),
    channels: messageChannels.filter((channel) => Boolean(r[channel])),
    firstReplyChannel: r.firstReplyChannel,
    quoted: Boolean(r.quoted),
    accepted: Boolean(r.accepted),
  }));
  const bookings: BookingRow[] = bookingRows.map((b) => ({
    startsAt: b.startsAt.getTime(),
    status: b.status,
    personId: b.coordinatorId ?? "",
    person: person(b.coordinatorId, b.username),
  }));
  const casesByWeek = groupBy(all, (r) => weekOf(r.receivedAt));
  const bookingsByWeek = groupBy(bookings, (b) => weekOf(b.startsAt));
  const casesByPerson = groupBy(all, (r) => r.personId);
  const bookingsByPerson = groupBy(bookings, (b) => b.personId);
  const casesByType = groupBy(all, (r) => r.type);
  const nowByPerson = new Map(nowRows.map((r) => [r.assigneeId ?? "", r]));
  const names = new Map<string, string>([
    ...nowRows.map((r) => [r.assigneeId ?? "", person(r.assigneeId, r.username)] as const),
    ...bookings.map((b) => [b.personId, b.person] as const),
    ...all.map((r) => [r.personId, r.person] as const),
  ]);
  // Everyone with cases in the range, calls in it, or cases open now (an old case overdue today counts).
  const withOpenCases = [...nowByPerson].filter(([, r]) => r.open > 0).map(([id]) => id);
  const people = [...new Set([...casesByPerson.keys(), ...bookingsByPerson.keys(), ...withOpenCases])].sort((a, b) =>
    names.get(a)!.localeCompare(names.get(b)!),
  );
  const bookingsOrNone = (rows: BookingRow[] | undefined) => (filters.channel ? null : (rows ?? []));
  return {
    filters: { ...filters, coordinator },
    team,
    staffMembers: team ? staffMembersFrom(members) : [],
    weeks: weekStarts.length,
    open: nowRows.reduce((sum, r) => sum + r.open, 0),
    overdue: nowRows.reduce((sum, r) => sum + r.overdue, 0),
    total: figuresOf(all, bookingsOrNone(bookings), nowMs),
    firstReplies: messageChannels.map((channel) => ({ channel, count: all.filter((r) => r.firstReplyChannel === channel).length })),
    byWeek: weekStarts
      .map((week) => ({ label: week, ...figuresOf(casesByWeek.get(week) ?? [], bookingsOrNone(bookingsByWeek.get(week)), nowMs) }))
      .reverse(),
    byCoordinator: people.map((id) => ({
      label: names.get(id)!,
      ...figuresOf(casesByPerson.get(id) ?? [], bookingsOrNone(bookingsByPerson.get(id)), nowMs),
      overdueNow: nowByPerson.get(id)?.overdue ?? 0,
    })),
    byType: (Object.keys(caseTypeLabels) as CaseType[]).map((type) => ({
      label: caseTypeLabels[type],
      ...figuresOf(casesByType.get(type) ?? [], null, nowMs),
    })),
    // A case whose patient wrote on two channels counts under each.
    byChannel: messageChannels.map((channel) => ({
      label: reportChannelLabels[channel],
      ...figuresOf(all.filter((r) => r.channels.includes(channel)), null, nowMs),
    })),
  };
}

export type Report = Awaited<ReturnType<typeof loadReport>>;

/**
 * The report a request asks for: its query read with the one schema. A field given wrongly is answered with its
 * message (`reply`, for the form) and left at its default, so a bad URL still shows a report, never an error page.
 */
export async function reportFor(staff: StaffUser, url: URL, now = new Date()) {
  const submission = parseWithZod(url.searchParams, { schema: reportQuerySchema });
  const today = cairoDate(now.getTime());
  if (submission.status === "success") return { report: await loadReport(staff, reportFilters(submission.value, today), now), reply: null };
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => !submission.error?.[name]));
  const fallback = reportQuerySchema.safeParse(Object.fromEntries(kept));
  const query = fallback.success ? fallback.data : {};
  return { report: await loadReport(staff, reportFilters(query, today), now), reply: submission.reply() };
}

/** What the CSV names a range and its filters by (its file name and first lines). */
export function reportScopeName(report: Report) {
  const who = report.team ? (report.filters.coordinator ?? "team") : "mine";
  return `${who}-${report.filters.from}-to-${report.filters.to}${report.filters.channel ? `-${report.filters.channel}` : ""}`;
}

/** The report as one CSV: a row per week, staff member, kind of request and channel, then the total (minutes rounded, shares as fractions). */
export function reportCsv(report: Report) {
  const number = (value: number | null, digits = 0) => (value === null ? "" : value.toFixed(digits));
  const line = (breakdown: string, group: string, f: ReportFigures) => [
    breakdown,
    group,
    String(f.received),
    String(f.answered),
    number(f.medianMinutes),
    number(f.p90Minutes),
    String(f.promisesDue),
    String(f.promisesKept),
    number(f.withinPromise, 3),
    String(f.quoted),
    String(f.accepted),
    number(f.booked),
    number(f.held),
    number(f.noShows),
  ];
  return csvOf(
    [
      "breakdown",
      "group",
      "received",
      "answered",
      "median_first_reply_min",
      "p90_first_reply_min",
      "promises_due",
      "promises_kept",
      "within_promise",
      "quoted",
      "accepted",
      "consultations_booked",
      "consultations_held",
      "no_shows",
    ],
    [
      ...report.byWeek.map((w) => line("week", w.label, w)),
      ...report.byCoordinator.map((c) => line("coordinator", c.label, c)),
      ...report.byType.map((t) => line("case_type", t.label, t)),
      ...report.byChannel.map((c) => line("channel", c.label, c)),
      line("total", reportScopeName(report), report.total),
    ],
  );
}
