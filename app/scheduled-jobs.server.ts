import { queueDueCheckins } from "~/aftercare/checkins.server";
import { deleteExpiredAuthRecords } from "~/auth/cleanup.server";
import { repairBookingCases } from "~/booking/booking-case.server";
import { queueDueReminders } from "~/booking/reminders.server";
import { retentionJobs } from "~/privacy/retention.server";
import { queueReviewInvitations } from "~/reviews/reviews.server";
import { queueEscalations, queueOverdueAlerts } from "~/cases/console/overdue-alerts.server";
import { queueDigests } from "~/cases/console/staff-alerts.server";
import { returnRemindedCases } from "~/cases/console/reminders.server";
import { markLapsedAccreditations, queueAccreditationReminders } from "~/facilities/accreditation-reminders.server";
import { loggableError } from "~/utils/loggable-error";
import type { ScheduledJob } from "~/utils/scheduled-job";

/**
 * Run every five minutes by the Cron Trigger (wrangler.toml); each job is idempotent and cheap when idle.
 * Expired intake drafts (with their R2 files) are the retention table's "anonymous drafts" rule.
 */
export const scheduledJobs: ScheduledJob[] = [
  { name: "expired-auth-records", run: deleteExpiredAuthRecords },
  ...retentionJobs,
  { name: "consultation-reminders", run: queueDueReminders },
  { name: "booking-cases", run: repairBookingCases },
  { name: "overdue-reply-alerts", run: queueOverdueAlerts },
  { name: "reply-escalations", run: queueEscalations },
  { name: "case-reminders", run: returnRemindedCases },
  { name: "staff-digests", run: queueDigests },
  { name: "follow-up-checkins", run: queueDueCheckins },
  { name: "review-invitations", run: queueReviewInvitations },
  { name: "accreditation-reminders", run: queueAccreditationReminders },
  { name: "lapsed-accreditations", run: markLapsedAccreditations },
];

/** Runs every job on its own: one failing is logged and does not stop the others. */
export async function runScheduledJobs(now: Date, jobs: ScheduledJob[] = scheduledJobs) {
  const results = await Promise.allSettled(jobs.map((job) => job.run(now)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      console.error(`Scheduled job ${jobs[index]!.name} failed:`, loggableError(result.reason));
    }
  });
}
