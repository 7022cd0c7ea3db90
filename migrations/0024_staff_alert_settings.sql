CREATE TABLE `staff_alert_settings` (
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`delivery` text NOT NULL,
	PRIMARY KEY(`user_id`, `event`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_alert_settings_event_valid" CHECK("staff_alert_settings"."event" IN ('assigned', 'patient-replied', 'booked', 'cancelled', 'due-in-30m', 'overdue')),
	CONSTRAINT "staff_alert_settings_delivery_valid" CHECK("staff_alert_settings"."delivery" IN ('now', 'digest', 'off'))
);
--> statement-breakpoint
CREATE TABLE `staff_digest_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`case_id` text NOT NULL,
	`event` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_digest_items_event_valid" CHECK("staff_digest_items"."event" IN ('assigned', 'patient-replied', 'booked', 'cancelled', 'due-in-30m', 'overdue'))
);
--> statement-breakpoint
CREATE INDEX `staff_digest_items_waiting_idx` ON `staff_digest_items` (`sent_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_digest_items_user_idx` ON `staff_digest_items` (`user_id`,`sent_at`);
