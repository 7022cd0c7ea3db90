import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { recipientForgottenAfterSending, type EmailJob, type EmailJobType } from "./jobs";
import { mailSubjectOf, type MailSubject } from "./mail-subject.server";
import { isEmailJob, renderEmail } from "./templates.server";
import type { EmailTransport } from "./transport.server";
import { errorMessage } from "~/utils/loggable-error";
import { routeStaffAlert } from "~/cases/console/staff-alerts.server";

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

/** A failed query's parameters hold addresses and message text: only its SQL and D1's message are kept. */
function errorText(error: unknown) {
  return errorMessage(error).slice(0, 500);
}

/**
 * The outbox row of a queue message, rendered on its first attempt. The row id is
 * the queue message id, so a retried or twice-delivered message finds its row
 * instead of rendering (and sending) a second copy.
 */
async function outboxRowFor(message: Message<unknown>, job: EmailJob, subject: MailSubject) {
  const existing = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, message.id) });
  if (existing) return existing;
  const email = await renderEmail(job);
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

async function deliver(message: Message<unknown>, transport: EmailTransport) {
  if (!isEmailJob(message.body)) throw new Error("the message is not an e-mail job");
  const job = message.body;
  const subject = await mailSubjectOf(job);
  if (!subject) return drop(message);
  // A staff member may have asked for this alert in their digest, or not at all (decision 2613): decided before the
  // first rendering, so a retry of one already rendered is sent as it was.
  if (
    (job.type === "staff-case-alert" || job.type === "quote-decided") &&
    !(await isRendered(message)) &&
    (await routeStaffAlert(job, message.id, new Date())) !== "send"
  ) {
    message.ack();
    return;
  }
  const row = await outboxRowFor(message, job, subject);
  // An erasure that ran while the row was written finds no row to delete: look again.
  if (!(await mailSubjectOf(job))) return drop(message);
  if (row.status === "sent") {
    message.ack();
    return;
  }
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
      ...(recipientForgottenAfterSending.has(row.template as EmailJobType) ? { toAddress: ERASED_RECIPIENT } : {}),
    })
    .where(eq(emailOutbox.id, row.id));
  message.ack();
}

/**
 * The Queue consumer. Every message is acknowledged only after its send succeeded;
 * any failure, even before the outbox row exists, asks the Queue to retry it, so a
 * message is either sent, still retrying, or in the dead-letter queue.
 */
export async function deliverEmailBatch(batch: MessageBatch<unknown>, transport: EmailTransport) {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        await deliver(message, transport);
      } catch (error) {
        console.error(`E-mail job ${message.id} failed before sending (attempt ${message.attempts})`, errorText(error));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }),
  );
}
