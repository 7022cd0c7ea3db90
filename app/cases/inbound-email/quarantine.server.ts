import { env } from "cloudflare:workers";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { inboundQuarantine } from "~/db/schema";
import type { QuarantineReason } from "~/domain/case-messages";
import { inLocale, queueEmails } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { clientIp } from "~/security/request-meta.server";
import { auditIf, auditStatement } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";

/** The raw messages of refused inbound mail, in the private bucket beside the intake documents. */
export const quarantineStoragePrefix = "inbound-quarantine/";

/** A sender is answered at most once a day, however many refused messages they send (no loop, no flood). */
export const BOUNCE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A forged, expired or foreign reply is answered once; an empty or over-limit one waits quietly for the staff. */
const bounced: ReadonlySet<QuarantineReason> = new Set(["bad_token", "expired_token", "wrong_sender"]);

export type Refused = {
  sender: string;
  recipient: string;
  subject: string;
  reason: QuarantineReason;
  body: string;
  caseId: string | null;
  raw: ArrayBuffer;
  /** The language of the bounce: the named case's, else English. */
  locale: Locale;
};

/**
 * Keeps a refused message for the admins' review: its raw bytes in R2, then its row. The bounce is decided in the
 * statement that marks the row bounced (no other row of this sender bounced within the window), so two messages at
 * the same moment still earn one answer.
 */
export async function quarantine(refused: Refused, now = new Date()) {
  const id = crypto.randomUUID();
  const rawKey = `${quarantineStoragePrefix}${id}`;
  await env.INTAKE_DOCUMENTS.put(rawKey, refused.raw, { httpMetadata: { contentType: "message/rfc822" } });
  const row = db.insert(inboundQuarantine).values({
    id,
    sender: refused.sender,
    recipient: refused.recipient,
    subject: refused.subject,
    reason: refused.reason,
    body: refused.body,
    caseId: refused.caseId,
    rawKey,
    receivedAt: now,
  });
  if (!bounced.has(refused.reason)) {
    await row.run();
    return id;
  }
  const since = now.getTime() - BOUNCE_WINDOW_MS;
  const [, marked] = await db.batch([
    row,
    db
      .update(inboundQuarantine)
      .set({ bouncedAt: now })
      .where(
        and(
          eq(inboundQuarantine.id, id),
          sql`NOT EXISTS (SELECT 1 FROM inbound_quarantine WHERE sender = ${refused.sender} AND bounced_at > ${since})`,
        ),
      )
      .returning({ id: inboundQuarantine.id }),
  ]);
  if (marked.length === 1) {
    await queueEmails([{ type: "inbound-bounce", quarantineId: id, ...inLocale(refused.locale) }], { stored: `Quarantined mail ${id}` });
  }
  return id;
}

export type QuarantinedMail = {
  id: string;
  sender: string;
  subject: string;
  reason: QuarantineReason;
  body: string;
  caseId: string | null;
  bounced: boolean;
  receivedAt: Date;
};

/** The newest refused messages first, for the admins' page; reading them is audited in the same batch. */
export async function quarantinePage(staff: StaffUser, request: Request, limit = 100): Promise<QuarantinedMail[]> {
  const [rows] = await db.batch([
    db
      .select({
        id: inboundQuarantine.id,
        sender: inboundQuarantine.sender,
        subject: inboundQuarantine.subject,
        reason: inboundQuarantine.reason,
        body: inboundQuarantine.body,
        caseId: inboundQuarantine.caseId,
        bouncedAt: inboundQuarantine.bouncedAt,
        receivedAt: inboundQuarantine.receivedAt,
      })
      .from(inboundQuarantine)
      .orderBy(desc(inboundQuarantine.receivedAt))
      .limit(limit),
    auditStatement(staff, request, { action: "inbound_mail_viewed", detail: "Opened the quarantined e-mail" }),
  ]);
  return rows.map(({ bouncedAt, ...row }) => ({ ...row, bounced: bouncedAt !== null }));
}

/** Deletes a refused message and its raw copy, audited in the same batch; false when it was already gone. */
export async function deleteQuarantined(staff: StaffUser, request: Request, id: string) {
  const row = await db.query.inboundQuarantine.findFirst({ columns: { rawKey: true, caseId: true }, where: eq(inboundQuarantine.id, id) });
  if (!row) return false;
  const [, deleted] = await db.batch([
    auditIf(
      staff,
      { action: "inbound_mail_deleted", caseId: row.caseId, detail: "Deleted a quarantined e-mail" },
      sql`EXISTS (SELECT 1 FROM inbound_quarantine WHERE id = ${id})`,
      new Date(),
      clientIp(request),
    ),
    db.delete(inboundQuarantine).where(eq(inboundQuarantine.id, id)).returning({ id: inboundQuarantine.id }),
  ]);
  if (deleted.length === 0) return false;
  await env.INTAKE_DOCUMENTS.delete(row.rawKey);
  return true;
}

/** The row a bounce answers, while it is kept (an erased or deleted one is never answered late). */
export function bouncedRow(id: string) {
  return db.query.inboundQuarantine.findFirst({
    columns: { sender: true, reason: true },
    where: and(eq(inboundQuarantine.id, id), isNotNull(inboundQuarantine.bouncedAt)),
  });
}
