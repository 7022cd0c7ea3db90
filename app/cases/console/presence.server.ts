import { and, eq, gte, lt, ne } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { db } from "~/db/client.server";
import { casePresence, profiles } from "~/db/schema/index";
import type { StaffUser } from "~/staff/permissions.server";
import { PRESENCE_FRESH_MS, type Colleague } from "./presence-rules";

/**
 * One ping of an open case page (call it after the staff access check): this staff member is here, writing or
 * not, and the colleagues whose pages pinged within the freshness window come back. Stale rows of every case go in
 * the same batch, so the table holds only who is here now.
 */
export async function pingPresence(staff: StaffUser, caseId: string, writing: boolean, now: Date): Promise<Colleague[]> {
  const fresh = new Date(now.getTime() - PRESENCE_FRESH_MS);
  const [, , others] = await db.batch([
    db.delete(casePresence).where(lt(casePresence.seenAt, fresh)),
    db
      .insert(casePresence)
      .values({ caseId, staffId: staff.id, writing, seenAt: now })
      .onConflictDoUpdate({ target: [casePresence.caseId, casePresence.staffId], set: { writing, seenAt: now } }),
    db
      .select({ username: profiles.username, writing: casePresence.writing })
      .from(casePresence)
      .innerJoin(profiles, eq(profiles.userId, casePresence.staffId))
      .where(and(eq(casePresence.caseId, caseId), ne(casePresence.staffId, staff.id), gte(casePresence.seenAt, fresh)))
      .orderBy(profiles.username),
  ]);
  return others.map((o) => ({ name: displayNameOf(o.username), writing: o.writing }));
}

/** The page was closed or left: this staff member is no longer on the case. */
export async function leavePresence(staff: StaffUser, caseId: string) {
  await db.delete(casePresence).where(and(eq(casePresence.caseId, caseId), eq(casePresence.staffId, staff.id)));
}
