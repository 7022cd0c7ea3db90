import { loggableError } from "~/utils/loggable-error";
import { scheduledJobs, type ScheduledJob } from "./jobs.server";

/** Runs every job on its own: one failing is logged and does not stop the others. */
export async function runScheduledJobs(now: Date, jobs: ScheduledJob[] = scheduledJobs) {
  const results = await Promise.allSettled(jobs.map((job) => job.run(now)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      console.error(`Scheduled job ${jobs[index]!.name} failed:`, loggableError(result.reason));
    }
  });
}
