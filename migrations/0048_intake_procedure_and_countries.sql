-- Written by hand (decision 0146). An intake names the catalogue procedure the patient chose, and its country is any
-- ISO 3166-1 code, checked by the intake's schema rather than a CHECK of six countries; the United Kingdom's `uk`
-- becomes its ISO code `gb`, in intakes and in drafts. SQLite drops a CHECK only by building the table again, and D1
-- runs migrations with foreign keys on, where dropping `intakes` would cascade into its cases and documents. So the
-- rows are copied aside, the old rows' ids moved out of their children's way (the children's references wait for the
-- end of the migration, deferred), the old table dropped with nothing pointing at it, and the new one filled under
-- the same ids, which settles every deferred reference again.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
DROP TRIGGER `case_search_intake_update`;--> statement-breakpoint
CREATE TABLE `intakes_copy` AS SELECT `id`, `user_id`, `first_name`, `last_name`, `email`, `phone`, `age`, `country`, `treatment_type`, `timeline`, `budget_range`, `medical_condition`, `previous_treatments`, `current_medications`, `allergies`, `doctor_preference`, `accessibility_needs`, `preferred_dates`, `accommodation_type`, `companion_travelers`, `dietary_requirements`, `language_preference`, `status`, `health_data_consent_at`, `health_data_consent_text`, `consent_withdrawn_at`, `created_at` FROM `intakes`;--> statement-breakpoint
UPDATE `intakes_copy` SET `country` = 'gb' WHERE `country` = 'uk';--> statement-breakpoint
UPDATE `intakes` SET `id` = `id` || ' (rebuilt)';--> statement-breakpoint
DROP TABLE `intakes`;--> statement-breakpoint
CREATE TABLE `intakes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`email` text,
	`phone` text,
	`age` integer,
	`country` text,
	`treatment_type` text,
	`procedure_id` text,
	`timeline` text,
	`budget_range` text,
	`medical_condition` text,
	`previous_treatments` text,
	`current_medications` text,
	`allergies` text,
	`doctor_preference` text,
	`accessibility_needs` text,
	`preferred_dates` text,
	`accommodation_type` text,
	`companion_travelers` text,
	`dietary_requirements` text,
	`language_preference` text,
	`status` text DEFAULT 'submitted' NOT NULL,
	`health_data_consent_at` integer NOT NULL,
	`health_data_consent_text` text NOT NULL,
	`consent_withdrawn_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`treatment_type`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`procedure_id`) REFERENCES `catalogue_procedures`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "intakes_status_valid" CHECK("intakes"."status" IN ('submitted', 'reviewing', 'confirmed', 'cancelled')),
	CONSTRAINT "intakes_age_range" CHECK("intakes"."age" IS NULL OR "intakes"."age" BETWEEN 1 AND 120),
	CONSTRAINT "intakes_timeline_valid" CHECK("intakes"."timeline" IS NULL OR "intakes"."timeline" IN ('asap', '1-3months', '3-6months', '6months+')),
	CONSTRAINT "intakes_budget_valid" CHECK("intakes"."budget_range" IS NULL OR "intakes"."budget_range" IN ('under5k', '5k-10k', '10k-25k', '25k-50k', '50k+')),
	CONSTRAINT "intakes_accommodation_valid" CHECK("intakes"."accommodation_type" IS NULL OR "intakes"."accommodation_type" IN ('luxury', 'premium', 'standard', 'budget', 'medical', 'apartment')),
	CONSTRAINT "intakes_companions_valid" CHECK("intakes"."companion_travelers" IS NULL OR "intakes"."companion_travelers" IN ('0', '1', '2', '3+')),
	CONSTRAINT "intakes_language_valid" CHECK("intakes"."language_preference" IS NULL OR "intakes"."language_preference" IN ('english', 'spanish', 'french', 'german', 'arabic', 'chinese', 'russian', 'other'))
);--> statement-breakpoint
INSERT INTO `intakes` (`id`, `user_id`, `first_name`, `last_name`, `email`, `phone`, `age`, `country`, `treatment_type`, `timeline`, `budget_range`, `medical_condition`, `previous_treatments`, `current_medications`, `allergies`, `doctor_preference`, `accessibility_needs`, `preferred_dates`, `accommodation_type`, `companion_travelers`, `dietary_requirements`, `language_preference`, `status`, `health_data_consent_at`, `health_data_consent_text`, `consent_withdrawn_at`, `created_at`) SELECT `id`, `user_id`, `first_name`, `last_name`, `email`, `phone`, `age`, `country`, `treatment_type`, `timeline`, `budget_range`, `medical_condition`, `previous_treatments`, `current_medications`, `allergies`, `doctor_preference`, `accessibility_needs`, `preferred_dates`, `accommodation_type`, `companion_travelers`, `dietary_requirements`, `language_preference`, `status`, `health_data_consent_at`, `health_data_consent_text`, `consent_withdrawn_at`, `created_at` FROM `intakes_copy`;--> statement-breakpoint
DROP TABLE `intakes_copy`;--> statement-breakpoint
CREATE INDEX `intakes_user_idx` ON `intakes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `intakes_procedure_idx` ON `intakes` (`procedure_id`);--> statement-breakpoint
CREATE TRIGGER `case_search_intake_update` AFTER UPDATE ON `intakes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `intake_id` = NEW.`id`);
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `intake_id` = NEW.`id`);
END;--> statement-breakpoint
UPDATE `intake_drafts` SET `data` = json_set(`data`, '$.country', 'gb') WHERE json_extract(`data`, '$.country') = 'uk';
