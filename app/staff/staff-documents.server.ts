import { desc, and, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { PATIENT_ACTOR } from "./audit.server";

export type DocumentAccess = { id: string; staffName: string; fileName: string; at: string };

/** Who on the staff opened the patient's documents, newest first: shown on their dashboard (their own downloads are not). */
export async function documentAccessFor(userId: string, limit = 20): Promise<DocumentAccess[]> {
  const rows = await db
    .select({ id: auditLog.id, actorName: auditLog.actorName, detail: auditLog.detail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, "document_opened"), ne(auditLog.actorId, PATIENT_ACTOR.id)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, staffName: r.actorName, fileName: r.detail ?? "A document", at: r.createdAt.toISOString() }));
}
