-- Written by hand. The hospitals, clinics and labs patients are treated at (decision 0165): the facility in English
-- and Arabic, its photos (R2, FACILITY_PHOTOS), its accreditations with the register to check them, the specialties
-- and doctors practised there. No rows: production starts empty; the sample facilities are in app/db/sample-data.sql.
-- audit_log's CHECK is widened with the four facility actions, which rebuilds the table as 0038 did, its triggers
-- with it.
CREATE TABLE `facilities` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`name_ar` text NOT NULL,
	`address` text NOT NULL,
	`address_ar` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`website` text,
	`description` text,
	`description_ar` text,
	`is_active` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	CONSTRAINT "facilities_kind_valid" CHECK("facilities"."kind" IN ('hospital', 'clinic', 'lab')),
	CONSTRAINT "facilities_latitude_range" CHECK("facilities"."latitude" IS NULL OR "facilities"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "facilities_longitude_range" CHECK("facilities"."longitude" IS NULL OR "facilities"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "facilities_coordinates_paired" CHECK(("facilities"."latitude" IS NULL) = ("facilities"."longitude" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `facilities_active_idx` ON `facilities` (`is_active`,`name`);--> statement-breakpoint
CREATE TABLE `facility_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`facility_id` text NOT NULL,
	`src` text NOT NULL,
	`r2_key` text,
	`bytes` integer,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `facility_photos_facility_idx` ON `facility_photos` (`facility_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `facility_accreditations` (
	`id` text PRIMARY KEY NOT NULL,
	`facility_id` text NOT NULL,
	`body` text NOT NULL,
	`number` text NOT NULL,
	`expires_on` text NOT NULL,
	`register_url` text NOT NULL,
	`reminded_for` text,
	`lapsed_for` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "facility_accreditations_body_valid" CHECK("facility_accreditations"."body" IN ('JCI', 'GAHAR', 'ISO')),
	CONSTRAINT "facility_accreditations_expiry_date" CHECK("facility_accreditations"."expires_on" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);
--> statement-breakpoint
CREATE INDEX `facility_accreditations_facility_idx` ON `facility_accreditations` (`facility_id`);--> statement-breakpoint
CREATE INDEX `facility_accreditations_expiry_idx` ON `facility_accreditations` (`expires_on`);--> statement-breakpoint
CREATE TABLE `facility_specialties` (
	`facility_id` text NOT NULL,
	`treatment_category` text NOT NULL,
	PRIMARY KEY(`facility_id`, `treatment_category`),
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "facility_specialties_category_valid" CHECK("facility_specialties"."treatment_category" IN ('cardiac-surgery', 'eye-surgery', 'dental-care', 'cosmetic-surgery', 'general-surgery', 'orthopedic-surgery'))
);
--> statement-breakpoint
CREATE INDEX `facility_specialties_category_idx` ON `facility_specialties` (`treatment_category`);--> statement-breakpoint
CREATE TABLE `facility_doctors` (
	`facility_id` text NOT NULL,
	`doctor_id` text NOT NULL,
	PRIMARY KEY(`facility_id`, `doctor_id`),
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`doctor_id`) REFERENCES `doctors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `facility_doctors_doctor_idx` ON `facility_doctors` (`doctor_id`);--> statement-breakpoint
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
	CONSTRAINT "audit_log_action_valid" CHECK("__new_audit_log"."action" IN ('case_viewed', 'document_opened', 'case_claimed', 'case_assigned', 'case_status_changed', 'case_note_added', 'subscribers_exported', 'schedule_viewed', 'booking_outcome_set', 'doctor_created', 'doctor_updated', 'doctor_activated', 'doctor_deactivated', 'case_replied', 'quote_sent', 'quote_accepted', 'quote_declined', 'patient_emailed', 'case_stage_changed', 'case_journey_updated', 'patient_viewed', 'review_hidden', 'story_approved', 'booking_moved', 'inbound_mail_viewed', 'inbound_mail_deleted', 'inbound_mail_released', 'report_exported', 'payment_refunded', 'facility_created', 'facility_updated', 'facility_activated', 'facility_deactivated'))
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
