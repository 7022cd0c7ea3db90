import { and, asc, count, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseEvents, cases, consultationBookings, profiles, users } from "~/db/schema";
import { logSecurityEvent } from "~/security/events.server";
import type { StaffUser } from "./permissions.server";
import { isStaffRole, type UserRole } from "./roles";

/** Everyone with a staff role, for the admin's staff page. */
export async function listStaff() {
  const rows = await db
    .select({ id: users.id, email: users.email, name: profiles.username, role: profiles.role, since: profiles.createdAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.role, ["coordinator", "admin"]))
    .orderBy(asc(profiles.role), asc(profiles.username), asc(users.email));
  return rows.map((r) => ({ ...r, name: r.name?.trim() || r.email, since: r.since.toISOString() }));
}

export type RoleChangeResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The guard of a role change, in the UPDATE itself (raw SQL: subqueries on the same table): the
 * acting admin is still an admin when it runs, and an admin being demoted or removed leaves at
 * least one other admin. Two admins removing each other at once: the second statement finds its
 * actor no longer an admin and changes nothing (decision 0151).
 */
function keepsAnAdmin(actorId: string, userId: string) {
  return sql`EXISTS (SELECT 1 FROM profiles AS actor WHERE actor.user_id = ${actorId} AND actor.role = 'admin')
    AND (${profiles.role} <> 'admin'
      OR EXISTS (SELECT 1 FROM profiles AS other WHERE other.role = 'admin' AND other.user_id <> ${userId}))`;
}

/**
 * Changes a staff member's role, or removes them from the staff (`user`). An admin cannot
 * change their own role, and the change never leaves the console without an admin, even when
 * admins change each other's roles at the same moment. A removed coordinator's open
 * cases go back to the unassigned queue, with that step in each case's history.
 */
export async function changeStaffRole(admin: StaffUser, request: Request, userId: string, role: UserRole): Promise<RoleChangeResult> {
  if (userId === admin.id) return { ok: false, message: "You cannot change your own role. Ask another admin." };
  const [target] = await db
    .select({ role: profiles.role, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!target || !isStaffRole(target.role)) return { ok: false, message: "This person is not on the staff." };
  if (target.role === role) return { ok: false, message: `${target.email} already has this role.` };
  if (role === "user") {
    const upcoming = await upcomingConsultationsOf(userId);
    if (upcoming > 0) {
      return {
        ok: false,
        message: `${target.email} still has ${upcoming} upcoming ${upcoming === 1 ? "consultation" : "consultations"} with patients. Remove them from the staff once those have taken place.`,
      };
    }
  }
  const now = new Date();
  // Only once the removal really happened (the guarded UPDATE before it in the batch).
  const openCasesOf = and(
    eq(cases.assigneeId, userId),
    ne(cases.status, "closed"),
    sql`EXISTS (SELECT 1 FROM profiles WHERE user_id = ${userId} AND role = 'user')`,
  )!;
  const [changed] = await db.batch([
    db
      .update(profiles)
      .set({ role })
      .where(and(eq(profiles.userId, userId), eq(profiles.role, target.role), keepsAnAdmin(admin.id, userId)))
      .returning({ userId: profiles.userId }),
    ...(role === "user"
      ? [
          guardedInsert(
            caseEvents,
            {
              // One row per case: a fresh random id each, as the migrations make them.
              id: sql`lower(hex(randomblob(16)))`,
              caseId: cases.id,
              actorId: admin.id,
              kind: "unassigned",
              fromStatus: null,
              toStatus: null,
              closingReason: null,
              assigneeId: null,
              createdAt: now,
            },
            openCasesOf,
            cases,
          ),
          db.update(cases).set({ assigneeId: null, updatedAt: now }).where(openCasesOf),
        ]
      : []),
  ]);
  if (changed.length === 0) return { ok: false, message: await whyRoleUnchanged(admin.id, userId, target.role) };
  const data = { email: target.email, from: target.role, to: role, by: admin.email };
  logSecurityEvent(request, role === "user" ? { type: "staff_removed", userId, data } : { type: "staff_role_changed", userId, data });
  return { ok: true, message: role === "user" ? `${target.email} is no longer on the staff.` : `${target.email} is now ${role}.` };
}

/** Why a guarded role change did not happen, said to the admin. */
async function whyRoleUnchanged(actorId: string, userId: string, role: UserRole) {
  const admins = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, "admin"));
  if (!admins.some((a) => a.userId === actorId)) return "You are no longer an admin, so this change was not made.";
  if (role === "admin" && admins.every((a) => a.userId === userId)) {
    return "The staff must keep at least one admin. Make someone else an admin first.";
  }
  return "Someone changed this role meanwhile. Look again and retry.";
}

/** Consultations a coordinator still has to hold: removing them would leave patients waiting for nobody. */
export async function upcomingConsultationsOf(userId: string) {
  const [row] = await db
    .select({ upcoming: count() })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.coordinatorId, userId),
        inArray(consultationBookings.status, ["held", "awaiting_email", "confirmed"]),
        gt(consultationBookings.startsAt, new Date()),
      ),
    );
  return row?.upcoming ?? 0;
}
