import { eq } from "drizzle-orm";
import { displayNameOf } from "~/auth/display-name";
import { getAuthSession, signedInUserId } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
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

async function readStaffUser(request: Request): Promise<StaffUser | null> {
  // Staff helpers take the request; the session is read from its cookie here.
  const userId = signedInUserId(await getAuthSession(request));
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, username: profiles.username, role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
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
