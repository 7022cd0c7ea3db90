-- A fourth case type: a consultation booked by someone who had no case yet, and a seventh staff alert, a quote the
-- patient accepted or declined (decision 2617). SQLite changes a CHECK only by rebuilding the table, and D1 runs
-- migrations with foreign keys on: dropping the old `cases` would delete, by cascade, every row that points to it.
-- So `cases` and every table under it are built again under new names that point at each other, filled, the old
-- tables dropped (children first: nothing new points at them), then renamed (SQLite rewrites the references). The
-- triggers that name these tables go with them and are made again; the search index keeps its rows (a dropped
-- table's implicit delete fires no trigger).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
DROP TRIGGER `users_claim_confirmed_address`;--> statement-breakpoint
DROP TRIGGER `users_claim_confirmed_address_on_insert`;--> statement-breakpoint
CREATE TABLE `cases_new` (
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
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL, `locale` text DEFAULT 'en' NOT NULL, `first_reply_at` integer, `overdue_notice_for` integer, `booking_id` text,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trip_plan_id`) REFERENCES `trip_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `consultation_bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cases_type_valid" CHECK("cases_new"."type" IN ('contact', 'trip_plan', 'intake', 'booking')),
	CONSTRAINT "cases_status_valid" CHECK("cases_new"."status" IN ('new', 'in_review', 'awaiting_patient', 'scheduled', 'closed')),
	CONSTRAINT "cases_closing_reason_valid" CHECK(("cases_new"."status" = 'closed') = ("cases_new"."closing_reason" IS NOT NULL) AND ("cases_new"."closing_reason" IS NULL OR "cases_new"."closing_reason" IN ('answered', 'treatment_booked', 'patient_declined', 'no_response', 'duplicate', 'spam', 'other'))),
	CONSTRAINT "cases_one_source" CHECK(("cases_new"."type" = 'contact' AND "cases_new"."contact_message_id" IS NOT NULL AND "cases_new"."trip_plan_id" IS NULL AND "cases_new"."intake_id" IS NULL AND "cases_new"."booking_id" IS NULL)
        OR ("cases_new"."type" = 'trip_plan' AND "cases_new"."trip_plan_id" IS NOT NULL AND "cases_new"."contact_message_id" IS NULL AND "cases_new"."intake_id" IS NULL AND "cases_new"."booking_id" IS NULL)
        OR ("cases_new"."type" = 'intake' AND "cases_new"."intake_id" IS NOT NULL AND "cases_new"."contact_message_id" IS NULL AND "cases_new"."trip_plan_id" IS NULL AND "cases_new"."booking_id" IS NULL)
        OR ("cases_new"."type" = 'booking' AND "cases_new"."booking_id" IS NOT NULL AND "cases_new"."contact_message_id" IS NULL AND "cases_new"."trip_plan_id" IS NULL AND "cases_new"."intake_id" IS NULL)),
	CONSTRAINT "cases_email_lowercase" CHECK("cases_new"."patient_email" = lower("cases_new"."patient_email"))
);--> statement-breakpoint
INSERT INTO `cases_new` (`id`, `type`, `contact_message_id`, `trip_plan_id`, `intake_id`, `patient_user_id`, `patient_name`, `patient_email`, `treatment`, `status`, `closing_reason`, `assignee_id`, `received_at`, `due_at`, `updated_at`, `created_at`, `locale`, `first_reply_at`, `overdue_notice_for`) SELECT `id`, `type`, `contact_message_id`, `trip_plan_id`, `intake_id`, `patient_user_id`, `patient_name`, `patient_email`, `treatment`, `status`, `closing_reason`, `assignee_id`, `received_at`, `due_at`, `updated_at`, `created_at`, `locale`, `first_reply_at`, `overdue_notice_for` FROM `cases`;--> statement-breakpoint
CREATE TABLE `case_events_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`actor_id` text,
	`kind` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`closing_reason` text,
	`assignee_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_events_kind_valid" CHECK("case_events_new"."kind" IN ('claimed', 'assigned', 'unassigned', 'status_changed', 'note_added'))
);--> statement-breakpoint
INSERT INTO `case_events_new` (`id`, `case_id`, `actor_id`, `kind`, `from_status`, `to_status`, `closing_reason`, `assignee_id`, `created_at`) SELECT `id`, `case_id`, `actor_id`, `kind`, `from_status`, `to_status`, `closing_reason`, `assignee_id`, `created_at` FROM `case_events`;--> statement-breakpoint
CREATE TABLE `case_notes_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_notes_body_length" CHECK(length("case_notes_new"."body") BETWEEN 1 AND 5000)
);--> statement-breakpoint
INSERT INTO `case_notes_new` (`id`, `case_id`, `author_id`, `body`, `created_at`) SELECT `id`, `case_id`, `author_id`, `body`, `created_at` FROM `case_notes`;--> statement-breakpoint
CREATE TABLE `case_messages_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`author` text NOT NULL,
	`author_id` text,
	`patient_email` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_messages_author_valid" CHECK("case_messages_new"."author" IN ('patient', 'staff')),
	CONSTRAINT "case_messages_body_length" CHECK(length("case_messages_new"."body") BETWEEN 1 AND 5000),
	CONSTRAINT "case_messages_patient_email" CHECK(("case_messages_new"."author" = 'patient') = ("case_messages_new"."patient_email" IS NOT NULL))
);--> statement-breakpoint
INSERT INTO `case_messages_new` (`id`, `case_id`, `author`, `author_id`, `patient_email`, `body`, `created_at`) SELECT `id`, `case_id`, `author`, `author_id`, `patient_email`, `body`, `created_at` FROM `case_messages`;--> statement-breakpoint
CREATE TABLE `case_reads_new` (
	`case_id` text NOT NULL,
	`reader` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `reader`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "case_reads_reader_valid" CHECK("case_reads_new"."reader" IN ('patient', 'staff'))
);--> statement-breakpoint
INSERT INTO `case_reads_new` (`case_id`, `reader`, `read_at`) SELECT `case_id`, `reader`, `read_at` FROM `case_reads`;--> statement-breakpoint
CREATE TABLE `quotes_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`number` integer NOT NULL,
	`version` integer NOT NULL,
	`currency` text NOT NULL,
	`total_minor` integer NOT NULL,
	`included` text NOT NULL,
	`excluded` text NOT NULL,
	`hospital` text,
	`doctor` text,
	`valid_until` text NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`decided_at` integer,
	`decline_reason` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quotes_currency_valid" CHECK("quotes_new"."currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "quotes_status_valid" CHECK("quotes_new"."status" IN ('sent', 'superseded', 'accepted', 'declined')),
	CONSTRAINT "quotes_total_nonnegative" CHECK("quotes_new"."total_minor" >= 0)
);--> statement-breakpoint
INSERT INTO `quotes_new` (`id`, `case_id`, `number`, `version`, `currency`, `total_minor`, `included`, `excluded`, `hospital`, `doctor`, `valid_until`, `status`, `decided_at`, `decline_reason`, `created_by`, `created_at`) SELECT `id`, `case_id`, `number`, `version`, `currency`, `total_minor`, `included`, `excluded`, `hospital`, `doctor`, `valid_until`, `status`, `decided_at`, `decline_reason`, `created_by`, `created_at` FROM `quotes`;--> statement-breakpoint
CREATE TABLE `quote_items_new` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`amount_minor` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_items_kind_valid" CHECK("quote_items_new"."kind" IN ('procedure', 'hospital_stay', 'accommodation', 'transfers', 'concierge', 'other')),
	CONSTRAINT "quote_items_amount_nonnegative" CHECK("quote_items_new"."amount_minor" >= 0)
);--> statement-breakpoint
INSERT INTO `quote_items_new` (`id`, `quote_id`, `position`, `kind`, `description`, `amount_minor`) SELECT `id`, `quote_id`, `position`, `kind`, `description`, `amount_minor` FROM `quote_items`;--> statement-breakpoint
CREATE TABLE `case_journeys_new` (
	`case_id` text PRIMARY KEY NOT NULL,
	`stage` text DEFAULT 'free_consultation' NOT NULL,
	`treatment` text,
	`hospital` text,
	`doctor` text,
	`treatment_start` text,
	`treatment_end` text,
	`arrival_date` text,
	`flight` text,
	`hotel` text,
	`hotel_from` text,
	`hotel_to` text,
	`pickup_at` integer,
	`visa_letter` text DEFAULT 'not_needed' NOT NULL,
	`admission_date` text,
	`discharge_date` text,
	`follow_up_plan` text,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_journeys_stage_valid" CHECK("case_journeys_new"."stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care')),
	CONSTRAINT "case_journeys_visa_valid" CHECK("case_journeys_new"."visa_letter" IN ('not_needed', 'needed', 'sent')),
	CONSTRAINT "case_journeys_treatment_order" CHECK("case_journeys_new"."treatment_end" IS NULL OR "case_journeys_new"."treatment_start" IS NULL OR "case_journeys_new"."treatment_end" >= "case_journeys_new"."treatment_start"),
	CONSTRAINT "case_journeys_hotel_order" CHECK("case_journeys_new"."hotel_to" IS NULL OR "case_journeys_new"."hotel_from" IS NULL OR "case_journeys_new"."hotel_to" >= "case_journeys_new"."hotel_from"),
	CONSTRAINT "case_journeys_stay_order" CHECK("case_journeys_new"."discharge_date" IS NULL OR "case_journeys_new"."admission_date" IS NULL OR "case_journeys_new"."discharge_date" >= "case_journeys_new"."admission_date")
);--> statement-breakpoint
INSERT INTO `case_journeys_new` (`case_id`, `stage`, `treatment`, `hospital`, `doctor`, `treatment_start`, `treatment_end`, `arrival_date`, `flight`, `hotel`, `hotel_from`, `hotel_to`, `pickup_at`, `visa_letter`, `admission_date`, `discharge_date`, `follow_up_plan`, `updated_by`, `updated_at`) SELECT `case_id`, `stage`, `treatment`, `hospital`, `doctor`, `treatment_start`, `treatment_end`, `arrival_date`, `flight`, `hotel`, `hotel_from`, `hotel_to`, `pickup_at`, `visa_letter`, `admission_date`, `discharge_date`, `follow_up_plan`, `updated_by`, `updated_at` FROM `case_journeys`;--> statement-breakpoint
CREATE TABLE `case_stage_changes_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`actor_id` text,
	`from_stage` text NOT NULL,
	`to_stage` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_stage_changes_valid" CHECK("case_stage_changes_new"."from_stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care') AND "case_stage_changes_new"."to_stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care'))
);--> statement-breakpoint
INSERT INTO `case_stage_changes_new` (`id`, `case_id`, `actor_id`, `from_stage`, `to_stage`, `created_at`) SELECT `id`, `case_id`, `actor_id`, `from_stage`, `to_stage`, `created_at` FROM `case_stage_changes`;--> statement-breakpoint
CREATE TABLE `case_attachments_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_attachments_type_valid" CHECK("case_attachments_new"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "case_attachments_size" CHECK("case_attachments_new"."size" > 0)
);--> statement-breakpoint
INSERT INTO `case_attachments_new` (`id`, `case_id`, `file_name`, `content_type`, `size`, `storage_key`, `uploaded_by`, `created_at`) SELECT `id`, `case_id`, `file_name`, `content_type`, `size`, `storage_key`, `uploaded_by`, `created_at` FROM `case_attachments`;--> statement-breakpoint
CREATE TABLE `case_merges_new` (
	`id` text PRIMARY KEY NOT NULL,
	`kept_case_id` text NOT NULL,
	`merged_case_id` text NOT NULL,
	`actor_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`kept_case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merged_case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_merges_distinct" CHECK("case_merges_new"."kept_case_id" <> "case_merges_new"."merged_case_id")
);--> statement-breakpoint
INSERT INTO `case_merges_new` (`id`, `kept_case_id`, `merged_case_id`, `actor_id`, `created_at`) SELECT `id`, `kept_case_id`, `merged_case_id`, `actor_id`, `created_at` FROM `case_merges`;--> statement-breakpoint
CREATE TABLE `staff_case_reads_new` (
	`case_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `staff_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `staff_case_reads_new` (`case_id`, `staff_id`, `read_at`) SELECT `case_id`, `staff_id`, `read_at` FROM `staff_case_reads`;--> statement-breakpoint
CREATE TABLE `follow_up_checkins_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`day_offset` integer NOT NULL,
	`due_at` integer NOT NULL,
	`sent_at` integer,
	`answered_at` integer,
	`feeling` integer,
	`pain` integer,
	`warning_signs` text,
	`note` text,
	`wants_call` integer,
	`urgent` integer DEFAULT false NOT NULL,
	`handled_at` integer,
	`handled_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "follow_up_checkins_day_range" CHECK("follow_up_checkins_new"."day_offset" BETWEEN 1 AND 365),
	CONSTRAINT "follow_up_checkins_scores" CHECK(("follow_up_checkins_new"."feeling" IS NULL OR "follow_up_checkins_new"."feeling" BETWEEN 0 AND 10) AND ("follow_up_checkins_new"."pain" IS NULL OR "follow_up_checkins_new"."pain" BETWEEN 0 AND 10)),
	CONSTRAINT "follow_up_checkins_answer_after_send" CHECK("follow_up_checkins_new"."answered_at" IS NULL OR "follow_up_checkins_new"."sent_at" IS NOT NULL),
	CONSTRAINT "follow_up_checkins_note_length" CHECK("follow_up_checkins_new"."note" IS NULL OR length("follow_up_checkins_new"."note") <= 2000)
);--> statement-breakpoint
INSERT INTO `follow_up_checkins_new` (`id`, `case_id`, `day_offset`, `due_at`, `sent_at`, `answered_at`, `feeling`, `pain`, `warning_signs`, `note`, `wants_call`, `urgent`, `handled_at`, `handled_by`, `created_at`) SELECT `id`, `case_id`, `day_offset`, `due_at`, `sent_at`, `answered_at`, `feeling`, `pain`, `warning_signs`, `note`, `wants_call`, `urgent`, `handled_at`, `handled_by`, `created_at` FROM `follow_up_checkins`;--> statement-breakpoint
CREATE TABLE `case_escalations_new` (
	`case_id` text NOT NULL,
	`threshold` text NOT NULL,
	`due_at` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `threshold`, `due_at`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "case_escalations_threshold_valid" CHECK("case_escalations_new"."threshold" IN ('unassigned_30m', 'due_in_30m', 'overdue'))
);--> statement-breakpoint
INSERT INTO `case_escalations_new` (`case_id`, `threshold`, `due_at`, `sent_at`) SELECT `case_id`, `threshold`, `due_at`, `sent_at` FROM `case_escalations`;--> statement-breakpoint
CREATE TABLE `reviews_new` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`patient_user_id` text NOT NULL,
	`doctor_id` text,
	`doctor_stars` integer NOT NULL,
	`service_stars` integer NOT NULL,
	`text` text NOT NULL,
	`shown_name` text,
	`shown_country` text,
	`treatment` text,
	`treated_month` text NOT NULL,
	`story` text,
	`story_consent` integer DEFAULT false NOT NULL,
	`story_approved_at` integer,
	`story_approved_by` text,
	`hidden_reason` text,
	`hidden_at` integer,
	`hidden_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`doctor_id`) REFERENCES `doctors`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`story_approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_stars" CHECK("reviews_new"."doctor_stars" BETWEEN 1 AND 5 AND "reviews_new"."service_stars" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_length" CHECK(length("reviews_new"."text") BETWEEN 1 AND 2000 AND ("reviews_new"."story" IS NULL OR length("reviews_new"."story") <= 4000)),
	CONSTRAINT "reviews_hidden_has_reason" CHECK(("reviews_new"."hidden_at" IS NULL) = ("reviews_new"."hidden_reason" IS NULL))
);--> statement-breakpoint
INSERT INTO `reviews_new` (`id`, `case_id`, `patient_user_id`, `doctor_id`, `doctor_stars`, `service_stars`, `text`, `shown_name`, `shown_country`, `treatment`, `treated_month`, `story`, `story_consent`, `story_approved_at`, `story_approved_by`, `hidden_reason`, `hidden_at`, `hidden_by`, `created_at`) SELECT `id`, `case_id`, `patient_user_id`, `doctor_id`, `doctor_stars`, `service_stars`, `text`, `shown_name`, `shown_country`, `treatment`, `treated_month`, `story`, `story_consent`, `story_approved_at`, `story_approved_by`, `hidden_reason`, `hidden_at`, `hidden_by`, `created_at` FROM `reviews`;--> statement-breakpoint
CREATE TABLE `review_invitations_new` (
	`case_id` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `review_invitations_new` (`case_id`, `sent_at`) SELECT `case_id`, `sent_at` FROM `review_invitations`;--> statement-breakpoint
CREATE TABLE `staff_digest_items_new` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`case_id` text NOT NULL,
	`event` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_digest_items_event_valid" CHECK("staff_digest_items_new"."event" IN ('assigned', 'patient-replied', 'booked', 'cancelled', 'quote-decided', 'due-in-30m', 'overdue'))
);--> statement-breakpoint
INSERT INTO `staff_digest_items_new` (`id`, `user_id`, `case_id`, `event`, `created_at`, `sent_at`) SELECT `id`, `user_id`, `case_id`, `event`, `created_at`, `sent_at` FROM `staff_digest_items`;--> statement-breakpoint
CREATE TABLE `case_presence_new` (
	`case_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`writing` integer DEFAULT false NOT NULL,
	`seen_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `staff_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `case_presence_new` (`case_id`, `staff_id`, `writing`, `seen_at`) SELECT `case_id`, `staff_id`, `writing`, `seen_at` FROM `case_presence`;--> statement-breakpoint
DROP TABLE `case_presence`;--> statement-breakpoint
DROP TABLE `staff_digest_items`;--> statement-breakpoint
DROP TABLE `review_invitations`;--> statement-breakpoint
DROP TABLE `reviews`;--> statement-breakpoint
DROP TABLE `case_escalations`;--> statement-breakpoint
DROP TABLE `follow_up_checkins`;--> statement-breakpoint
DROP TABLE `staff_case_reads`;--> statement-breakpoint
DROP TABLE `case_merges`;--> statement-breakpoint
DROP TABLE `case_attachments`;--> statement-breakpoint
DROP TABLE `case_stage_changes`;--> statement-breakpoint
DROP TABLE `case_journeys`;--> statement-breakpoint
DROP TABLE `quote_items`;--> statement-breakpoint
DROP TABLE `quotes`;--> statement-breakpoint
DROP TABLE `case_reads`;--> statement-breakpoint
DROP TABLE `case_messages`;--> statement-breakpoint
DROP TABLE `case_notes`;--> statement-breakpoint
DROP TABLE `case_events`;--> statement-breakpoint
DROP TABLE `cases`;--> statement-breakpoint
ALTER TABLE `cases_new` RENAME TO `cases`;--> statement-breakpoint
ALTER TABLE `case_events_new` RENAME TO `case_events`;--> statement-breakpoint
ALTER TABLE `case_notes_new` RENAME TO `case_notes`;--> statement-breakpoint
ALTER TABLE `case_messages_new` RENAME TO `case_messages`;--> statement-breakpoint
ALTER TABLE `case_reads_new` RENAME TO `case_reads`;--> statement-breakpoint
ALTER TABLE `quotes_new` RENAME TO `quotes`;--> statement-breakpoint
ALTER TABLE `quote_items_new` RENAME TO `quote_items`;--> statement-breakpoint
ALTER TABLE `case_journeys_new` RENAME TO `case_journeys`;--> statement-breakpoint
ALTER TABLE `case_stage_changes_new` RENAME TO `case_stage_changes`;--> statement-breakpoint
ALTER TABLE `case_attachments_new` RENAME TO `case_attachments`;--> statement-breakpoint
ALTER TABLE `case_merges_new` RENAME TO `case_merges`;--> statement-breakpoint
ALTER TABLE `staff_case_reads_new` RENAME TO `staff_case_reads`;--> statement-breakpoint
ALTER TABLE `follow_up_checkins_new` RENAME TO `follow_up_checkins`;--> statement-breakpoint
ALTER TABLE `case_escalations_new` RENAME TO `case_escalations`;--> statement-breakpoint
ALTER TABLE `reviews_new` RENAME TO `reviews`;--> statement-breakpoint
ALTER TABLE `review_invitations_new` RENAME TO `review_invitations`;--> statement-breakpoint
ALTER TABLE `staff_digest_items_new` RENAME TO `staff_digest_items`;--> statement-breakpoint
ALTER TABLE `case_presence_new` RENAME TO `case_presence`;--> statement-breakpoint
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
CREATE INDEX `case_events_case_idx` ON `case_events` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `case_notes_case_idx` ON `case_notes` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `case_messages_case_idx` ON `case_messages` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `case_messages_patient_idx` ON `case_messages` (`patient_email`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_case_version_unique` ON `quotes` (`case_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_version_unique` ON `quotes` (`number`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `quote_items_position_unique` ON `quote_items` (`quote_id`,`position`);--> statement-breakpoint
CREATE INDEX `case_journeys_stage_idx` ON `case_journeys` (`stage`);--> statement-breakpoint
CREATE INDEX `case_stage_changes_case_idx` ON `case_stage_changes` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `case_attachments_case_idx` ON `case_attachments` (`case_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `case_attachments_storage_key_unique` ON `case_attachments` (`storage_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `case_merges_merged_unique` ON `case_merges` (`merged_case_id`);--> statement-breakpoint
CREATE INDEX `case_merges_kept_idx` ON `case_merges` (`kept_case_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_checkins_case_day_unique` ON `follow_up_checkins` (`case_id`,`day_offset`);--> statement-breakpoint
CREATE INDEX `follow_up_checkins_due_idx` ON `follow_up_checkins` (`sent_at`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_case_id_unique` ON `reviews` (`case_id`);--> statement-breakpoint
CREATE INDEX `reviews_doctor_idx` ON `reviews` (`doctor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_digest_items_waiting_idx` ON `staff_digest_items` (`sent_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_digest_items_user_idx` ON `staff_digest_items` (`user_id`,`sent_at`);--> statement-breakpoint
CREATE INDEX `case_presence_seen_idx` ON `case_presence` (`seen_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `cases_booking_unique` ON `cases` (`booking_id`);--> statement-breakpoint
CREATE TABLE `staff_alert_settings_new` (
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`delivery` text NOT NULL,
	PRIMARY KEY(`user_id`, `event`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_alert_settings_event_valid" CHECK("staff_alert_settings_new"."event" IN ('assigned', 'patient-replied', 'booked', 'cancelled', 'quote-decided', 'due-in-30m', 'overdue')),
	CONSTRAINT "staff_alert_settings_delivery_valid" CHECK("staff_alert_settings_new"."delivery" IN ('now', 'digest', 'off'))
);--> statement-breakpoint
INSERT INTO `staff_alert_settings_new` (`user_id`, `event`, `delivery`) SELECT `user_id`, `event`, `delivery` FROM `staff_alert_settings`;--> statement-breakpoint
DROP TABLE `staff_alert_settings`;--> statement-breakpoint
ALTER TABLE `staff_alert_settings_new` RENAME TO `staff_alert_settings`;--> statement-breakpoint
CREATE TRIGGER `users_claim_confirmed_address` AFTER UPDATE OF `email`, `email_confirmed_at` ON `users`
WHEN NEW.`email_confirmed_at` IS NOT NULL
BEGIN
  UPDATE `contact_messages` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `newsletter_subscriptions` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `cases` SET `patient_user_id` = NEW.`id` WHERE `patient_email` = NEW.`email` AND `patient_user_id` IS NULL;
  UPDATE `consultation_bookings` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL AND `confirmed_at` IS NOT NULL;
  UPDATE `email_outbox` SET `user_id` = NEW.`id` WHERE `to_address` = NEW.`email` AND `user_id` IS NULL;
END;--> statement-breakpoint
CREATE TRIGGER `users_claim_confirmed_address_on_insert` AFTER INSERT ON `users`
WHEN NEW.`email_confirmed_at` IS NOT NULL
BEGIN
  UPDATE `contact_messages` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `newsletter_subscriptions` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `cases` SET `patient_user_id` = NEW.`id` WHERE `patient_email` = NEW.`email` AND `patient_user_id` IS NULL;
  UPDATE `consultation_bookings` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL AND `confirmed_at` IS NOT NULL;
  UPDATE `email_outbox` SET `user_id` = NEW.`id` WHERE `to_address` = NEW.`email` AND `user_id` IS NULL;
END;--> statement-breakpoint
CREATE TRIGGER `cases_owner` AFTER INSERT ON `cases` WHEN NEW.`patient_user_id` IS NULL
BEGIN
  UPDATE `cases` SET `patient_user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`patient_email` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_case_insert` AFTER INSERT ON `cases` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) VALUES (NEW.`id`, NEW.`id`, NEW.`patient_name` || ' ' || NEW.`patient_email` || ' ' || NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_case_update` AFTER UPDATE OF `patient_name`, `patient_email` ON `cases` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) VALUES (NEW.`id`, NEW.`id`, NEW.`patient_name` || ' ' || NEW.`patient_email` || ' ' || NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_case_delete` AFTER DELETE ON `cases` BEGIN
  DELETE FROM `case_search` WHERE `case_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_insert` AFTER INSERT ON `case_messages` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) VALUES (NEW.`case_id`, NEW.`id`, NEW.`body`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_delete` AFTER DELETE ON `case_messages` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_insert` AFTER INSERT ON `case_notes` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) VALUES (NEW.`case_id`, NEW.`id`, NEW.`body`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_delete` AFTER DELETE ON `case_notes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;

