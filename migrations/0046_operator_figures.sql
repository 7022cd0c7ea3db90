-- Written by hand. The figures an operator states of themselves, each with its source and the day that source gave it
-- (decision 0122); the audit log's CHECK rebuilt with every action so far and the four of these figures.
CREATE TABLE `operator_figures` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_ar` text NOT NULL,
	`value` text NOT NULL,
	`source` text NOT NULL,
	`source_ar` text NOT NULL,
	`stated_on` text NOT NULL,
	`position` integer DEFAULT 100 NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	CONSTRAINT "operator_figures_stated_on_day" CHECK("operator_figures"."stated_on" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
	CONSTRAINT "operator_figures_has_source" CHECK(length(trim("operator_figures"."source")) > 0 AND length(trim("operator_figures"."source_ar")) > 0)
);
--> statement-breakpoint
CREATE INDEX `operator_figures_active_idx` ON `operator_figures` (`is_active`,`position`,`name`);--> statement-breakpoint
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
	CONSTRAINT "audit_log_action_valid" CHECK("__new_audit_log"."action" IN ('case_viewed', 'document_opened', 'case_claimed', 'case_assigned', 'case_status_changed', 'case_note_added', 'subscribers_exported', 'schedule_viewed', 'booking_outcome_set', 'doctor_created', 'doctor_updated', 'doctor_activated', 'doctor_deactivated', 'case_replied', 'quote_sent', 'quote_accepted', 'quote_declined', 'patient_emailed', 'case_stage_changed', 'case_journey_updated', 'patient_viewed', 'review_hidden', 'story_approved', 'booking_moved', 'inbound_mail_viewed', 'inbound_mail_deleted', 'inbound_mail_released', 'report_exported', 'payment_refunded', 'facility_created', 'facility_updated', 'facility_activated', 'facility_deactivated', 'booking_made', 'booking_rescheduled', 'booking_cancelled', 'team_member_created', 'team_member_updated', 'team_member_activated', 'team_member_deactivated', 'hotel_created', 'hotel_updated', 'hotel_activated', 'hotel_deactivated', 'procedure_created', 'procedure_updated', 'procedure_activated', 'procedure_deactivated', 'specialty_updated', 'operator_figure_created', 'operator_figure_updated', 'operator_figure_activated', 'operator_figure_deactivated'))
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
