import { env } from "cloudflare:workers";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseMessages, cases, whatsappContacts } from "~/db/schema";
import { errorMessage } from "~/utils/loggable-error";
import { announceCaseChange } from "~/cases/case-live-notice.server";
import { sendGraphMessage } from "./graph-client.server";
import { storeWhatsappMedia, type MediaJob } from "./media.server";
import { FREE_TEXT_WINDOW_MS, whatsappRefusal, type WhatsappRefusal, type WhatsappTemplate } from "./whatsapp-rules";

/** A coordinator's message waiting to go on WhatsApp: the thread's row, and the template it is when it is one. */
export type WhatsappJob = { messageId: string; template?: WhatsappTemplate; language?: "en" | "ar" };

/** Like e-mail's: max_retries = 5 of the consumer in wrangler.toml, plus the first attempt. */
export const WHATSAPP_MAX_ATTEMPTS = 6;

const retryDelaySeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 12 * 60 * 60);

/** What the case page needs to offer WhatsApp: the number, its consent, and its last message to us. */
export async function whatsappStateOf(caseRow: { patientPhone: string | null }, now = new Date()) {
  const phone = caseRow.patientPhone;
  const contact = phone ? await db.query.whatsappContacts.findFirst({ where: eq(whatsappContacts.phone, phone) }) : undefined;
  const state = { phone, optedOut: Boolean(contact?.optedOutAt), lastInboundAt: contact?.lastMessageAt ?? null };
  return { ...state, refusal: whatsappRefusal(state, now) };
}

/**
 * The guard of the statement that stores a coordinator's WhatsApp message: the number has not sent STOP, and free
 * text only while its last message is under 24 hours old. Decided in the insert, so a STOP arriving at the same
 * moment counts.
 */
export function mayWhatsappSql(phone: string, { template, now }: { template: boolean; now: Date }) {
  const since = now.getTime() - FREE_TEXT_WINDOW_MS;
  return template
    ? sql`NOT EXISTS (SELECT 1 FROM whatsapp_contacts WHERE phone = ${phone} AND opted_out_at IS NOT NULL)`
    : sql`EXISTS (SELECT 1 FROM whatsapp_contacts WHERE phone = ${phone} AND opted_out_at IS NULL AND last_message_at > ${since})`;
}

export type { WhatsappRefusal };

/**
 * Puts a job on the WhatsApp queue: a stored message to send, or a file a number sent to fetch. What it is about is
 * in the thread already: a Queue failure is logged.
 */
export async function queueWhatsapp(job: WhatsappJob | MediaJob) {
  try {
    await env.WHATSAPP_QUEUE.send(job, { contentType: "json" });
  } catch (error) {
    console.error(`WhatsApp job for case message ${job.messageId ?? "(opening)"} could not be queued`, errorMessage(error));
  }
}

function jobOf(body: unknown): WhatsappJob | null {
  if (typeof body !== "object" || body === null) return null;
  const { messageId } = body as { messageId?: unknown };
  return typeof messageId === "string" ? (body as WhatsappJob) : null;
}

function mediaJobIn(body: unknown): MediaJob | null {
  if (typeof body !== "object" || body === null) return null;
  const { kind, caseId, mediaId, fileName } = body as Partial<Record<keyof MediaJob, unknown>>;
  return kind === "media" && typeof caseId === "string" && typeof mediaId === "string" && typeof fileName === "string" ? (body as MediaJob) : null;
}

async function fetchMedia(message: Message<unknown>, job: MediaJob, fetcher: typeof fetch) {
  try {
    const outcome = await storeWhatsappMedia(job, fetcher);
    if (outcome !== "stored" && outcome !== "stored before") console.warn(`A WhatsApp file of case ${job.caseId} was not kept: ${outcome}`);
    message.ack();
  } catch (error) {
    const final = message.attempts >= WHATSAPP_MAX_ATTEMPTS;
    console.error(`A WhatsApp file of case ${job.caseId} not fetched on attempt ${message.attempts}${final ? "; giving up" : "; retrying"}`, errorMessage(error).slice(0, 300));
    if (final) return message.ack();
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

async function deliver(message: Message<unknown>, fetcher: typeof fetch) {
  const job = jobOf(message.body);
  if (!job) return message.ack();
  const [row] = await db
    .select({ id: caseMessages.id, caseId: caseMessages.caseId, body: caseMessages.body, whatsappId: caseMessages.whatsappId, phone: cases.patientPhone })
    .from(caseMessages)
    .innerJoin(cases, eq(cases.id, caseMessages.caseId))
    .where(eq(caseMessages.id, job.messageId));
  // Erased, or sent by an earlier attempt: a message Meta accepted is never sent twice from here.
  if (!row || row.whatsappId) return message.ack();
  const stopped = row.phone ? await db.query.whatsappContacts.findFirst({ where: eq(whatsappContacts.phone, row.phone) }) : undefined;
  if (!row.phone || stopped?.optedOutAt) {
    await db.update(caseMessages).set({ deliveryStatus: "failed" }).where(eq(caseMessages.id, row.id));
    await announceCaseChange(row.caseId);
    return message.ack();
  }
  try {
    const whatsappId = await sendGraphMessage(
      job.template ? { to: row.phone, kind: "template", name: job.template, language: job.language ?? "en" } : { to: row.phone, kind: "text", body: row.body },
      undefined,
      fetcher,
    );
    await db.update(caseMessages).set({ whatsappId, deliveryStatus: "sent" }).where(and(eq(caseMessages.id, row.id), isNull(caseMessages.whatsappId)));
  } catch (error) {
    const final = message.attempts >= WHATSAPP_MAX_ATTEMPTS;
    console.error(`WhatsApp message ${row.id} not sent on attempt ${message.attempts}${final ? "; giving up" : "; retrying"}`, errorMessage(error).slice(0, 300));
    if (final) {
      await db.update(caseMessages).set({ deliveryStatus: "failed" }).where(eq(caseMessages.id, row.id));
      await announceCaseChange(row.caseId);
      return message.ack();
    }
    return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
  await announceCaseChange(row.caseId);
  message.ack();
}

/**
 * The WhatsApp Queue's consumer: each message acknowledged once Meta took it (or it can never go), each file once
 * stored (or refused), else retried.
 */
export async function deliverWhatsappBatch(batch: MessageBatch<unknown>, fetcher: typeof fetch = fetch) {
  for (const message of batch.messages) {
    try {
      const media = mediaJobIn(message.body);
      await (media ? fetchMedia(message, media, fetcher) : deliver(message, fetcher));
    } catch (error) {
      console.error(`WhatsApp job ${message.id} failed before sending`, errorMessage(error).slice(0, 300));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
