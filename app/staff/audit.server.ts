import { db } from "~/db/client.server";
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
