import { loggableError } from "~/utils/loggable-error";
import { scheduledJobs, type ScheduledJob } from "./jobs.server";

/** Runs every job; one failing does not stop the others, and its failure is logged. */
export async function runScheduledJobs(now: Date, jobs: ScheduledJob[] = scheduledJobs) {
  const results = await Promise.allSettled(jobs.map((job) => job.run(now)));
  results.forEach((result, i) => {
    if (result.status === "rejected") console.error(`Scheduled job ${jobs[i]!.name} failed`, loggableError(result.reason));
  });
}
