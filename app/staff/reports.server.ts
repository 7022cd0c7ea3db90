import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { replyWindowHours, waitingOnStaffStatuses } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { cases, profiles, quotes } from "~/db/schema";
import { addDays, CLINIC_ZONE, wallClock, weekdayOf, zonedTimeToUtc } from "~/i18n/time";
import type { StaffUser } from "./permissions.server";

export const REPORT_WEEKS = 8;

type Row = { receivedAt: Date; firstReplyAt: Date | null; type: keyof typeof replyWindowHours; assigneeName: string };

/** The figures of one group of cases: how fast they were first answered against the site's promise. */
export type ReplyFigures = { received: number; answered: number; medianMinutes: number | null; withinPromise: number | null };

function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function figuresOf(rows: Row[]): ReplyFigures {
  const answered = rows.filter((r) => r.firstReplyAt !== null);
  const minutes = answered.map((r) => (r.firstReplyAt!.getTime() - r.receivedAt.getTime()) / 60_000);
  const kept = answered.filter((r) => r.firstReplyAt!.getTime() - r.receivedAt.getTime() <= replyWindowHours[r.type] * 3_600_000);
  return {
    received: rows.length,
    answered: answered.length,
    medianMinutes: median(minutes),
    // A case still unanswered counts as not kept once its promise has passed; the share is of all received.
    withinPromise: rows.length === 0 ? null : kept.length / rows.length,
  };
}

/** The Monday (Cairo calendar) of the week a moment falls in: weeks follow Cairo's clock across its DST change. */
function cairoWeekOf(at: Date) {
  const date = wallClock(at.getTime(), CLINIC_ZONE).date;
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * The staff report (issue 26): first-reply times per coordinator and per Cairo week over the last weeks,
 * open and overdue cases now, and conversion (accepted quotes per enquiry). Admins see the team, a
 * coordinator their own cases.
 */
export async function loadReport(staff: StaffUser, now = new Date()) {
  const firstWeek = addDays(cairoWeekOf(now), -7 * (REPORT_WEEKS - 1));
  const since = new Date(zonedTimeToUtc(firstWeek, 0, CLINIC_ZONE));
  const mine = staff.role === "admin" ? undefined : eq(cases.assigneeId, staff.id);
  const [rows, [open], [accepted]] = await db.batch([
    db
      .select({
        receivedAt: cases.receivedAt,
        firstReplyAt: cases.firstReplyAt,
        type: cases.type,
        assigneeName: profiles.username,
        assigneeId: cases.assigneeId,
      })
      .from(cases)
      .leftJoin(profiles, eq(profiles.userId, cases.assigneeId))
      .where(and(gte(cases.receivedAt, since), mine)),
    db
      .select({
        open: sql<number>`coalesce(sum(${cases.status} <> 'closed'), 0)`,
        overdue: sql<number>`coalesce(sum(${inArray(cases.status, waitingOnStaffStatuses)} AND ${cases.dueAt} <= ${now.getTime()}), 0)`,
      })
      .from(cases)
      .where(mine),
    db
      .select({ accepted: sql<number>`count(DISTINCT ${quotes.caseId})` })
      .from(quotes)
      .innerJoin(cases, eq(cases.id, quotes.caseId))
      .where(and(eq(quotes.status, "accepted"), gte(cases.receivedAt, since), mine)),
  ]);
  const all: Row[] = rows.map((r) => ({
    receivedAt: r.receivedAt,
    firstReplyAt: r.firstReplyAt,
    type: r.type,
    assigneeName: r.assigneeId ? displayNameOf(r.assigneeName) : "Unassigned",
  }));
  const weeks = Array.from({ length: REPORT_WEEKS }, (_, i) => addDays(firstWeek, 7 * i)).reverse();
  const names = [...new Set(all.map((r) => r.assigneeName))].sort();
  return {
    since: firstWeek,
    open: open?.open ?? 0,
    overdue: open?.overdue ?? 0,
    enquiries: all.length,
    accepted: accepted?.accepted ?? 0,
    total: figuresOf(all),
    byWeek: weeks.map((week) => ({ week, ...figuresOf(all.filter((r) => cairoWeekOf(r.receivedAt) === week)) })),
    byCoordinator: names.map((name) => ({ name, ...figuresOf(all.filter((r) => r.assigneeName === name)) })),
    scope: staff.role === "admin" ? ("team" as const) : ("mine" as const),
  };
}
