import { env } from "cloudflare:workers";
import { loggableError } from "~/utils/loggable-error";
import type { EmailJob } from "./jobs";

/** Hands an e-mail to the Queue; the consumer in this same worker renders and sends it. */
export async function enqueueEmail(job: EmailJob) {
  await env.EMAIL_QUEUE.send(job, { contentType: "json" });
}

/** Several e-mails in one call: either all are queued or the call throws. */
export async function enqueueEmails(jobs: EmailJob[]) {
  await env.EMAIL_QUEUE.sendBatch(jobs.map((body) => ({ body, contentType: "json" as const })));
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
