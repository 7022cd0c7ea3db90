CREATE TABLE `case_events` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`actor_id` text,
	`kind` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`closing_reason` text,
	`assignee_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_events_kind_valid" CHECK("case_events"."kind" IN ('claimed', 'assigned', 'unassigned', 'status_changed', 'note_added'))
);
--> statement-breakpoint
CREATE INDEX `case_events_case_idx` ON `case_events` (`case_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `case_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_notes_body_length" CHECK(length("case_notes"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX `case_notes_case_idx` ON `case_notes` (`case_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `cases` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`contact_message_id` text,
	`trip_plan_id` text,
	`intake_id` text,
	`patient_user_id` text,
	`patient_name` text NOT NULL,
	`patient_email` text NOT NULL,
	`treatment` text,
	`status` text DEFAULT 'new' NOT NULL,
	`closing_reason` text,
	`assignee_id` text,
	`received_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trip_plan_id`) REFERENCES `trip_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cases_type_valid" CHECK("cases"."type" IN ('contact', 'trip_plan', 'intake')),
	CONSTRAINT "cases_status_valid" CHECK("cases"."status" IN ('new', 'in_review', 'awaiting_patient', 'scheduled', 'closed')),
	CONSTRAINT "cases_closing_reason_valid" CHECK(("cases"."status" = 'closed') = ("cases"."closing_reason" IS NOT NULL) AND ("cases"."closing_reason" IS NULL OR "cases"."closing_reason" IN ('answered', 'treatment_booked', 'patient_declined', 'no_response', 'duplicate', 'spam', 'other'))),
	CONSTRAINT "cases_one_source" CHECK(("cases"."type" = 'contact' AND "cases"."contact_message_id" IS NOT NULL AND "cases"."trip_plan_id" IS NULL AND "cases"."intake_id" IS NULL)
        OR ("cases"."type" = 'trip_plan' AND "cases"."trip_plan_id" IS NOT NULL AND "cases"."contact_message_id" IS NULL AND "cases"."intake_id" IS NULL)
        OR ("cases"."type" = 'intake' AND "cases"."intake_id" IS NOT NULL AND "cases"."contact_message_id" IS NULL AND "cases"."trip_plan_id" IS NULL)),
	CONSTRAINT "cases_email_lowercase" CHECK("cases"."patient_email" = lower("cases"."patient_email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cases_contact_message_unique` ON `cases` (`contact_message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cases_trip_plan_unique` ON `cases` (`trip_plan_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cases_intake_unique` ON `cases` (`intake_id`);--> statement-breakpoint
CREATE INDEX `cases_due_idx` ON `cases` (`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_status_due_idx` ON `cases` (`status`,`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_status_assignee_idx` ON `cases` (`status`,`assignee_id`,`due_at`);--> statement-breakpoint
CREATE INDEX `cases_assignee_due_idx` ON `cases` (`assignee_id`,`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_type_due_idx` ON `cases` (`type`,`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_patient_user_idx` ON `cases` (`patient_user_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `cases_patient_email_idx` ON `cases` (`patient_email`,`received_at`);--> statement-breakpoint
CREATE TABLE `audit_log` (
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
	CONSTRAINT "audit_log_action_valid" CHECK("audit_log"."action" IN ('case_viewed', 'document_opened', 'case_claimed', 'case_assigned', 'case_status_changed', 'case_note_added', 'subscribers_exported'))
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_case_idx` ON `audit_log` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_user_id`,`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `staff_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "staff_invitations_role_valid" CHECK("staff_invitations"."role" IN ('coordinator', 'admin')),
	CONSTRAINT "staff_invitations_email_lowercase" CHECK("staff_invitations"."email" = lower("staff_invitations"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_token_unique` ON `staff_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invitations_email_idx` ON `staff_invitations` (`email`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`username` text,
	`avatar_url` text,
	`role` text DEFAULT 'user' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "profiles_role_valid" CHECK("__new_profiles"."role" IN ('user', 'coordinator', 'admin'))
);
--> statement-breakpoint
INSERT INTO `__new_profiles`("user_id", "username", "avatar_url", "role", "created_at") SELECT "user_id", "username", "avatar_url", "role", "created_at" FROM `profiles`;--> statement-breakpoint
DROP TABLE `profiles`;--> statement-breakpoint
ALTER TABLE `__new_profiles` RENAME TO `profiles`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
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
	CONSTRAINT "security_events_type_valid" CHECK("__new_security_events"."event_type" IN ('successful_signup', 'failed_signup', 'blocked_duplicate_signup', 'successful_login', 'failed_login', 'login_blocked_rate_limit', 'user_signout', 'password_reset_requested', 'failed_password_reset', 'password_updated', 'failed_password_update', 'rate_limit_unavailable', 'staff_invited', 'staff_invitation_revoked', 'staff_invitation_accepted', 'staff_role_changed', 'staff_removed')),
	CONSTRAINT "security_events_risk_valid" CHECK("__new_security_events"."risk_level" IN ('low', 'medium', 'high'))
);
--> statement-breakpoint
INSERT INTO `__new_security_events`("id", "event_type", "user_id", "ip_address", "user_agent", "event_data", "risk_level", "created_at") SELECT "id", "event_type", "user_id", "ip_address", "user_agent", "event_data", "risk_level", "created_at" FROM `security_events`;--> statement-breakpoint
DROP TABLE `security_events`;--> statement-breakpoint
ALTER TABLE `__new_security_events` RENAME TO `security_events`;--> statement-breakpoint
CREATE INDEX `security_events_type_idx` ON `security_events` (`event_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_user_idx` ON `security_events` (`user_id`);