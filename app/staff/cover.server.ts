import { and, eq, isNull as sqlIsNull, ne } from "drizzle-orm";
import { z } from "zod";
import { displayNameOf } from "~/auth/display-name";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { scopeFor, type StaffUser } from "./permissions.server";

/** The cover form: a colleague's id, and whether to start or stop covering them. */
export const coverSchema = z.object({
  intent: z.enum(["cover", "uncover"]),
  colleagueId: z.string().trim().regex(/^[\w-]{1,64}$/, "Choose a colleague from the list"),
});

/**
 * Who covers whom (decision 0151): a coordinator covering an absent colleague works that colleague's cases
 * until they stop (or the colleague, or an admin, ends it). Only coordinators are covered: admins see every case.
 */
export async function coverState(staff: StaffUser) {
  const rows = await db
    .select({ id: profiles.userId, username: profiles.username, coveredBy: profiles.coveredBy })
    .from(profiles)
    .where(and(eq(profiles.role, "coordinator"), ne(profiles.userId, staff.id)));
  const colleagues = rows.map((r) => ({ id: r.id, name: displayNameOf(r.username), coveredBy: r.coveredBy }));
  return {
    colleagues: colleagues.filter((c) => c.coveredBy === null).map(({ id, name }) => ({ id, name })),
    covering: colleagues.filter((c) => c.coveredBy === staff.id).map(({ id, name }) => ({ id, name })),
  };
}

/** Starts or ends covering one colleague; the update names the state it expects, so two coordinators cannot both take it. */
export async function setCover(staff: StaffUser, intent: "cover" | "uncover", colleagueId: string) {
  const isColleague = and(eq(profiles.userId, colleagueId), eq(profiles.role, "coordinator"), ne(profiles.userId, staff.id));
  const [row] =
    intent === "cover"
      ? await db
          .update(profiles)
          .set({ coveredBy: staff.id })
          .where(and(isColleague, sqlIsNull(profiles.coveredBy)))
          .returning({ username: profiles.username })
      : await db
          .update(profiles)
          .set({ coveredBy: null })
          .where(and(isColleague, scopeFor(staff, "covers").where))
          .returning({ username: profiles.username });
  return row ? { ok: true as const, name: displayNameOf(row.username) } : { ok: false as const };
}
