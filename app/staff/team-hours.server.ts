import { asc, eq } from "drizzle-orm";
import { byDataVersion, dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { teamClosures, teamHours } from "~/db/schema";
import type { Closure, WorkingWeek } from "~/i18n/time";
import type { StaffUser } from "./permissions.server";

/** A closure as the admins' page lists it. */
export type TeamClosure = Closure & { id: string; name: string };
/** The team's hours with its closures as stored. */
export type TeamHours = { week: WorkingWeek; closures: readonly TeamClosure[] };

async function weekInD1(): Promise<WorkingWeek> {
  return db
    .select({ weekday: teamHours.weekday, startMinute: teamHours.startMinute, endMinute: teamHours.endMinute })
    .from(teamHours)
    .orderBy(asc(teamHours.weekday));
}

/** Every closure, earliest first: a few a year, and the reports count promises weeks back. */
export async function loadClosures(): Promise<TeamClosure[]> {
  const rows = await db.select().from(teamClosures).orderBy(asc(teamClosures.firstDate), asc(teamClosures.lastDate));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    firstDate: row.firstDate,
    lastDate: row.lastDate,
    window: row.startMinute !== null && row.endMinute !== null ? { startMinute: row.startMinute, endMinute: row.endMinute } : null,
  }));
}

/**
 * The team's working hours and closures (decision 0158), the one setting the reply clock counts: read by a change that
 * starts or recomputes an office-hours promise. Migration 0036 seeds the week, so there is always one.
 */
export async function loadTeamHours(): Promise<TeamHours> {
  const [week, closures] = await Promise.all([weekInD1(), loadClosures()]);
  return { week, closures };
}

/**
 * The same week as every page states it (contact page, footer, JSON-LD), kept in the isolate by the `hours` data
 * version, which keys every cached page: an admin's edit shows on the next request (decision 0172).
 */
export function publicWeek(): Promise<WorkingWeek> {
  return byDataVersion("hours", "week", weekInD1);
}

/** The statements that replace the week (the days given are worked, the others are off), for the caller's batch. */
export function saveTeamHoursStatements(admin: StaffUser, week: WorkingWeek) {
  return [
    db.delete(teamHours),
    ...week.map((day) => db.insert(teamHours).values({ ...day, updatedBy: admin.id })),
    dataChanged("hours"),
  ] as const;
}

/** The statement that adds a closure, for the caller's batch. */
export function addClosureStatement(admin: StaffUser, closure: Closure & { name: string }) {
  return db.insert(teamClosures).values({
    id: crypto.randomUUID(),
    name: closure.name,
    firstDate: closure.firstDate,
    lastDate: closure.lastDate,
    startMinute: closure.window?.startMinute ?? null,
    endMinute: closure.window?.endMinute ?? null,
    createdBy: admin.id,
  });
}

/** The statement that removes a closure, answering the removed row (none when it was already gone). */
export function removeClosureStatement(id: string) {
  return db.delete(teamClosures).where(eq(teamClosures.id, id)).returning({ id: teamClosures.id });
}
