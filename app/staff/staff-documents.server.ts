import { desc, and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export type DocumentAccess = { id: string; staffName: string; fileName: string; at: string };

/** Who on the staff opened the patient's documents, newest first: shown on their dashboard. */
export async function documentAccessFor(userId: string, limit = 20): Promise<DocumentAccess[]> {
  const rows = await db
    .select({ id: auditLog.id, actorName: auditLog.actorName, detail: auditLog.detail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, "document_opened")))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, staffName: r.actorName, fileName: r.detail ?? "A document", at: r.createdAt.toISOString() }));
}
