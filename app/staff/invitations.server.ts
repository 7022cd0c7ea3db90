import { env } from "cloudflare:workers";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "~/auth/password.server";
import { createSession } from "~/auth/session.server";
import { randomToken, sha256Hex } from "~/utils/tokens.server";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { profiles, staffInvitations, users } from "~/db/schema";
import { enqueueEmail } from "~/email/queue.server";
import { logSecurityEvent } from "~/security/events.server";
import type { StaffUser } from "./permissions.server";
import { isStaffRole, type StaffRole } from "./roles";

/** An invitation link works once, for 72 hours. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const invitationPath = (token: string) => `/staff-invitation/${token}`;

export type InviteOutcome = { ok: true } | { ok: false; field: "email"; message: string };

/**
 * Invites someone to the staff: a single-use link by e-mail through the Queue. Only the
 * newest invitation to an address works; earlier ones are revoked with it.
 */
export async function inviteStaff(admin: StaffUser, request: Request, email: string, role: StaffRole): Promise<InviteOutcome> {
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
  await enqueueEmail({
    type: "staff-invitation",
    to: email,
    role,
    invitedBy: admin.displayName,
    acceptUrl: `${config.siteUrl}${invitationPath(token)}`,
  });
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
  // Raw SQL: each statement is guarded by changes() of the one before and upserts from an INSERT … SELECT,
  // which drizzle's builders cannot say. Left on env.DB (outside the request's D1 session) until rewritten.
  const [used, account] = await env.DB.batch([
    env.DB.prepare(
      "UPDATE staff_invitations SET accepted_at = ?1 WHERE id = ?2 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?1 RETURNING id",
    ).bind(now, invitation.id),
    env.DB.prepare(
      `INSERT INTO users (id, email, password_hash, email_confirmed_at) SELECT ?1, email, ?2, ?3 FROM staff_invitations WHERE id = ?4 AND changes() = 1
       ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, email_confirmed_at = coalesce(users.email_confirmed_at, excluded.email_confirmed_at)
       RETURNING id`,
    ).bind(newUserId, hash, now, invitation.id),
    env.DB.prepare(
      `INSERT INTO profiles (user_id, username, role) SELECT u.id, ?1, i.role FROM staff_invitations i JOIN users u ON u.email = i.email WHERE i.id = ?2 AND changes() = 1
       ON CONFLICT (user_id) DO UPDATE SET username = excluded.username, role = excluded.role`,
    ).bind(name, invitation.id),
    // A new password ends the account's other sessions, as a password change does.
    env.DB.prepare(
      "DELETE FROM sessions WHERE user_id = (SELECT u.id FROM users u JOIN staff_invitations i ON i.email = u.email WHERE i.id = ?1 AND i.accepted_at = ?2)",
    ).bind(invitation.id, now),
  ]);
  const userId = (account?.results[0] as { id?: string } | undefined)?.id;
  if (!used?.results.length || !userId) return null;
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
