import { queueDueReminders } from "~/booking/reminders.server";

export type ScheduledJob = { name: string; run: (now: Date) => Promise<void> };

export const scheduledJobs: ScheduledJob[] = [{ name: "consultation-reminders", run: queueDueReminders }];
