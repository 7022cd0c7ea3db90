import { deleteExpiredAuthRecords } from "~/auth/cleanup.server";
import { queueDueReminders } from "~/booking/reminders.server";
import { deleteExpiredDrafts } from "~/intake/draft.server";

export type ScheduledJob = { name: string; run: (now: Date) => Promise<void> };

/** Run every five minutes by the Cron Trigger (wrangler.toml); each job is idempotent and cheap when idle. */
export const scheduledJobs: ScheduledJob[] = [
  {
    name: "expired-intake-drafts",
    run: async (now) => {
      await deleteExpiredDrafts(now);
    },
  },
  { name: "expired-auth-records", run: deleteExpiredAuthRecords },
  { name: "consultation-reminders", run: queueDueReminders },
];
