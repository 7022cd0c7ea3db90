/** One job of the Cron Trigger: `run` gets the trigger's scheduled time (the test clock in tests). */
export type ScheduledJob = { name: string; run: (now: Date) => Promise<void> };
