CREATE TABLE `intake_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`draft_id` text,
	`intake_id` text,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`draft_id`) REFERENCES `intake_drafts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "intake_documents_one_owner" CHECK(("intake_documents"."draft_id" IS NULL) <> ("intake_documents"."intake_id" IS NULL)),
	CONSTRAINT "intake_documents_kind_valid" CHECK("intake_documents"."kind" IN ('passport', 'medicalRecords', 'insurance')),
	CONSTRAINT "intake_documents_type_valid" CHECK("intake_documents"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "intake_documents_size_range" CHECK("intake_documents"."size" BETWEEN 1 AND 10485760)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_documents_storage_key_unique` ON `intake_documents` (`storage_key`);--> statement-breakpoint
CREATE INDEX `intake_documents_draft_idx` ON `intake_documents` (`draft_id`,`kind`);--> statement-breakpoint
CREATE INDEX `intake_documents_intake_idx` ON `intake_documents` (`intake_id`,`kind`);--> statement-breakpoint
CREATE TABLE `intake_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`data` text DEFAULT '{}' NOT NULL,
	`current_step` integer DEFAULT 1 NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "intake_drafts_step_range" CHECK("intake_drafts"."current_step" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE INDEX `intake_drafts_expires_idx` ON `intake_drafts` (`expires_at`);--> statement-breakpoint
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
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "intakes_status_valid" CHECK("intakes"."status" IN ('submitted', 'reviewing', 'confirmed', 'cancelled')),
	CONSTRAINT "intakes_age_range" CHECK("intakes"."age" IS NULL OR "intakes"."age" BETWEEN 1 AND 120),
	CONSTRAINT "intakes_country_valid" CHECK("intakes"."country" IS NULL OR "intakes"."country" IN ('us', 'uk', 'ca', 'au', 'de', 'fr', 'other')),
	CONSTRAINT "intakes_treatment_valid" CHECK("intakes"."treatment_type" IS NULL OR "intakes"."treatment_type" IN ('cardiac', 'orthopedic', 'cosmetic', 'dental', 'eye', 'cancer', 'fertility', 'other')),
	CONSTRAINT "intakes_timeline_valid" CHECK("intakes"."timeline" IS NULL OR "intakes"."timeline" IN ('asap', '1-3months', '3-6months', '6months+')),
	CONSTRAINT "intakes_budget_valid" CHECK("intakes"."budget_range" IS NULL OR "intakes"."budget_range" IN ('under5k', '5k-10k', '10k-25k', '25k-50k', '50k+')),
	CONSTRAINT "intakes_accommodation_valid" CHECK("intakes"."accommodation_type" IS NULL OR "intakes"."accommodation_type" IN ('luxury', 'premium', 'standard', 'budget', 'medical', 'apartment')),
	CONSTRAINT "intakes_companions_valid" CHECK("intakes"."companion_travelers" IS NULL OR "intakes"."companion_travelers" IN ('0', '1', '2', '3+')),
	CONSTRAINT "intakes_language_valid" CHECK("intakes"."language_preference" IS NULL OR "intakes"."language_preference" IN ('english', 'spanish', 'french', 'german', 'arabic', 'chinese', 'russian', 'other'))
);
--> statement-breakpoint
CREATE INDEX `intakes_user_idx` ON `intakes` (`user_id`,`created_at`);