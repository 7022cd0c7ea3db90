PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_consultation_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`coordinator_id` text,
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
	FOREIGN KEY (`coordinator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`trip_plan_id`) REFERENCES `trip_plans`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "consultation_bookings_status_valid" CHECK("__new_consultation_bookings"."status" IN ('held', 'awaiting_email', 'confirmed', 'cancelled', 'done', 'no_show'))
);
--> statement-breakpoint
INSERT INTO `__new_consultation_bookings`("id", "coordinator_id", "starts_at", "status", "hold_expires_at", "user_id", "patient_zone", "name", "email", "phone", "topic", "shares_intake", "trip_plan_id", "doctor_id", "replaces_id", "confirmed_at", "cancelled_at", "reminder_24h_queued_at", "reminder_2h_queued_at", "created_at") SELECT "id", "coordinator_id", "starts_at", "status", "hold_expires_at", "user_id", "patient_zone", "name", "email", "phone", "topic", "shares_intake", "trip_plan_id", "doctor_id", "replaces_id", "confirmed_at", "cancelled_at", "reminder_24h_queued_at", "reminder_2h_queued_at", "created_at" FROM `consultation_bookings`;--> statement-breakpoint
DROP TABLE `consultation_bookings`;--> statement-breakpoint
ALTER TABLE `__new_consultation_bookings` RENAME TO `consultation_bookings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_bookings_slot_unique` ON `consultation_bookings` (`coordinator_id`,`starts_at`) WHERE "consultation_bookings"."status" IN ('held', 'awaiting_email', 'confirmed', 'done', 'no_show');--> statement-breakpoint
CREATE INDEX `consultation_bookings_starts_idx` ON `consultation_bookings` (`starts_at`,`status`);--> statement-breakpoint
CREATE INDEX `consultation_bookings_user_idx` ON `consultation_bookings` (`user_id`,`starts_at`);