/**
 * The Queue's other end: each message is a job of a kind some feature defined (app/email-kinds.server.ts lists
 * them; the worker entry hands the list in as `kinds`), rendered into its outbox row and sent.
 */
import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { errorMessage } from "~/utils/loggable-error";
import { mailLanguage, type EmailJob, type EmailKind, type MailSubject, type RegisteredKinds } from "./email.server";
import { renderLayout } from "./layout.server";
import type { EmailTransport, OutgoingEmail } from "./transport.server";

/**
 * The Queue tries a message max_retries + 1 times, then moves it to the dead-letter
 * queue. This must match max_retries = 5 of both consumers in wrangler.toml (a test
 * reads the file), so the last attempt can mark its outbox row 'failed'.
 */
export const EMAIL_MAX_ATTEMPTS = 6;

/** What an outbox row shows as its recipient once the address has been forgotten. */
export const ERASED_RECIPIENT = "(erased)";

/** Exponential backoff: 30 s, 1, 2, 4 and 8 minutes between the six attempts. */
export function retryDelaySeconds(attempt: number) {
  return Math.min(30 * 2 ** (attempt - 1), 12 * 60 * 60);
}

/**
 * A value that goes into an e-mail header (subject, recipient, Reply-To): control characters
 * (CR, LF, NUL, tab and the rest) could start a new header ("Bcc: …"), so each run of them
 * becomes one space; the result is trimmed and bounded. The forms refuse them already; this is
 * the pipe's own guarantee for every value, whatever path it came by.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function headerValue(value: string, maxLength = 250) {
  return value.replace(CONTROL_RUNS, " ").trim().slice(0, maxLength);
}

type Kind = EmailKind<EmailJob>;

/** The kind of a message's body, or null when it is no job of a registered kind. */
function kindOf(kinds: RegisteredKinds, body: unknown): Kind | null {
  if (typeof body !== "object" || body === null) return null;
  const type = (body as { type?: unknown }).type;
  if (typeof type !== "string" || !Object.hasOwn(kinds, type)) return null;
  return (kinds as Record<string, unknown>)[type] as Kind;
}

/** A job rendered by its kind into the message the outbox keeps and a transport sends. */
export async function renderEmail(job: EmailJob, kinds: RegisteredKinds): Promise<OutgoingEmail> {
  const kind = kindOf(kinds, job);
  if (!kind) throw new Error("the job is of no registered kind");
  const { to, content, headers = {}, locale = job.locale } = await kind.render(job, mailLanguage(job.locale));
  const rendered = renderLayout(content, locale);
  // Headers are built only from cleaned values: a CR or LF typed into a form never starts a header.
  const cleanHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(value)]));
  return {
    template: job.type,
    to: headerValue(to),
    headers: cleanHeaders,
    ...rendered,
    subject: headerValue(rendered.subject),
  };
}

/** A failed query's parameters hold addresses and message text: only its SQL and D1's message are kept. */
function errorText(error: unknown) {
  return errorMessage(error).slice(0, 500);
}

/**
 * The outbox row of a queue message, rendered on its first attempt. The row id is
 * the queue message id, so a retried or twice-delivered message finds its row
 * instead of rendering (and sending) a second copy.
 */
async function outboxRowFor(message: Message<unknown>, job: EmailJob, subject: MailSubject, kinds: RegisteredKinds) {
  const existing = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, message.id) });
  if (existing) return existing;
  const email = await renderEmail(job, kinds);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      id: message.id,
      template: email.template,
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
      ...subject,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, message.id) }))!;
}

async function isRendered(message: Message<unknown>) {
  return (await db.query.emailOutbox.findFirst({ columns: { id: true }, where: eq(emailOutbox.id, message.id) })) !== undefined;
}

/** A job whose person was erased is dropped, and any copy of it with it: nothing is written after erasure. */
async function drop(message: Message<unknown>) {
  await db.delete(emailOutbox).where(eq(emailOutbox.id, message.id));
  message.ack();
}

async function deliver(message: Message<unknown>, transport: EmailTransport, kinds: RegisteredKinds) {
  const kind = kindOf(kinds, message.body);
  if (!kind) throw new Error("the message is not an e-mail job");
  const job = message.body as EmailJob;
  const subject = await kind.about(job);
  if (!subject) return drop(message);
  // A staff member may have asked for this alert in their digest, or not at all: decided before the first
  // rendering, so a retry of one already rendered is sent as it was.
  if (kind.route && !(await isRendered(message)) && (await kind.route(job, message.id, new Date())) !== "send") {
    message.ack();
    return;
  }
  const row = await outboxRowFor(message, job, subject, kinds);
  // An erasure that ran while the row was written finds no row to delete: look again.
  if (!(await kind.about(job))) return drop(message);
  if (row.status === "sent") {
    message.ack();
    return;
  }
  // A reserved domain (RFC 2606) can never receive mail, e.g. the made-up address of someone known only by a phone
  // number: trying would fail at the provider on every retry.
  if (/\.invalid$/i.test(row.toAddress)) return drop(message);
  try {
    await transport.send({
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: row.headers,
      from: config.emailFrom,
      idempotencyKey: row.id,
    });
  } catch (error) {
    const final = message.attempts >= EMAIL_MAX_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({ attempts: message.attempts, lastError: errorText(error), status: final ? "failed" : "queued" })
      .where(eq(emailOutbox.id, row.id));
    console.error(
      `E-mail ${row.id} (${row.template}) not sent on attempt ${message.attempts} of ${EMAIL_MAX_ATTEMPTS}` +
        (final ? "; moving it to the dead-letter queue" : "; retrying"),
      errorText(error),
    );
    // On the last attempt the Queue moves the message to the dead-letter queue.
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    return;
  }
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      attempts: message.attempts,
      sentAt: new Date(),
      // Once real mail has left, the copy is no longer needed and would keep live
      // confirmation and reset links at rest; the local outbox is the mailbox itself.
      ...(transport.name === "outbox" ? {} : { html: "", text: "" }),
      ...(kind.forgetRecipient ? { toAddress: ERASED_RECIPIENT } : {}),
    })
    .where(eq(emailOutbox.id, row.id));
  message.ack();
}

/**
 * The Queue consumer. Every message is acknowledged only after its send succeeded;
 * any failure, even before the outbox row exists, asks the Queue to retry it, so a
 * message is either sent, still retrying, or in the dead-letter queue.
 */
export async function deliverEmailBatch(batch: MessageBatch<unknown>, transport: EmailTransport, kinds: RegisteredKinds) {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await deliver(message, transport, kinds);
      } catch (error) {
        console.error(`E-mail job ${message.id} failed before sending (attempt ${message.attempts})`, errorText(error));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }),
  );
}
