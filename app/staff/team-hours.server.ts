import { asc } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { teamHours } from "~/db/schema";
import type { WorkingWeek } from "~/i18n/time";
import type { StaffUser } from "./permissions.server";

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The hours every page states (OPERATOR_HOURS, the Cairo office's clock), as a working week: what the clock counts
 * until an admin saves the team's own, so a fresh install never promises "within 2 hours" through the night.
 */
export function advertisedWeek(): WorkingWeek {
  const { firstDay, lastDay, opens, closes } = config.operator.hours;
  const days = (lastDay - firstDay + 7) % 7;
  return Array.from({ length: days + 1 }, (_, i) => ({ weekday: (firstDay + i) % 7, startMinute: minuteOf(opens), endMinute: minuteOf(closes) })).sort(
    (a, b) => a.weekday - b.weekday,
  );
}

/** The team's working hours (decision 0158), or the advertised ones while none are saved: one small read, done only by a change that starts an office-hours promise. */
export async function loadTeamHours(): Promise<WorkingWeek> {
  const saved = await db
    .select({ weekday: teamHours.weekday, startMinute: teamHours.startMinute, endMinute: teamHours.endMinute })
    .from(teamHours)
    .orderBy(asc(teamHours.weekday));
  return saved.length ? saved : advertisedWeek();
}

/** Replaces the week in one batch: the days given are worked, the others are off. */
export async function saveTeamHours(admin: StaffUser, week: WorkingWeek) {
  await db.batch([
    db.delete(teamHours),
    ...week.map((day) => db.insert(teamHours).values({ ...day, updatedBy: admin.id })),
  ]);
}
