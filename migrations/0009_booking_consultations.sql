CREATE TABLE `availability_exceptions` (
	`id` text PRIMARY KEY NOT NULL,
	`coordinator_id` text NOT NULL,
	`date` text NOT NULL,
	`kind` text NOT NULL,
	`start_minute` integer,
	`end_minute` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`coordinator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "availability_exceptions_kind_valid" CHECK("availability_exceptions"."kind" IN ('day_off', 'extra')),
	CONSTRAINT "availability_exceptions_window" CHECK(("availability_exceptions"."kind" = 'day_off' AND "availability_exceptions"."start_minute" IS NULL AND "availability_exceptions"."end_minute" IS NULL) OR ("availability_exceptions"."kind" = 'extra' AND "availability_exceptions"."start_minute" >= 0 AND "availability_exceptions"."end_minute" <= 1440 AND "availability_exceptions"."start_minute" < "availability_exceptions"."end_minute" AND "availability_exceptions"."start_minute" % 15 = 0 AND "availability_exceptions"."end_minute" % 15 = 0))
);
--> statement-breakpoint
CREATE INDEX `availability_exceptions_coordinator_idx` ON `availability_exceptions` (`coordinator_id`,`date`);--> statement-breakpoint
CREATE TABLE `consultation_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`coordinator_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`status` text NOT NULL,
	`hold_expires_at` integer,
	`user_id` text,
	`patient_zone` text NOT NULL,
	`name` text,
	`email` text,
	`phone` text,
	`topic` text,
	`shares_intake` integer DEFAULT false NOT NULL,
	`trip_plan_id` text,
	`doctor_id` text,
	`replaces_id` text,
	`confirmed_at` integer,
	`cancelled_at` integer,
	`reminder_24h_queued_at` integer,
	`reminder_2h_queued_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`coordinator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`trip_plan_id`) REFERENCES `trip_plans`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "consultation_bookings_status_valid" CHECK("consultation_bookings"."status" IN ('held', 'awaiting_email', 'confirmed', 'cancelled', 'done', 'no_show'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_bookings_slot_unique` ON `consultation_bookings` (`coordinator_id`,`starts_at`) WHERE "consultation_bookings"."status" IN ('held', 'awaiting_email', 'confirmed', 'done', 'no_show');--> statement-breakpoint
CREATE INDEX `consultation_bookings_starts_idx` ON `consultation_bookings` (`starts_at`,`status`);--> statement-breakpoint
CREATE INDEX `consultation_bookings_user_idx` ON `consultation_bookings` (`user_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `consultation_hours` (
	`id` text PRIMARY KEY NOT NULL,
	`coordinator_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`coordinator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "consultation_hours_weekday_range" CHECK("consultation_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "consultation_hours_window" CHECK("consultation_hours"."start_minute" >= 0 AND "consultation_hours"."end_minute" <= 1440 AND "consultation_hours"."start_minute" < "consultation_hours"."end_minute" AND "consultation_hours"."start_minute" % 15 = 0 AND "consultation_hours"."end_minute" % 15 = 0)
);
--> statement-breakpoint
CREATE INDEX `consultation_hours_coordinator_idx` ON `consultation_hours` (`coordinator_id`,`weekday`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`actor_email` text NOT NULL,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`case_id` text,
	`subject_user_id` text,
	`document_id` text,
	`detail` text,
	`ip_address` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "audit_log_action_valid" CHECK("__new_audit_log"."action" IN ('case_viewed', 'document_opened', 'case_claimed', 'case_assigned', 'case_status_changed', 'case_note_added', 'subscribers_exported', 'schedule_viewed', 'booking_outcome_set'))
);
--> statement-breakpoint
INSERT INTO `__new_audit_log`("id", "actor_id", "actor_email", "actor_name", "action", "case_id", "subject_user_id", "document_id", "detail", "ip_address", "created_at") SELECT "id", "actor_id", "actor_email", "actor_name", "action", "case_id", "subject_user_id", "document_id", "detail", "ip_address", "created_at" FROM `audit_log`;--> statement-breakpoint
DROP TABLE `audit_log`;--> statement-breakpoint
ALTER TABLE `__new_audit_log` RENAME TO `audit_log`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_case_idx` ON `audit_log` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_user_id`,`action`,`created_at`);--> statement-breakpoint
ALTER TABLE `profiles` ADD `time_zone` text;