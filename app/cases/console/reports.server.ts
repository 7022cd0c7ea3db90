import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { caseTypeLabels, replyDueTimes, waitingOnStaffStatuses, type CaseType } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { cases, consultationBookings, profiles, quotes } from "~/db/schema/index";
import { addDays, CLINIC_ZONE, wallClock, weekdayOf, zonedTimeToUtc } from "~/i18n/time";
import { csvOf } from "~/utils/csv";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { loadTeamHours } from "~/staff/team-hours.server";

export const REPORT_WEEKS = 8;

type CaseRow = {
  receivedAt: number;
  firstReplyAt: number | null;
  /** When the first reply was promised (in working hours where the promise is about office hours). */
  promisedBy: number;
  type: CaseType;
  person: string;
  quoted: boolean;
  accepted: boolean;
};
type BookingRow = { startsAt: number; status: string; person: string };

/** The figures of one group: how fast its cases were first answered against the promise, what came of them. */
export type ReportFigures = {
  received: number;
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  withinPromise: number | null;
  quoted: number;
  accepted: number;
  /** Consultations in the group's time (by their start) or held by the group's coordinator; none for a case type. */
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

function figuresOf(rows: CaseRow[], bookings: BookingRow[] | null): ReportFigures {
  const answered = rows.filter((r) => r.firstReplyAt !== null);
  const minutes = answered.map((r) => (r.firstReplyAt! - r.receivedAt) / 60_000).sort((a, b) => a - b);
  const kept = answered.filter((r) => r.firstReplyAt! <= r.promisedBy).length;
  return {
    received: rows.length,
    answered: answered.length,
    medianMinutes: quantile(minutes, 0.5),
    p90Minutes: quantile(minutes, 0.9),
    // A case still unanswered counts as not kept once its promise has passed; the share is of all received.
    withinPromise: rows.length === 0 ? null : kept / rows.length,
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

/** The Monday (Cairo calendar) of the week a moment falls in: weeks follow Cairo's clock across its DST change. */
function cairoWeekOf(at: number) {
  const date = wallClock(at, CLINIC_ZONE).date;
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * The staff report (decision 0158): per Cairo week, per coordinator and per case type over the last
 * weeks — received, first reply p50 and p90, share within the promise, quotes sent and accepted, consultations
 * booked, held and missed — and open and overdue now. Admins see the team, a coordinator their own cases and
 * consultations. Each row is placed in its week by the week's boundaries (instants on Cairo's clock), not by reading
 * its date in Cairo: at 20,000 cases that was most of the time.
 */
export async function loadReport(staff: StaffUser, now = new Date()) {
  const weekStarts = Array.from({ length: REPORT_WEEKS }, (_, i) =>
    addDays(cairoWeekOf(now.getTime()), -7 * (REPORT_WEEKS - 1 - i)),
  );
  const bounds = [...weekStarts, addDays(weekStarts.at(-1)!, 7)].map((date) => zonedTimeToUtc(date, 0, CLINIC_ZONE));
  const since = bounds[0]!;
  const until = bounds.at(-1)!;
  const weekOf = (at: number) => {
    const index = bounds.findIndex((start, i) => at >= start && at < bounds[i + 1]!);
    return index === -1 ? null : weekStarts[index]!;
  };
  const scope = scopeFor(staff, "assignedCases");
  const mine = scope.where;
  const myBookings = scopeFor(staff, "bookings").where;
  const [hours, [caseRows, bookingRows, nowRows]] = await Promise.all([
    loadTeamHours(),
    db.batch([
      db
        .select({
          receivedAt: cases.receivedAt,
          firstReplyAt: cases.firstReplyAt,
          type: cases.type,
          assigneeId: cases.assigneeId,
          username: profiles.username,
          callAt: consultationBookings.startsAt,
          quoted: sql<number>`EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.caseId} = ${cases.id})`,
          accepted: sql<number>`EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.caseId} = ${cases.id} AND ${quotes.status} = 'accepted')`,
        })
        .from(cases)
        .leftJoin(profiles, eq(profiles.userId, cases.assigneeId))
        .leftJoin(consultationBookings, eq(consultationBookings.id, cases.bookingId))
        .where(and(gte(cases.receivedAt, new Date(since)), mine)),
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
          ),
        ),
      db
        .select({
          assigneeId: cases.assigneeId,
          username: profiles.username,
          open: sql<number>`coalesce(sum(${cases.status} <> 'closed'), 0)`,
          overdue: sql<number>`coalesce(sum(${inArray(cases.status, waitingOnStaffStatuses)} AND ${cases.dueAt} <= ${now.getTime()}), 0)`,
        })
        .from(cases)
        .leftJoin(profiles, eq(profiles.userId, cases.assigneeId))
        .where(mine)
        .groupBy(cases.assigneeId),
    ]),
  ]);
  // The promise of a case received late in the window may run a few days past it (a weekend, a holiday week).
  const promisedBy = replyDueTimes(hours, weekStarts[0]!, REPORT_WEEKS * 7 + 14);
  const person = (id: string | null, username: string | null) => (id ? displayNameOf(username) : "Unassigned");
  const all: CaseRow[] = caseRows.map((r) => ({
    receivedAt: r.receivedAt.getTime(),
    firstReplyAt: r.firstReplyAt?.getTime() ?? null,
    promisedBy: promisedBy(r.type, r.receivedAt.getTime(), r.callAt?.getTime() ?? null),
    type: r.type,
    person: person(r.assigneeId, r.username),
    quoted: Boolean(r.quoted),
    accepted: Boolean(r.accepted),
  }));
  const bookings: BookingRow[] = bookingRows.map((b) => ({
    startsAt: b.startsAt.getTime(),
    status: b.status,
    person: person(b.coordinatorId, b.username),
  }));
  const casesByWeek = groupBy(all, (r) => weekOf(r.receivedAt));
  const bookingsByWeek = groupBy(bookings, (b) => weekOf(b.startsAt));
  const casesByPerson = groupBy(all, (r) => r.person);
  const bookingsByPerson = groupBy(bookings, (b) => b.person);
  const casesByType = groupBy(all, (r) => r.type);
  const nowByPerson = new Map(nowRows.map((r) => [person(r.assigneeId, r.username), r]));
  // Everyone with cases in the window, calls in it, or cases open now (an old case overdue today counts).
  const withOpenCases = [...nowByPerson].filter(([, r]) => r.open > 0).map(([name]) => name);
  const people = [...new Set([...casesByPerson.keys(), ...bookingsByPerson.keys(), ...withOpenCases])].sort();
  return {
    since: weekStarts[0]!,
    open: nowRows.reduce((sum, r) => sum + r.open, 0),
    overdue: nowRows.reduce((sum, r) => sum + r.overdue, 0),
    total: figuresOf(all, bookings),
    byWeek: weekStarts
      .map((week) => ({ label: week, ...figuresOf(casesByWeek.get(week) ?? [], bookingsByWeek.get(week) ?? []) }))
      .reverse(),
    byCoordinator: people.map((name) => ({
      label: name,
      ...figuresOf(casesByPerson.get(name) ?? [], bookingsByPerson.get(name) ?? []),
      overdueNow: nowByPerson.get(name)?.overdue ?? 0,
    })),
    byType: (Object.keys(caseTypeLabels) as CaseType[]).map((type) => ({
      label: caseTypeLabels[type],
      ...figuresOf(casesByType.get(type) ?? [], null),
    })),
    scope: scope.all ? ("team" as const) : ("mine" as const),
  };
}

export type Report = Awaited<ReturnType<typeof loadReport>>;

/** The report as one CSV: a row per week, coordinator and case type (minutes rounded, shares as fractions). */
export function reportCsv(report: Report) {
  const number = (value: number | null, digits = 0) => (value === null ? "" : value.toFixed(digits));
  const line = (breakdown: string, group: string, f: ReportFigures) => [
    breakdown,
    group,
    String(f.received),
    String(f.answered),
    number(f.medianMinutes),
    number(f.p90Minutes),
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
      line("total", report.scope, report.total),
    ],
  );
}
