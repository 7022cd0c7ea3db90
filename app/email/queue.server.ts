import { env } from "cloudflare:workers";
import { loggableError } from "~/utils/loggable-error";
import type { EmailJob } from "./jobs";

/** Hands an e-mail to the Queue; the consumer in this same worker renders and sends it. */
export async function enqueueEmail(job: EmailJob) {
  await env.EMAIL_QUEUE.send(job, { contentType: "json" });
}

/** The most messages a Queue takes in one `sendBatch` (Cloudflare's limit): a larger batch is refused whole. */
const QUEUE_BATCH_LIMIT = 100;

/**
 * Several e-mails, sent to the Queue in batches it accepts (a busy morning's overdue alerts run to hundreds). A
 * refused batch throws; the batches before it stay queued.
 */
export async function enqueueEmails(jobs: EmailJob[]) {
  for (let start = 0; start < jobs.length; start += QUEUE_BATCH_LIMIT) {
    const batch = jobs.slice(start, start + QUEUE_BATCH_LIMIT);
    await env.EMAIL_QUEUE.sendBatch(batch.map((body) => ({ body, contentType: "json" as const })));
  }
}

/** Queues e-mails after a change is stored; a failure is logged, never undoes the change. */
export async function queueAfterStore(jobs: EmailJob[], what: string) {
  if (jobs.length === 0) return;
  try {
    await enqueueEmails(jobs);
  } catch (error) {
    console.error(`${what} is stored but its e-mails could not be queued`, loggableError(error));
  }
}
