import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { teamHours } from "~/db/schema";
import type { WorkingWeek } from "~/i18n/time";
import type { StaffUser } from "./permissions.server";

/** The team's working hours (decision 0158): one small read, done only by a change that starts an office-hours promise. */
export async function loadTeamHours(): Promise<WorkingWeek> {
  return db
    .select({ weekday: teamHours.weekday, startMinute: teamHours.startMinute, endMinute: teamHours.endMinute })
    .from(teamHours)
    .orderBy(asc(teamHours.weekday));
}

/** Replaces the week in one batch: the days given are worked, the others are off. */
export async function saveTeamHours(admin: StaffUser, week: WorkingWeek) {
  await db.batch([
    db.delete(teamHours),
    ...week.map((day) => db.insert(teamHours).values({ ...day, updatedBy: admin.id })),
  ]);
}
