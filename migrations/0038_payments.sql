-- Written by hand. Deposits through a payment provider: the payments (one per checkout started, numbered as invoices
-- when paid), every provider event stored once by its id, the refunds staff issue, and the development stand-in's
-- sessions. audit_log's CHECK is widened with `payment_refunded`, which rebuilds the table as
-- 0037 did and brings back its append-only triggers unchanged.
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text,
	`quote_id` text,
	`patient_user_id` text,
	`kind` text NOT NULL,
	`provider` text NOT NULL,
	`session_id` text,
	`provider_payment_id` text,
	`currency` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`refunded_minor` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`paid_at` integer,
	`invoice_number` integer,
	`invoice` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`patient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payments_kind_valid" CHECK("payments"."kind" IN ('deposit')),
	CONSTRAINT "payments_provider_valid" CHECK("payments"."provider" IN ('stripe')),
	CONSTRAINT "payments_currency_valid" CHECK("payments"."currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'SAR', 'AED', 'KWD', 'EGP')),
	CONSTRAINT "payments_status_valid" CHECK("payments"."status" IN ('open', 'paid', 'failed', 'expired')),
	CONSTRAINT "payments_amount_positive" CHECK("payments"."amount_minor" > 0),
	CONSTRAINT "payments_refund_bounds" CHECK("payments"."refunded_minor" BETWEEN 0 AND "payments"."amount_minor"),
	CONSTRAINT "payments_paid_numbered" CHECK(("payments"."status" = 'paid') = ("payments"."invoice_number" IS NOT NULL AND "payments"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_session_unique` ON `payments` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_invoice_number_unique` ON `payments` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `payments_case_idx` ON `payments` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_provider_payment_idx` ON `payments` (`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `payments_patient_idx` ON `payments` (`patient_user_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`payment_id` text,
	`outcome` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payment_events_outcome_valid" CHECK("payment_events"."outcome" IN ('applied', 'ignored'))
);
--> statement-breakpoint
CREATE INDEX `payment_events_payment_idx` ON `payment_events` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payment_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`reason` text,
	`provider_refund_id` text,
	`staff_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payment_refunds_amount_positive" CHECK("payment_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX `payment_refunds_payment_idx` ON `payment_refunds` (`payment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_stand_in` (
	`id` text PRIMARY KEY NOT NULL,
	`session` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
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
	CONSTRAINT "audit_log_action_valid" CHECK("__new_audit_log"."action" IN ('case_viewed', 'document_opened', 'case_claimed', 'case_assigned', 'case_status_changed', 'case_note_added', 'subscribers_exported', 'schedule_viewed', 'booking_outcome_set', 'doctor_created', 'doctor_updated', 'doctor_activated', 'doctor_deactivated', 'case_replied', 'quote_sent', 'quote_accepted', 'quote_declined', 'patient_emailed', 'case_stage_changed', 'case_journey_updated', 'patient_viewed', 'review_hidden', 'story_approved', 'booking_moved', 'inbound_mail_viewed', 'inbound_mail_deleted', 'inbound_mail_released', 'report_exported', 'payment_refunded'))
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
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (
  NEW.`id` = OLD.`id` AND NEW.`action` = OLD.`action` AND NEW.`created_at` = OLD.`created_at`
  AND NEW.`case_id` IS OLD.`case_id`
  AND (NEW.`subject_user_id` IS OLD.`subject_user_id` OR NEW.`subject_user_id` IS NULL)
  AND (NEW.`document_id` IS OLD.`document_id` OR NEW.`document_id` IS NULL)
  AND (NEW.`detail` IS OLD.`detail` OR NEW.`detail` IS NULL)
  AND (NEW.`ip_address` IS OLD.`ip_address` OR NEW.`ip_address` IS NULL)
  AND (NEW.`actor_id` = OLD.`actor_id` OR NEW.`actor_id` = '(erased)')
  AND (NEW.`actor_email` = OLD.`actor_email` OR NEW.`actor_email` = '(erased)')
  AND (NEW.`actor_name` = OLD.`actor_name` OR NEW.`actor_name` = '(erased)')
)
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: rows can only be anonymised'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
