CREATE TABLE `pending_email_changes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`new_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_email_changes_token_hash_unique` ON `pending_email_changes` (`token_hash`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose_valid" CHECK("__new_auth_tokens"."purpose" IN ('email_confirmation', 'password_reset', 'account_deletion'))
);
--> statement-breakpoint
INSERT INTO `__new_auth_tokens`("id", "user_id", "purpose", "token_hash", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "purpose", "token_hash", "expires_at", "used_at", "created_at" FROM `auth_tokens`;--> statement-breakpoint
DROP TABLE `auth_tokens`;--> statement-breakpoint
ALTER TABLE `__new_auth_tokens` RENAME TO `auth_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user_idx` ON `auth_tokens` (`user_id`,`purpose`);--> statement-breakpoint
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
	CONSTRAINT "security_events_type_valid" CHECK("__new_security_events"."event_type" IN ('successful_signup', 'failed_signup', 'blocked_duplicate_signup', 'successful_login', 'failed_login', 'login_blocked_rate_limit', 'user_signout', 'password_reset_requested', 'failed_password_reset', 'password_updated', 'failed_password_update', 'rate_limit_unavailable', 'staff_invited', 'staff_invitation_revoked', 'staff_invitation_accepted', 'staff_role_changed', 'staff_removed', 'email_change_requested', 'email_changed', 'other_sessions_ended', 'data_exported', 'account_deleted', 'health_consent_withdrawn', 'health_consent_given')),
	CONSTRAINT "security_events_risk_valid" CHECK("__new_security_events"."risk_level" IN ('low', 'medium', 'high'))
);
--> statement-breakpoint
INSERT INTO `__new_security_events`("id", "event_type", "user_id", "ip_address", "user_agent", "event_data", "risk_level", "created_at") SELECT "id", "event_type", "user_id", "ip_address", "user_agent", "event_data", "risk_level", "created_at" FROM `security_events`;--> statement-breakpoint
DROP TABLE `security_events`;--> statement-breakpoint
ALTER TABLE `__new_security_events` RENAME TO `security_events`;--> statement-breakpoint
CREATE INDEX `security_events_type_idx` ON `security_events` (`event_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_user_idx` ON `security_events` (`user_id`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `country` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer;--> statement-breakpoint
ALTER TABLE `intakes` ADD `consent_withdrawn_at` integer;