import { loggableError } from "~/utils/loggable-error";
import { scheduledJobs } from "./jobs.server";

/** Runs every job on its own: one failing is logged and does not stop the others. */
export async function runScheduledJobs(now: Date) {
  const results = await Promise.allSettled(scheduledJobs.map((job) => job.run(now)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      console.error(`Scheduled job ${scheduledJobs[index]!.name} failed:`, loggableError(result.reason));
    }
  });
}
