import { db } from "~/db/client.server";
import { auditLog, type AuditAction } from "~/db/schema";
import type { StaffUser } from "~/staff/permissions.server";

/** Records a staff member's access to patients' booking data (health data is private). */
export async function auditBookingAccess(
  staff: StaffUser,
  request: Request,
  entry: { action: AuditAction; subjectUserId?: string | null; detail: string },
) {
  await db.insert(auditLog).values({
    actorId: staff.id,
    actorEmail: staff.email,
    actorName: staff.displayName,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    detail: entry.detail.slice(0, 200),
    ipAddress: request.headers.get("CF-Connecting-IP"),
  });
}
