import { and, eq, gt } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { readSessionId } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { profiles, sessions, users } from "~/db/schema";
import { isStaffRole, type StaffRole } from "./roles";

export type StaffUser = { id: string; email: string; displayName: string; role: StaffRole };

/**
 * The answer for anyone who may not see a staff page: the site's ordinary 404, so nothing
 * tells a patient or a visitor that the page exists.
 */
export function staffNotFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

// A page's loaders (the staff layout and the page) share one request: read the staff member once.
const staffOfRequest = new WeakMap<Request, Promise<StaffUser | null>>();

/** The signed-in user when they are on the staff, else null. */
export function getStaffUser(request: Request): Promise<StaffUser | null> {
  let staff = staffOfRequest.get(request);
  if (!staff) {
    staff = readStaffUser(request);
    staffOfRequest.set(request, staff);
  }
  return staff;
}

/**
 * The session, its account and its role in one query: the staff pages' first D1 round trip.
 * A recovery session (from a reset link) does not count; renewing a session is the root
 * loader's business (`getSignedInUser`), which runs for every page.
 */
async function readStaffUser(request: Request): Promise<StaffUser | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, username: profiles.username, role: profiles.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), eq(sessions.isRecovery, false)))
    .limit(1);
  if (!row || !isStaffRole(row.role)) return null;
  return { id: row.id, email: row.email, displayName: displayNameOf(row.username), role: row.role };
}

/** A coordinator or an admin; everyone else (anonymous visitors and patients) gets 404. */
export async function requireStaff(request: Request): Promise<StaffUser> {
  return (await getStaffUser(request)) ?? staffNotFound();
}

/** A staff member with one of the given roles; everyone else gets 404 as well. */
export async function requireRole(request: Request, ...roles: StaffRole[]): Promise<StaffUser> {
  const staff = await requireStaff(request);
  return roles.includes(staff.role) ? staff : staffNotFound();
}

/** Admins see every case; a coordinator sees unassigned cases and their own. */
export function canWorkCase(staff: Pick<StaffUser, "id" | "role">, assigneeId: string | null) {
  return staff.role === "admin" || assigneeId === null || assigneeId === staff.id;
}
