import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { db } from "~/db/client.server";
import { cases, profiles } from "~/db/schema";
import { displayNameOf } from "~/auth/display-name";
import { sessionOf } from "~/auth/session.server";
import { notFound } from "~/utils/not-found";
import { isStaffRole, type StaffRole } from "./roles";

export type StaffUser = { id: string; email: string; displayName: string; role: StaffRole };

type Context = Readonly<RouterContextProvider>;

/**
 * The signed-in user when they are on the staff, else null, from the session the root middleware
 * read (with its role) for this request. A recovery session (from a reset link) does not count.
 */
export function getStaffUser(context: Context): StaffUser | null {
  const session = sessionOf(context);
  if (!session || session.isRecovery || !isStaffRole(session.role)) return null;
  return { id: session.userId, email: session.email, displayName: displayNameOf(session.username), role: session.role };
}

/** A coordinator or an admin; everyone else (anonymous visitors and patients) gets the site's 404. */
export function requireStaff(context: Context): StaffUser {
  return getStaffUser(context) ?? notFound();
}

/** A staff member with one of the given roles; everyone else gets 404 as well. */
export function requireRole(context: Context, ...roles: StaffRole[]): StaffUser {
  const staff = requireStaff(context);
  return roles.includes(staff.role) ? staff : notFound();
}

/**
 * The one rule of who works which case, as SQL over `cases`: admins every case; a coordinator the
 * unassigned ones, their own, and those of a colleague who is away and named them to cover (decision 2600).
 */
export function workableCaseSql(staff: Pick<StaffUser, "id" | "role">): SQL | undefined {
  if (staff.role === "admin") return undefined;
  return or(
    isNull(cases.assigneeId),
    eq(cases.assigneeId, staff.id),
    inArray(cases.assigneeId, db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.coveredBy, staff.id))),
  );
}

/** Whether the staff member may work this one case (the same rule, asked of the database). */
export async function canWorkCase(staff: Pick<StaffUser, "id" | "role">, caseId: string) {
  if (staff.role === "admin") return true;
  const [row] = await db.select({ id: cases.id }).from(cases).where(and(eq(cases.id, caseId), workableCaseSql(staff))).limit(1);
  return Boolean(row);
}
