import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { hashPassword } from "~/auth/password.server";
import { createSession } from "~/auth/session.server";
import { randomToken, sha256Hex } from "~/utils/tokens.server";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { profiles, sessions, staffInvitations, users } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import { logSecurityEvent } from "~/security/events.server";
import type { StaffUser } from "./permissions.server";
import { isStaffRole, type StaffRole } from "./roles";

/** An invitation link works once, for 72 hours. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const invitationPath = (token: string) => `/staff-invitation/${token}`;

export type InviteResult = { ok: true } | { ok: false; field: "email"; message: string };

/**
 * Invites someone to the staff: a single-use link by e-mail through the Queue. Only the
 * newest invitation to an address works; earlier ones are revoked with it.
 */
export async function inviteStaff(admin: StaffUser, request: Request, email: string, role: StaffRole): Promise<InviteResult> {
  const [existing] = await db
    .select({ role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  if (existing && isStaffRole(existing.role)) {
    return { ok: false, field: "email", message: "This person is already on the staff. Change their role in the list." };
  }
  const token = randomToken();
  const now = new Date();
  await db.batch([
    db
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt))),
    db.insert(staffInvitations).values({
      email,
      role,
      tokenHash: await sha256Hex(token),
      invitedBy: admin.id,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      createdAt: now,
    }),
  ]);
  await queueEmails([
    {
      type: "staff-invitation",
      to: email,
      role,
      invitedBy: admin.displayName,
      acceptUrl: `${config.siteUrl}${invitationPath(token)}`,
    },
  ]);
  logSecurityEvent(request, { type: "staff_invited", userId: admin.id, data: { email, role } });
  return { ok: true };
}

export async function revokeInvitation(admin: StaffUser, request: Request, invitationId: string) {
  const [revoked] = await db
    .update(staffInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ email: staffInvitations.email });
  if (revoked) logSecurityEvent(request, { type: "staff_invitation_revoked", userId: admin.id, data: { email: revoked.email } });
  return revoked ?? null;
}

/** The pending invitation behind a link, or null when it is unknown, used, revoked or expired. */
export async function findOpenInvitation(token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, await sha256Hex(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/**
 * Accepts an invitation: the person gets an account with the invited role and the password
 * they chose (an existing account keeps its history, takes the new password and loses its other
 * sessions), and is signed in. One batch: the first statement uses the token up, and each one
 * after runs only if the one before changed a row (`changes()`), so a link used twice, or at
 * the same moment in two tabs, creates nothing the second time. Returns the session cookie,
 * or null when the link no longer works.
 */
export async function acceptInvitation(request: Request, token: string, name: string, password: string) {
  const invitation = await findOpenInvitation(token);
  if (!invitation) return null;
  const now = Date.now();
  const newUserId = crypto.randomUUID();
  const hash = await hashPassword(password);
  const at = new Date(now);
  const invited = eq(staffInvitations.id, invitation.id);
  // `changes()` (SQLite's count of rows the statement before changed, written raw: drizzle has no name for it)
  // chains the batch: each statement runs only if the one before it did.
  const afterTheOneBefore = sql`changes() = 1`;
  const [used, account] = await db.batch([
    db
      .update(staffInvitations)
      .set({ acceptedAt: at })
      .where(and(invited, isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, at)))
      .returning({ id: staffInvitations.id }),
    guardedInsert(
      users,
      { id: newUserId, email: staffInvitations.email, passwordHash: hash, emailConfirmedAt: at, locale: "en", createdAt: at },
      and(invited, afterTheOneBefore)!,
      staffInvitations,
    )
      .onConflictDoUpdate({
        target: users.email,
        set: {
          passwordHash: sql`excluded.password_hash`,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, excluded.email_confirmed_at)`,
        },
      })
      .returning({ id: users.id }),
    guardedInsert(
      profiles,
      { userId: users.id, username: name, avatarUrl: null, role: staffInvitations.role, timeZone: null, coveredBy: null, createdAt: at },
      and(invited, afterTheOneBefore)!,
      sql`${staffInvitations} INNER JOIN ${users} ON ${users.email} = ${staffInvitations.email}`,
    ).onConflictDoUpdate({ target: profiles.userId, set: { username: sql`excluded.username`, role: sql`excluded.role` } }),
    // A new password ends the account's other sessions, as a password change does.
    db.delete(sessions).where(
      inArray(
        sessions.userId,
        db
          .select({ id: users.id })
          .from(users)
          .innerJoin(staffInvitations, eq(staffInvitations.email, users.email))
          .where(and(invited, eq(staffInvitations.acceptedAt, at))),
      ),
    ),
  ]);
  const userId = account[0]?.id;
  if (!used.length || !userId) return null;
  logSecurityEvent(request, { type: "staff_invitation_accepted", userId, data: { email: invitation.email, role: invitation.role } });
  return createSession(userId);
}

export type InvitationStatus = "pending" | "accepted" | "revoked" | "expired";

/** The newest invitations with their state, for the admin's staff page. */
export async function listInvitations(now = new Date(), limit = 50) {
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: profiles.username,
      expiresAt: staffInvitations.expiresAt,
      acceptedAt: staffInvitations.acceptedAt,
      revokedAt: staffInvitations.revokedAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .leftJoin(profiles, eq(profiles.userId, staffInvitations.invitedBy))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    invitedBy: r.invitedBy ?? "An admin",
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    status: (r.acceptedAt ? "accepted" : r.revokedAt ? "revoked" : r.expiresAt <= now ? "expired" : "pending") as InvitationStatus,
  }));
}
