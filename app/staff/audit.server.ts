import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { auditLog, type AuditAction } from "~/db/schema";
import { clientIp } from "~/security/request-meta.server";
import type { StaffUser } from "./permissions.server";

type AuditEntry = {
  action: AuditAction;
  caseId?: string | null;
  subjectUserId?: string | null;
  documentId?: string | null;
  detail?: string | null;
};

/**
 * The audit row for something a staff member did, as a statement for the batch that does it:
 * the access and its record are written together or not at all.
 */
export function auditStatement(staff: StaffUser, request: Request, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId: staff.id,
    actorEmail: staff.email,
    actorName: staff.displayName,
    action: entry.action,
    caseId: entry.caseId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    documentId: entry.documentId ?? null,
    detail: entry.detail ?? null,
    ipAddress: clientIp(request),
  });
}

/** Who an audit row names: a staff member, or the patient of the case (no copy of their name or address). */
export type AuditActor = StaffUser | "patient" | "system";

export const PATIENT_ACTOR = { id: "(patient)", email: "(patient)", name: "Patient" };
const SYSTEM_ACTOR = { id: "(system)", email: "(system)", name: "NileCare" };

/**
 * An audit row written only when `applied` holds later in the same batch (the reply, quote or decision went in).
 * `detail` may be SQL, to name what only the batch decides (a quote's number).
 */
export function auditIf(
  actor: AuditActor,
  entry: Omit<AuditEntry, "detail"> & { detail?: string | SQL | null },
  applied: SQL = sql`1`,
  at = new Date(),
  ip: string | null = null,
) {
  const who =
    actor === "patient"
      ? PATIENT_ACTOR
      : actor === "system"
        ? SYSTEM_ACTOR
        : { id: actor.id, email: actor.email, name: actor.displayName };
  return guardedInsert(
    auditLog,
    {
      id: crypto.randomUUID(),
      actorId: who.id,
      actorEmail: who.email,
      actorName: who.name,
      action: entry.action,
      caseId: entry.caseId ?? null,
      subjectUserId: entry.subjectUserId ?? null,
      documentId: entry.documentId ?? null,
      detail: entry.detail ?? null,
      ipAddress: ip,
      createdAt: at,
    },
    applied,
  );
}
