import type { RouterContextProvider } from "react-router";
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

/** Admins see every case; a coordinator sees unassigned cases and their own. */
export function canWorkCase(staff: Pick<StaffUser, "id" | "role">, assigneeId: string | null) {
  return staff.role === "admin" || assigneeId === null || assigneeId === staff.id;
}
