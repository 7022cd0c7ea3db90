import { env } from "cloudflare:workers";
import type { EmailJob } from "./jobs";

/** Hands an e-mail to the Queue; the consumer in this same worker renders and sends it. */
export async function enqueueEmail(job: EmailJob) {
  await env.EMAIL_QUEUE.send(job, { contentType: "json" });
}

/** Several e-mails in one call: either all are queued or the call throws. */
export async function enqueueEmails(jobs: EmailJob[]) {
  await env.EMAIL_QUEUE.sendBatch(jobs.map((body) => ({ body, contentType: "json" as const })));
}
