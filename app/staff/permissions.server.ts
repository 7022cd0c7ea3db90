import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { db } from "~/db/client.server";
import { caseMessages, cases, consultationBookings, profiles, savedReplies } from "~/db/schema";
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

type ScopedStaff = Pick<StaffUser, "id" | "role">;

/**
 * Whom the report counts a case for: once it is answered, whoever wrote its first reply (on any channel; null once
 * their account is gone), even if the case went to someone else later; until then, whoever holds it (null: nobody).
 */
export const creditedStaffId = sql<string | null>`CASE WHEN ${cases.firstReplyAt} IS NULL THEN ${cases.assigneeId} ELSE (
  SELECT ${caseMessages.authorId} FROM ${caseMessages}
  WHERE ${caseMessages.caseId} = ${cases.id} AND ${caseMessages.author} = 'staff'
  ORDER BY ${caseMessages.createdAt}, ${caseMessages.id} LIMIT 1) END`;

/**
 * What a coordinator may see or change of each kind of record, as SQL over its table; an admin's scope is every
 * row of each (the admin-only pages answer everyone else 404 through `requireRole`).
 */
const coordinatorScopes = {
  /** The cases they work: the unassigned ones, their own, and those of a colleague who is away and named them to cover (decision 0151). */
  cases: (staff: ScopedStaff) =>
    or(
      isNull(cases.assigneeId),
      eq(cases.assigneeId, staff.id),
      inArray(cases.assigneeId, db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.coveredBy, staff.id))),
    )!,
  /** The cases counted as theirs (the report): those they answered first, and those unanswered they hold. */
  creditedCases: (staff: ScopedStaff) => eq(creditedStaffId, staff.id),
  /** The consultations they hold (an admin sees every one, and gives one to someone else). */
  bookings: (staff: ScopedStaff) => eq(consultationBookings.coordinatorId, staff.id),
  /** The covers they may end (rows of `profiles`): those they hold. */
  covers: (staff: ScopedStaff) => eq(profiles.coveredBy, staff.id),
  /** The saved replies they may change: their own (the team's are the admins'). */
  savedReplies: (staff: ScopedStaff) => eq(savedReplies.ownerId, staff.id),
  /** The team's own records (its members, hours, audit, security events, subscribers, doctors): none. */
  team: () => sql`0`,
} satisfies Record<string, (staff: ScopedStaff) => SQL>;

export type ScopedRecords = keyof typeof coordinatorScopes;

/** A staff member's scope of one kind of record: every row (`all`, no condition), or the rows `where` keeps. */
export type Scope = { all: true; where: undefined } | { all: false; where: SQL };

/** The one rule of which records a staff member may see or change: `where` goes into the query that reads them. */
export function scopeFor(staff: ScopedStaff, records: ScopedRecords): Scope {
  return staff.role === "admin" ? { all: true, where: undefined } : { all: false, where: coordinatorScopes[records](staff) };
}

/** Whether the staff member may work this one case (the same rule, asked of the database). */
export async function canWorkCase(staff: ScopedStaff, caseId: string) {
  const scope = scopeFor(staff, "cases");
  if (scope.all) return true;
  const [row] = await db.select({ id: cases.id }).from(cases).where(and(eq(cases.id, caseId), scope.where)).limit(1);
  return Boolean(row);
}
