PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`user_id` text,
	`ip_address` text,
	`user_agent` text,
	`event_data` text DEFAULT '{}' NOT NULL,
	`risk_level` text DEFAULT 'low' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "security_events_type_valid" CHECK("__new_security_events"."event_type" IN ('successful_signup', 'failed_signup', 'blocked_duplicate_signup', 'successful_login', 'failed_login', 'login_blocked_rate_limit', 'user_signout', 'password_reset_requested', 'failed_password_reset', 'password_updated', 'failed_password_update', 'rate_limit_unavailable')),
	CONSTRAINT "security_events_risk_valid" CHECK("__new_security_events"."risk_level" IN ('low', 'medium', 'high'))
);
--> statement-breakpoint
INSERT INTO `__new_security_events`("id", "event_type", "user_id", "ip_address", "user_agent", "event_data", "risk_level", "created_at") SELECT "id", "event_type", "user_id", "ip_address", "user_agent", "event_data", "risk_level", "created_at" FROM `security_events`;--> statement-breakpoint
DROP TABLE `security_events`;--> statement-breakpoint
ALTER TABLE `__new_security_events` RENAME TO `security_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `security_events_type_idx` ON `security_events` (`event_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_user_idx` ON `security_events` (`user_id`);