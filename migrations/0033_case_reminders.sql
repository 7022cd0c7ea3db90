-- A coordinator's reminder to come back to a case (decision 0152): at its time the Cron Trigger returns the case to
-- review, due then, and tells its coordinator.
ALTER TABLE `cases` ADD `remind_at` integer;--> statement-breakpoint
ALTER TABLE `cases` ADD `remind_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `cases_remind_idx` ON `cases` (`remind_at`);
