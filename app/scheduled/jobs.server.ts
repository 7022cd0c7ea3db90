import { retentionJobs } from "~/privacy/retention.server";

export type ScheduledJob = { name: string; run: (now: Date) => Promise<void> };
export const scheduledJobs: ScheduledJob[] = [...retentionJobs];
