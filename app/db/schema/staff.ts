import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { staffRoles } from "../../domain/roles";
import { users } from "./accounts";
import { createdAt, id, oneOf } from "./columns";
import { auditActions } from "../../domain/audit";
export { auditActions, type AuditAction } from "../../domain/audit";

/**
 * Who on the staff did what to whose data, and when (a patient's answer to a quote is recorded too, its actor
 * "Patient" with no copy of their name or address: the page reads those from the case). Append-only: triggers refuse UPDATE
 * and DELETE, and the columns hold plain ids and copies (no foreign keys), so removing an
 * account never rewrites the record.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    actorId: text("actor_id").notNull(),
    /** The actor's e-mail and name as they were at the time. */
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull(),
    action: text("action", { enum: auditActions }).notNull(),
    caseId: text("case_id"),
    /** The patient whose data was touched, so their dashboard can show it. */
    subjectUserId: text("subject_user_id"),
    documentId: text("document_id"),
    /** A short readable detail: the document's file name, the new status, the export size. */
    detail: text("detail"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    index("audit_log_case_idx").on(t.caseId, t.createdAt),
    index("audit_log_subject_idx").on(t.subjectUserId, t.action, t.createdAt),
    check("audit_log_action_valid", sql`${t.action} IN (${oneOf(auditActions)})`),
  ],
);

/** An e-mailed invitation to join the staff; only the SHA-256 of its token is stored. */
export const staffInvitations = sqliteTable(
  "staff_invitations",
  {
    id: id(),
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_unique").on(t.tokenHash),
    index("staff_invitations_email_idx").on(t.email, t.createdAt),
    check("staff_invitations_role_valid", sql`${t.role} IN (${oneOf(staffRoles)})`),
    check("staff_invitations_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);
