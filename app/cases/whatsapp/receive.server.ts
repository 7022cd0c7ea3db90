import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseMessages, cases } from "~/db/schema";
import { MAX_MESSAGE_LENGTH, type DeliveryStatus } from "~/domain/case-messages";
import { languageOf, openInboxCase } from "~/cases/inbound-email/care-inbox.server";
import { announceCaseChange } from "~/cases/case-live-notice.server";
import { postPatientMessage } from "~/cases/thread.server";
import { numberWroteStatement } from "./consent.server";
import { idFrom } from "~/cases/derived-id.server";
import { mediaJobOf } from "./media.server";
import { queueWhatsapp } from "./outbound.server";
import type { InboundWhatsapp, WhatsappStatus } from "./payload";
import { whatsappE164, whatsappOnlyAddress } from "./phone";
import { isStartMessage, isStopMessage } from "./whatsapp-rules";

export type WhatsappOutcome =
  | { kind: "ignored" }
  | { kind: "duplicate" }
  | { kind: "opted_out"; caseId: string | null }
  | { kind: "added"; caseId: string; messageId: string }
  | { kind: "opened"; caseId: string };

/**
 * The number's newest open case (not merged away): the one the number wrote from, or one whose request gave it
 * (contact form, intake, booking keep numbers in E.164).
 */
function openCaseOfNumber(phone: string) {
  return db.query.cases.findFirst({
    where: and(
      or(
        eq(cases.patientPhone, phone),
        sql`${cases.contactMessageId} IN (SELECT id FROM contact_messages WHERE phone = ${phone})`,
        sql`${cases.intakeId} IN (SELECT id FROM intakes WHERE phone = ${phone})`,
        sql`${cases.bookingId} IN (SELECT id FROM consultation_bookings WHERE phone = ${phone})`,
      ),
      ne(cases.status, "closed"),
      sql`NOT EXISTS (SELECT 1 FROM case_merges WHERE merged_case_id = ${cases.id})`,
    ),
    orderBy: desc(cases.updatedAt),
  });
}

/**
 * What the message says in the thread: its text, or a paper clip with the file's name and caption (in no language:
 * the patient's own words). A photo or a PDF is fetched into the case's files; other files only say they came.
 */
function bodyOf(message: InboundWhatsapp) {
  if (message.text) return message.text.body.trim().slice(0, MAX_MESSAGE_LENGTH);
  // A reaction to one of our messages asks nothing; a location or a contact card says only that it came.
  if (message.type === "reaction") return "";
  const file = message.image ?? message.document ?? message.video ?? message.audio;
  return ["📎", file?.filename?.trim(), file?.caption?.trim()].filter(Boolean).join(" ").slice(0, MAX_MESSAGE_LENGTH);
}

async function queueMedia(message: InboundWhatsapp, caseId: string, messageId: string | null) {
  const job = mediaJobOf(message, caseId, messageId);
  if (job) await queueWhatsapp(job);
}

/**
 * One message a number sent us (decision 0154): STOP withdraws its consent at once (and START gives it again);
 * the message joins the number's open case exactly as one written on the site (due time, unread marks, the
 * coordinators' alert, the live pages), else an unknown number opens a contact case with the same promise of a
 * first reply. A delivery Meta repeats is stored once: the unique index on the message's id decides it.
 */
export async function receiveWhatsapp(message: InboundWhatsapp, now = new Date()): Promise<WhatsappOutcome> {
  const phone = whatsappE164(message.from);
  const body = bodyOf(message);
  if (!phone || !body) return { kind: "ignored" };
  const stop = isStopMessage(body);
  await numberWroteStatement(phone, now, stop ? "stop" : isStartMessage(body) ? "start" : null).run();
  const open = await openCaseOfNumber(phone);
  const openingId = await idFrom(message.id, "case");
  if (!open) {
    if (stop) return { kind: "opted_out", caseId: null };
    const opened = await openInboxCase({
      caseId: openingId,
      contactMessageId: await idFrom(message.id, "request"),
      email: whatsappOnlyAddress(phone),
      displayName: message.profileName ?? phone,
      body,
      receivedAt: now,
      patientUserId: null,
      patientPhone: phone,
    });
    if (!opened) return { kind: "duplicate" };
    await queueMedia(message, openingId, null);
    return { kind: "opened", caseId: openingId };
  }
  const locale = /\p{L}/u.test(body) ? languageOf(body) : open.locale;
  // The case this message opened, if an earlier delivery of it did: then it is that case's request already.
  const posted = await postPatientMessage(
    open,
    { kind: "whatsapp", whatsappId: message.id, unless: sql`EXISTS (SELECT 1 FROM cases WHERE id = ${openingId})` },
    body,
    locale,
    "whatsapp",
    now,
  );
  if (!posted.ok) return { kind: "duplicate" };
  if (open.patientPhone !== phone) await db.update(cases).set({ patientPhone: phone }).where(eq(cases.id, open.id));
  await queueMedia(message, open.id, posted.messageId);
  return stop ? { kind: "opted_out", caseId: open.id } : { kind: "added", caseId: open.id, messageId: posted.messageId };
}

const statusRank: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * What WhatsApp says of a message we sent: recorded when it moves forward (sent, delivered, read; failed at any
 * point), so statuses arriving out of order never take a read message back to delivered. True when it changed.
 */
export async function recordWhatsappStatus(status: WhatsappStatus) {
  const rank = statusRank[status.status];
  const current = sql`CASE ${caseMessages.deliveryStatus} WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;
  const [changed] = await db
    .update(caseMessages)
    .set({ deliveryStatus: status.status })
    .where(and(eq(caseMessages.whatsappId, status.id), sql`${current} < ${rank}`))
    .returning({ caseId: caseMessages.caseId });
  if (!changed) return false;
  await announceCaseChange(changed.caseId);
  return true;
}
