import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, inboundQuarantine } from "~/db/schema";
import { clientIp } from "~/security/request-meta.server";
import { auditIf } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { addReleasedMail } from "./receive.server";

export type Release = "released" | "gone" | "noCase" | "empty" | "limited";

/**
 * An admin adds a quarantined reply to the thread of the case its address named: the message and its files go in
 * as an e-mailed reply, then the quarantine row goes with its audit row (one batch) and the raw copy after it.
 */
export async function releaseQuarantined(staff: StaffUser, request: Request, id: string): Promise<Release> {
  const row = await db.query.inboundQuarantine.findFirst({ where: eq(inboundQuarantine.id, id) });
  if (!row) return "gone";
  if (!row.body) return "empty";
  const caseRow = row.caseId ? await db.query.cases.findFirst({ where: eq(cases.id, row.caseId) }) : undefined;
  const raw = await env.INTAKE_DOCUMENTS.get(row.rawKey);
  if (!caseRow || !raw) return "noCase";
  const added = await addReleasedMail(caseRow, id, row.body, await raw.arrayBuffer());
  if (added === "limited") return "limited";
  // Released by a colleague at the same moment: theirs is the one in the thread, with its audit row.
  if (added === "released before") return "gone";
  await db.batch([
    auditIf(
      staff,
      { action: "inbound_mail_released", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, detail: `Added a quarantined e-mail to ${caseRow.patientName}'s thread` },
      sql`EXISTS (SELECT 1 FROM inbound_quarantine WHERE id = ${id})`,
      new Date(),
      clientIp(request),
    ),
    db.delete(inboundQuarantine).where(eq(inboundQuarantine.id, id)),
  ]);
  await env.INTAKE_DOCUMENTS.delete(row.rawKey);
  return "released";
}
