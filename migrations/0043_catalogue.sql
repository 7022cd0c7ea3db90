-- Written by hand. The treatment catalogue (decision 0121): the specialties and the procedures NileCare offers, their
-- words in English and Arabic side by side, prices, typical stays, usual inclusions and home-country prices with
-- their source and date. No rows: production starts empty; the sample catalogue is in app/db/sample-catalogue.sql.
-- audit_log's CHECK is widened with the catalogue's five actions, which rebuilds the table as 0042 did, its triggers
-- with it.
CREATE TABLE `catalogue_specialties` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`description_ar` text NOT NULL,
	`overview` text NOT NULL,
	`overview_ar` text NOT NULL,
	`ideal_candidates` text NOT NULL,
	`quick_facts` text NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`id`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "catalogue_specialties_id_valid" CHECK("catalogue_specialties"."id" IN ('cardiac-surgery', 'eye-surgery', 'dental-care', 'cosmetic-surgery', 'general-surgery', 'orthopedic-surgery'))
);
--> statement-breakpoint
CREATE TABLE `catalogue_procedures` (
	`id` text PRIMARY KEY NOT NULL,
	`specialty_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`name_ar` text NOT NULL,
	`description` text NOT NULL,
	`description_ar` text NOT NULL,
	`duration` text NOT NULL,
	`duration_ar` text NOT NULL,
	`recovery` text NOT NULL,
	`recovery_ar` text NOT NULL,
	`price_low` integer NOT NULL,
	`price_high` integer NOT NULL,
	`egypt_price` integer NOT NULL,
	`success_rate` integer,
	`hospital_nights_min` integer NOT NULL,
	`hospital_nights_max` integer NOT NULL,
	`nights_in_egypt_min` integer NOT NULL,
	`nights_in_egypt_max` integer NOT NULL,
	`trips` integer DEFAULT 1 NOT NULL,
	`inclusions` text NOT NULL,
	`candidate_requirements` text NOT NULL,
	`recovery_stages` text NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`specialty_id`) REFERENCES `catalogue_specialties`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "catalogue_procedures_price_order" CHECK("catalogue_procedures"."price_low" > 0 AND "catalogue_procedures"."price_low" <= "catalogue_procedures"."egypt_price" AND "catalogue_procedures"."egypt_price" <= "catalogue_procedures"."price_high"),
	CONSTRAINT "catalogue_procedures_success_rate" CHECK("catalogue_procedures"."success_rate" IS NULL OR "catalogue_procedures"."success_rate" BETWEEN 1 AND 100),
	CONSTRAINT "catalogue_procedures_nights_order" CHECK("catalogue_procedures"."hospital_nights_min" >= 0 AND "catalogue_procedures"."hospital_nights_min" <= "catalogue_procedures"."hospital_nights_max" AND "catalogue_procedures"."nights_in_egypt_min" >= 1 AND "catalogue_procedures"."nights_in_egypt_min" <= "catalogue_procedures"."nights_in_egypt_max" AND "catalogue_procedures"."hospital_nights_min" <= "catalogue_procedures"."nights_in_egypt_min" AND "catalogue_procedures"."hospital_nights_max" <= "catalogue_procedures"."nights_in_egypt_max"),
	CONSTRAINT "catalogue_procedures_trips" CHECK("catalogue_procedures"."trips" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `catalogue_procedures_specialty_idx` ON `catalogue_procedures` (`specialty_id`,`is_active`,`position`);--> statement-breakpoint
CREATE TABLE `catalogue_home_prices` (
	`procedure_id` text NOT NULL,
	`country` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`source` text NOT NULL,
	`as_of` text NOT NULL,
	PRIMARY KEY(`procedure_id`, `country`),
	FOREIGN KEY (`procedure_id`) REFERENCES `catalogue_procedures`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "catalogue_home_prices_country_valid" CHECK("catalogue_home_prices"."country" IN ('us', 'uk', 'de', 'ca')),
	CONSTRAINT "catalogue_home_prices_currency_valid" CHECK("catalogue_home_prices"."currency" IN ('USD', 'GBP', 'EUR', 'CAD')),
	CONSTRAINT "catalogue_home_prices_amount" CHECK("catalogue_home_prices"."amount" > 0),
	CONSTRAINT "catalogue_home_prices_date" CHECK("catalogue_home_prices"."as_of" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
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
	CONSTRAINT "audit_log_action_valid" CHECK("__new_audit_log"."action" IN ('case_viewed', 'document_opened', 'case_claimed', 'case_assigned', 'case_status_changed', 'case_note_added', 'subscribers_exported', 'schedule_viewed', 'booking_outcome_set', 'doctor_created', 'doctor_updated', 'doctor_activated', 'doctor_deactivated', 'case_replied', 'quote_sent', 'quote_accepted', 'quote_declined', 'patient_emailed', 'case_stage_changed', 'case_journey_updated', 'patient_viewed', 'review_hidden', 'story_approved', 'booking_moved', 'inbound_mail_viewed', 'inbound_mail_deleted', 'inbound_mail_released', 'report_exported', 'payment_refunded', 'facility_created', 'facility_updated', 'facility_activated', 'facility_deactivated', 'booking_made', 'booking_rescheduled', 'booking_cancelled', 'procedure_created', 'procedure_updated', 'procedure_activated', 'procedure_deactivated', 'specialty_updated'))
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
