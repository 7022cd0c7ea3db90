-- One treatment identity and aftercare round three (decisions 0121, 0157, 0161). Every stored treatment becomes
-- the treatment list's id (the catalogue's `dental-care`, `orthopedic-surgery`, …), referenced to the new
-- `treatments` table, where the planner and the intake kept codes of their own (`dental-treatment`, `orthopedic`;
-- `dental`, `eye`) and cases, contact messages, journeys and reviews kept English names. Quotes name their treatment;
-- a review carries its own consent to show the price (false for every stored story); a check-in can lapse unsent; a
-- merge records both stages and whose plan it dropped, and a day's sent check-ins of two merged cases may both stay.
-- SQLite changes a CHECK or a reference only by rebuilding the table, and D1 runs migrations with foreign keys on,
-- so, as 0026 did, `trip_plans`, `intakes`, `contact_messages`, `cases` and every table under them are built again
-- under new names that point at each other, filled, the old ones dropped (children first: nothing still standing
-- points at them, so no cascade runs), then renamed. The triggers and views that name them are made again; the search
-- index keeps its rows. A journey's treatment that no list names is kept as a note on its case.
-- Written by scripts/treatment-rebuild.ts from the schema the migrations before it leave.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `treatments` (
	`id` text PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO `treatments` (`id`) VALUES ('cardiac-surgery'), ('eye-surgery'), ('dental-care'), ('cosmetic-surgery'), ('general-surgery'), ('orthopedic-surgery'), ('neurosurgery'), ('fertility'), ('cancer-treatment'), ('other');--> statement-breakpoint
CREATE TABLE `former_treatment_names` (
	`former_name` text PRIMARY KEY NOT NULL,
	`treatment_id` text NOT NULL
);--> statement-breakpoint
INSERT INTO `former_treatment_names` (`former_name`, `treatment_id`) VALUES
	('cardiac-surgery', 'cardiac-surgery'),
	('eye-surgery', 'eye-surgery'),
	('dental-care', 'dental-care'),
	('cosmetic-surgery', 'cosmetic-surgery'),
	('general-surgery', 'general-surgery'),
	('orthopedic-surgery', 'orthopedic-surgery'),
	('neurosurgery', 'neurosurgery'),
	('fertility', 'fertility'),
	('cancer-treatment', 'cancer-treatment'),
	('other', 'other'),
	('dental-treatment', 'dental-care'),
	('orthopedic', 'orthopedic-surgery'),
	('cardiac', 'cardiac-surgery'),
	('cosmetic', 'cosmetic-surgery'),
	('dental', 'dental-care'),
	('eye', 'eye-surgery'),
	('cancer', 'cancer-treatment'),
	('cardiac surgery', 'cardiac-surgery'),
	('eye surgery', 'eye-surgery'),
	('dental care', 'dental-care'),
	('dental treatment', 'dental-care'),
	('cosmetic surgery', 'cosmetic-surgery'),
	('general surgery', 'general-surgery'),
	('orthopedic surgery', 'orthopedic-surgery'),
	('orthopaedic surgery', 'orthopedic-surgery'),
	('fertility treatment', 'fertility'),
	('cancer treatment', 'cancer-treatment'),
	('other / not sure yet', 'other'),
	('جراحة القلب', 'cardiac-surgery'),
	('جراحة العيون', 'eye-surgery'),
	('علاج الأسنان', 'dental-care'),
	('جراحة التجميل', 'cosmetic-surgery'),
	('الجراحة التجميلية', 'cosmetic-surgery'),
	('الجراحة العامة', 'general-surgery'),
	('جراحة العظام', 'orthopedic-surgery'),
	('جراحة المخ والأعصاب', 'neurosurgery'),
	('علاج تأخر الإنجاب', 'fertility'),
	('علاج الخصوبة وتأخّر الإنجاب', 'fertility'),
	('علاج الأورام', 'cancer-treatment'),
	('أخرى', 'other'),
	('أخرى / لست متأكدًا بعد', 'other'),
	('أخرى / لم أقرر بعد', 'other');--> statement-breakpoint
INSERT INTO `case_notes` (`id`, `case_id`, `author_id`, `body`, `created_at`)
SELECT (SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' || substr(h, 17, 4) || '-' || substr(h, 21)) FROM (SELECT hex(randomblob(16)) AS h)),
	`case_id`, NULL, 'The journey''s agreed treatment read "' || trim(`treatment`) || '" before it became a choice from the treatment list: choose it on the journey.', `updated_at`
FROM `case_journeys` WHERE trim(coalesce(`treatment`, '')) <> '' AND (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(`case_journeys`.`treatment`))) IS NULL;--> statement-breakpoint
DROP TRIGGER `contact_messages_owner`;--> statement-breakpoint
DROP TRIGGER `consultation_bookings_owner`;--> statement-breakpoint
DROP TRIGGER `users_claim_confirmed_address`;--> statement-breakpoint
DROP TRIGGER `users_claim_confirmed_address_on_insert`;--> statement-breakpoint
DROP TRIGGER `cases_owner`;--> statement-breakpoint
DROP TRIGGER `case_search_case_insert`;--> statement-breakpoint
DROP TRIGGER `case_search_case_update`;--> statement-breakpoint
DROP TRIGGER `case_search_case_delete`;--> statement-breakpoint
DROP TRIGGER `case_search_contact_update`;--> statement-breakpoint
DROP TRIGGER `case_search_intake_update`;--> statement-breakpoint
DROP TRIGGER `case_search_plan_update`;--> statement-breakpoint
DROP TRIGGER `case_search_booking_insert`;--> statement-breakpoint
DROP TRIGGER `case_search_booking_update`;--> statement-breakpoint
DROP TRIGGER `case_search_booking_delete`;--> statement-breakpoint
DROP TRIGGER `case_search_message_insert`;--> statement-breakpoint
DROP TRIGGER `case_search_message_update`;--> statement-breakpoint
DROP TRIGGER `case_search_message_delete`;--> statement-breakpoint
DROP TRIGGER `case_search_note_insert`;--> statement-breakpoint
DROP TRIGGER `case_search_note_update`;--> statement-breakpoint
DROP TRIGGER `case_search_note_delete`;--> statement-breakpoint
DROP VIEW `case_search_source`;--> statement-breakpoint
CREATE TABLE `trip_plans_new` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`treatment_type` text NOT NULL,
	`preferred_travel_dates` text NOT NULL,
	`companion_count` integer DEFAULT 0 NOT NULL,
	`accommodation_preferences` text NOT NULL,
	`budget_range` text NOT NULL,
	`special_requirements` text NOT NULL,
	`cultural_interests` text NOT NULL,
	`travel_insurance_needed` integer NOT NULL,
	`visa_assistance_needed` integer NOT NULL,
	`transportation_preferences` text NOT NULL,
	`recovery_timeline` integer NOT NULL,
	`total_estimated_cost` integer NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`treatment_type`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "trip_plans_status_valid" CHECK("trip_plans_new"."status" IN ('submitted', 'reviewing', 'confirmed', 'cancelled')),
	CONSTRAINT "trip_plans_companions_range" CHECK("trip_plans_new"."companion_count" BETWEEN 0 AND 5),
	CONSTRAINT "trip_plans_cost_positive" CHECK("trip_plans_new"."total_estimated_cost" > 0)
);--> statement-breakpoint
CREATE TABLE `intakes_new` (
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
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL, `consent_withdrawn_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`treatment_type`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "intakes_status_valid" CHECK("intakes_new"."status" IN ('submitted', 'reviewing', 'confirmed', 'cancelled')),
	CONSTRAINT "intakes_age_range" CHECK("intakes_new"."age" IS NULL OR "intakes_new"."age" BETWEEN 1 AND 120),
	CONSTRAINT "intakes_country_valid" CHECK("intakes_new"."country" IS NULL OR "intakes_new"."country" IN ('us', 'uk', 'ca', 'au', 'de', 'fr', 'other')),
	CONSTRAINT "intakes_timeline_valid" CHECK("intakes_new"."timeline" IS NULL OR "intakes_new"."timeline" IN ('asap', '1-3months', '3-6months', '6months+')),
	CONSTRAINT "intakes_budget_valid" CHECK("intakes_new"."budget_range" IS NULL OR "intakes_new"."budget_range" IN ('under5k', '5k-10k', '10k-25k', '25k-50k', '50k+')),
	CONSTRAINT "intakes_accommodation_valid" CHECK("intakes_new"."accommodation_type" IS NULL OR "intakes_new"."accommodation_type" IN ('luxury', 'premium', 'standard', 'budget', 'medical', 'apartment')),
	CONSTRAINT "intakes_companions_valid" CHECK("intakes_new"."companion_travelers" IS NULL OR "intakes_new"."companion_travelers" IN ('0', '1', '2', '3+')),
	CONSTRAINT "intakes_language_valid" CHECK("intakes_new"."language_preference" IS NULL OR "intakes_new"."language_preference" IN ('english', 'spanish', 'french', 'german', 'arabic', 'chinese', 'russian', 'other'))
);--> statement-breakpoint
CREATE TABLE `contact_messages_new` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`country` text,
	`treatment` text,
	`message` text NOT NULL,
	`ip_address` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL, `user_id` text REFERENCES users(id) ON DELETE SET NULL,
	FOREIGN KEY (`treatment`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action
);--> statement-breakpoint
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
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trip_plan_id`) REFERENCES `trip_plans_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `consultation_bookings_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`treatment`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cases_type_valid" CHECK("cases_new"."type" IN ('contact', 'trip_plan', 'intake', 'booking')),
	CONSTRAINT "cases_status_valid" CHECK("cases_new"."status" IN ('new', 'in_review', 'awaiting_patient', 'scheduled', 'closed')),
	CONSTRAINT "cases_closing_reason_valid" CHECK(("cases_new"."status" = 'closed') = ("cases_new"."closing_reason" IS NOT NULL) AND ("cases_new"."closing_reason" IS NULL OR "cases_new"."closing_reason" IN ('answered', 'treatment_booked', 'patient_declined', 'no_response', 'duplicate', 'spam', 'other'))),
	CONSTRAINT "cases_one_source" CHECK(("cases_new"."type" = 'contact' AND "cases_new"."contact_message_id" IS NOT NULL AND "cases_new"."trip_plan_id" IS NULL AND "cases_new"."intake_id" IS NULL AND "cases_new"."booking_id" IS NULL)
        OR ("cases_new"."type" = 'trip_plan' AND "cases_new"."trip_plan_id" IS NOT NULL AND "cases_new"."contact_message_id" IS NULL AND "cases_new"."intake_id" IS NULL AND "cases_new"."booking_id" IS NULL)
        OR ("cases_new"."type" = 'intake' AND "cases_new"."intake_id" IS NOT NULL AND "cases_new"."contact_message_id" IS NULL AND "cases_new"."trip_plan_id" IS NULL AND "cases_new"."booking_id" IS NULL)
        OR ("cases_new"."type" = 'booking' AND "cases_new"."booking_id" IS NOT NULL AND "cases_new"."contact_message_id" IS NULL AND "cases_new"."trip_plan_id" IS NULL AND "cases_new"."intake_id" IS NULL)),
	CONSTRAINT "cases_email_lowercase" CHECK("cases_new"."patient_email" = lower("cases_new"."patient_email"))
);--> statement-breakpoint
CREATE TABLE `consultation_bookings_new` (
	`id` text PRIMARY KEY NOT NULL,
	`coordinator_id` text,
	`starts_at` integer NOT NULL,
	`status` text NOT NULL,
	`hold_expires_at` integer,
	`user_id` text,
	`patient_zone` text NOT NULL,
	`name` text,
	`email` text,
	`phone` text,
	`topic` text,
	`shares_intake` integer DEFAULT false NOT NULL,
	`trip_plan_id` text,
	`doctor_id` text,
	`replaces_id` text,
	`confirmed_at` integer,
	`cancelled_at` integer,
	`reminder_24h_queued_at` integer,
	`reminder_2h_queued_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL, `locale` text DEFAULT 'en' NOT NULL, `case_id` text REFERENCES `cases_new`(`id`) ON DELETE set null,
	FOREIGN KEY (`coordinator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`trip_plan_id`) REFERENCES `trip_plans_new`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "consultation_bookings_status_valid" CHECK("consultation_bookings_new"."status" IN ('held', 'awaiting_email', 'confirmed', 'cancelled', 'done', 'no_show'))
);--> statement-breakpoint
CREATE TABLE `intake_documents_new` (
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
	FOREIGN KEY (`intake_id`) REFERENCES `intakes_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "intake_documents_one_owner" CHECK(("intake_documents_new"."draft_id" IS NULL) <> ("intake_documents_new"."intake_id" IS NULL)),
	CONSTRAINT "intake_documents_kind_valid" CHECK("intake_documents_new"."kind" IN ('passport', 'medicalRecords', 'insurance')),
	CONSTRAINT "intake_documents_type_valid" CHECK("intake_documents_new"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "intake_documents_size_range" CHECK("intake_documents_new"."size" BETWEEN 1 AND 10485760)
);--> statement-breakpoint
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
CREATE TABLE `case_escalations_new` (
	`case_id` text NOT NULL,
	`threshold` text NOT NULL,
	`due_at` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `threshold`, `due_at`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "case_escalations_threshold_valid" CHECK("case_escalations_new"."threshold" IN ('unassigned_30m', 'due_in_30m', 'overdue'))
);--> statement-breakpoint
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
	FOREIGN KEY (`treatment`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "case_journeys_stage_valid" CHECK("case_journeys_new"."stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care')),
	CONSTRAINT "case_journeys_visa_valid" CHECK("case_journeys_new"."visa_letter" IN ('not_needed', 'needed', 'sent')),
	CONSTRAINT "case_journeys_treatment_order" CHECK("case_journeys_new"."treatment_end" IS NULL OR "case_journeys_new"."treatment_start" IS NULL OR "case_journeys_new"."treatment_end" >= "case_journeys_new"."treatment_start"),
	CONSTRAINT "case_journeys_hotel_order" CHECK("case_journeys_new"."hotel_to" IS NULL OR "case_journeys_new"."hotel_from" IS NULL OR "case_journeys_new"."hotel_to" >= "case_journeys_new"."hotel_from"),
	CONSTRAINT "case_journeys_stay_order" CHECK("case_journeys_new"."discharge_date" IS NULL OR "case_journeys_new"."admission_date" IS NULL OR "case_journeys_new"."discharge_date" >= "case_journeys_new"."admission_date")
);--> statement-breakpoint
CREATE TABLE `case_merges_new` (
	`id` text PRIMARY KEY NOT NULL,
	`kept_case_id` text NOT NULL,
	`merged_case_id` text NOT NULL,
	`actor_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`kept_stage` text,
	`merged_stage` text,
	`dropped_plan_of` text,
	FOREIGN KEY (`kept_case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merged_case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_merges_distinct" CHECK("case_merges_new"."kept_case_id" <> "case_merges_new"."merged_case_id"),
	CONSTRAINT "case_merges_stages_valid" CHECK(("case_merges_new"."kept_stage" IS NULL OR "case_merges_new"."kept_stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care')) AND ("case_merges_new"."merged_stage" IS NULL OR "case_merges_new"."merged_stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care'))),
	CONSTRAINT "case_merges_dropped_plan_valid" CHECK("case_merges_new"."dropped_plan_of" IS NULL OR "case_merges_new"."dropped_plan_of" IN ('kept', 'merged'))
);--> statement-breakpoint
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
CREATE TABLE `case_presence_new` (
	`case_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`writing` integer DEFAULT false NOT NULL,
	`seen_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `staff_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE `case_reads_new` (
	`case_id` text NOT NULL,
	`reader` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `reader`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "case_reads_reader_valid" CHECK("case_reads_new"."reader" IN ('patient', 'staff'))
);--> statement-breakpoint
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
	`lapsed_at` integer,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "follow_up_checkins_day_range" CHECK("follow_up_checkins_new"."day_offset" BETWEEN 1 AND 365),
	CONSTRAINT "follow_up_checkins_scores" CHECK(("follow_up_checkins_new"."feeling" IS NULL OR "follow_up_checkins_new"."feeling" BETWEEN 0 AND 10) AND ("follow_up_checkins_new"."pain" IS NULL OR "follow_up_checkins_new"."pain" BETWEEN 0 AND 10)),
	CONSTRAINT "follow_up_checkins_answer_after_send" CHECK("follow_up_checkins_new"."answered_at" IS NULL OR "follow_up_checkins_new"."sent_at" IS NOT NULL),
	CONSTRAINT "follow_up_checkins_note_length" CHECK("follow_up_checkins_new"."note" IS NULL OR length("follow_up_checkins_new"."note") <= 2000),
	CONSTRAINT "follow_up_checkins_lapsed_unsent" CHECK("follow_up_checkins_new"."lapsed_at" IS NULL OR "follow_up_checkins_new"."sent_at" IS NULL)
);--> statement-breakpoint
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
	`treatment` text,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`treatment`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "quotes_currency_valid" CHECK("quotes_new"."currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "quotes_status_valid" CHECK("quotes_new"."status" IN ('sent', 'superseded', 'accepted', 'declined')),
	CONSTRAINT "quotes_total_nonnegative" CHECK("quotes_new"."total_minor" >= 0)
);--> statement-breakpoint
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
CREATE TABLE `review_invitations_new` (
	`case_id` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
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
	`price_consent` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`doctor_id`) REFERENCES `doctors`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`story_approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`treatment`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reviews_stars" CHECK("reviews_new"."doctor_stars" BETWEEN 1 AND 5 AND "reviews_new"."service_stars" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_length" CHECK(length("reviews_new"."text") BETWEEN 1 AND 2000 AND ("reviews_new"."story" IS NULL OR length("reviews_new"."story") <= 4000)),
	CONSTRAINT "reviews_hidden_has_reason" CHECK(("reviews_new"."hidden_at" IS NULL) = ("reviews_new"."hidden_reason" IS NULL))
);--> statement-breakpoint
CREATE TABLE `staff_case_reads_new` (
	`case_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `staff_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
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
INSERT INTO `trip_plans_new` (`id`, `user_id`, `treatment_type`, `preferred_travel_dates`, `companion_count`, `accommodation_preferences`, `budget_range`, `special_requirements`, `cultural_interests`, `travel_insurance_needed`, `visa_assistance_needed`, `transportation_preferences`, `recovery_timeline`, `total_estimated_cost`, `status`, `created_at`) SELECT `id`, `user_id`, (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(`trip_plans`.`treatment_type`))), `preferred_travel_dates`, `companion_count`, `accommodation_preferences`, `budget_range`, `special_requirements`, `cultural_interests`, `travel_insurance_needed`, `visa_assistance_needed`, `transportation_preferences`, `recovery_timeline`, `total_estimated_cost`, `status`, `created_at` FROM `trip_plans`;--> statement-breakpoint
INSERT INTO `intakes_new` (`id`, `user_id`, `first_name`, `last_name`, `email`, `phone`, `age`, `country`, `treatment_type`, `timeline`, `budget_range`, `medical_condition`, `previous_treatments`, `current_medications`, `allergies`, `doctor_preference`, `accessibility_needs`, `preferred_dates`, `accommodation_type`, `companion_travelers`, `dietary_requirements`, `language_preference`, `status`, `health_data_consent_at`, `health_data_consent_text`, `created_at`, `consent_withdrawn_at`) SELECT `id`, `user_id`, `first_name`, `last_name`, `email`, `phone`, `age`, `country`, (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(`intakes`.`treatment_type`))), `timeline`, `budget_range`, `medical_condition`, `previous_treatments`, `current_medications`, `allergies`, `doctor_preference`, `accessibility_needs`, `preferred_dates`, `accommodation_type`, `companion_travelers`, `dietary_requirements`, `language_preference`, `status`, `health_data_consent_at`, `health_data_consent_text`, `created_at`, `consent_withdrawn_at` FROM `intakes`;--> statement-breakpoint
INSERT INTO `contact_messages_new` (`id`, `first_name`, `last_name`, `email`, `phone`, `country`, `treatment`, `message`, `ip_address`, `created_at`, `user_id`) SELECT `id`, `first_name`, `last_name`, `email`, `phone`, `country`, (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(`contact_messages`.`treatment`))), `message`, `ip_address`, `created_at`, `user_id` FROM `contact_messages`;--> statement-breakpoint
INSERT INTO `cases_new` (`id`, `type`, `contact_message_id`, `trip_plan_id`, `intake_id`, `patient_user_id`, `patient_name`, `patient_email`, `treatment`, `status`, `closing_reason`, `assignee_id`, `received_at`, `due_at`, `updated_at`, `created_at`, `locale`, `first_reply_at`, `overdue_notice_for`, `booking_id`) SELECT c.`id`, c.`type`, c.`contact_message_id`, c.`trip_plan_id`, c.`intake_id`, c.`patient_user_id`, c.`patient_name`, c.`patient_email`, coalesce((SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(c.`treatment`))), (SELECT (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(p.`treatment_type`))) FROM `trip_plans` p WHERE p.`id` = c.`trip_plan_id`), (SELECT (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(i.`treatment_type`))) FROM `intakes` i WHERE i.`id` = c.`intake_id`), (SELECT (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(m.`treatment`))) FROM `contact_messages` m WHERE m.`id` = c.`contact_message_id`), (SELECT (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(p.`treatment_type`))) FROM `consultation_bookings` b JOIN `trip_plans` p ON p.`id` = b.`trip_plan_id` WHERE b.`id` = c.`booking_id`)), c.`status`, c.`closing_reason`, c.`assignee_id`, c.`received_at`, c.`due_at`, c.`updated_at`, c.`created_at`, c.`locale`, c.`first_reply_at`, c.`overdue_notice_for`, c.`booking_id` FROM `cases` c;--> statement-breakpoint
INSERT INTO `consultation_bookings_new` (`id`, `coordinator_id`, `starts_at`, `status`, `hold_expires_at`, `user_id`, `patient_zone`, `name`, `email`, `phone`, `topic`, `shares_intake`, `trip_plan_id`, `doctor_id`, `replaces_id`, `confirmed_at`, `cancelled_at`, `reminder_24h_queued_at`, `reminder_2h_queued_at`, `created_at`, `locale`, `case_id`) SELECT `id`, `coordinator_id`, `starts_at`, `status`, `hold_expires_at`, `user_id`, `patient_zone`, `name`, `email`, `phone`, `topic`, `shares_intake`, `trip_plan_id`, `doctor_id`, `replaces_id`, `confirmed_at`, `cancelled_at`, `reminder_24h_queued_at`, `reminder_2h_queued_at`, `created_at`, `locale`, `case_id` FROM `consultation_bookings`;--> statement-breakpoint
INSERT INTO `intake_documents_new` (`id`, `draft_id`, `intake_id`, `kind`, `file_name`, `content_type`, `size`, `storage_key`, `created_at`) SELECT `id`, `draft_id`, `intake_id`, `kind`, `file_name`, `content_type`, `size`, `storage_key`, `created_at` FROM `intake_documents`;--> statement-breakpoint
INSERT INTO `case_attachments_new` (`id`, `case_id`, `file_name`, `content_type`, `size`, `storage_key`, `uploaded_by`, `created_at`) SELECT `id`, `case_id`, `file_name`, `content_type`, `size`, `storage_key`, `uploaded_by`, `created_at` FROM `case_attachments`;--> statement-breakpoint
INSERT INTO `case_escalations_new` (`case_id`, `threshold`, `due_at`, `sent_at`) SELECT `case_id`, `threshold`, `due_at`, `sent_at` FROM `case_escalations`;--> statement-breakpoint
INSERT INTO `case_events_new` (`id`, `case_id`, `actor_id`, `kind`, `from_status`, `to_status`, `closing_reason`, `assignee_id`, `created_at`) SELECT `id`, `case_id`, `actor_id`, `kind`, `from_status`, `to_status`, `closing_reason`, `assignee_id`, `created_at` FROM `case_events`;--> statement-breakpoint
INSERT INTO `case_journeys_new` (`case_id`, `stage`, `treatment`, `hospital`, `doctor`, `treatment_start`, `treatment_end`, `arrival_date`, `flight`, `hotel`, `hotel_from`, `hotel_to`, `pickup_at`, `visa_letter`, `admission_date`, `discharge_date`, `follow_up_plan`, `updated_by`, `updated_at`) SELECT `case_id`, `stage`, (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(`case_journeys`.`treatment`))), `hospital`, `doctor`, `treatment_start`, `treatment_end`, `arrival_date`, `flight`, `hotel`, `hotel_from`, `hotel_to`, `pickup_at`, `visa_letter`, `admission_date`, `discharge_date`, `follow_up_plan`, `updated_by`, `updated_at` FROM `case_journeys`;--> statement-breakpoint
INSERT INTO `case_merges_new` (`id`, `kept_case_id`, `merged_case_id`, `actor_id`, `created_at`) SELECT `id`, `kept_case_id`, `merged_case_id`, `actor_id`, `created_at` FROM `case_merges`;--> statement-breakpoint
INSERT INTO `case_messages_new` (`id`, `case_id`, `author`, `author_id`, `patient_email`, `body`, `created_at`) SELECT `id`, `case_id`, `author`, `author_id`, `patient_email`, `body`, `created_at` FROM `case_messages`;--> statement-breakpoint
INSERT INTO `case_notes_new` (`id`, `case_id`, `author_id`, `body`, `created_at`) SELECT `id`, `case_id`, `author_id`, `body`, `created_at` FROM `case_notes`;--> statement-breakpoint
INSERT INTO `case_presence_new` (`case_id`, `staff_id`, `writing`, `seen_at`) SELECT `case_id`, `staff_id`, `writing`, `seen_at` FROM `case_presence`;--> statement-breakpoint
INSERT INTO `case_reads_new` (`case_id`, `reader`, `read_at`) SELECT `case_id`, `reader`, `read_at` FROM `case_reads`;--> statement-breakpoint
INSERT INTO `case_stage_changes_new` (`id`, `case_id`, `actor_id`, `from_stage`, `to_stage`, `created_at`) SELECT `id`, `case_id`, `actor_id`, `from_stage`, `to_stage`, `created_at` FROM `case_stage_changes`;--> statement-breakpoint
INSERT INTO `follow_up_checkins_new` (`id`, `case_id`, `day_offset`, `due_at`, `sent_at`, `answered_at`, `feeling`, `pain`, `warning_signs`, `note`, `wants_call`, `urgent`, `handled_at`, `handled_by`, `created_at`) SELECT `id`, `case_id`, `day_offset`, `due_at`, `sent_at`, `answered_at`, `feeling`, `pain`, `warning_signs`, `note`, `wants_call`, `urgent`, `handled_at`, `handled_by`, `created_at` FROM `follow_up_checkins`;--> statement-breakpoint
INSERT INTO `quotes_new` (`id`, `case_id`, `number`, `version`, `currency`, `total_minor`, `included`, `excluded`, `hospital`, `doctor`, `valid_until`, `status`, `decided_at`, `decline_reason`, `created_by`, `created_at`, `treatment`) SELECT q.`id`, q.`case_id`, q.`number`, q.`version`, q.`currency`, q.`total_minor`, q.`included`, q.`excluded`, q.`hospital`, q.`doctor`, q.`valid_until`, q.`status`, q.`decided_at`, q.`decline_reason`, q.`created_by`, q.`created_at`, coalesce((SELECT `treatment` FROM `case_journeys_new` WHERE `case_id` = q.`case_id`), (SELECT `treatment` FROM `cases_new` WHERE `id` = q.`case_id`)) FROM `quotes` q;--> statement-breakpoint
INSERT INTO `quote_items_new` (`id`, `quote_id`, `position`, `kind`, `description`, `amount_minor`) SELECT `id`, `quote_id`, `position`, `kind`, `description`, `amount_minor` FROM `quote_items`;--> statement-breakpoint
INSERT INTO `review_invitations_new` (`case_id`, `sent_at`) SELECT `case_id`, `sent_at` FROM `review_invitations`;--> statement-breakpoint
INSERT INTO `reviews_new` (`id`, `case_id`, `patient_user_id`, `doctor_id`, `doctor_stars`, `service_stars`, `text`, `shown_name`, `shown_country`, `treatment`, `treated_month`, `story`, `story_consent`, `story_approved_at`, `story_approved_by`, `hidden_reason`, `hidden_at`, `hidden_by`, `created_at`) SELECT `id`, `case_id`, `patient_user_id`, `doctor_id`, `doctor_stars`, `service_stars`, `text`, `shown_name`, `shown_country`, (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(`reviews`.`treatment`))), `treated_month`, `story`, `story_consent`, `story_approved_at`, `story_approved_by`, `hidden_reason`, `hidden_at`, `hidden_by`, `created_at` FROM `reviews`;--> statement-breakpoint
INSERT INTO `staff_case_reads_new` (`case_id`, `staff_id`, `read_at`) SELECT `case_id`, `staff_id`, `read_at` FROM `staff_case_reads`;--> statement-breakpoint
INSERT INTO `staff_digest_items_new` (`id`, `user_id`, `case_id`, `event`, `created_at`, `sent_at`) SELECT `id`, `user_id`, `case_id`, `event`, `created_at`, `sent_at` FROM `staff_digest_items`;--> statement-breakpoint
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
DROP TABLE `intake_documents`;--> statement-breakpoint
DROP TABLE `cases`;--> statement-breakpoint
DROP TABLE `consultation_bookings`;--> statement-breakpoint
DROP TABLE `contact_messages`;--> statement-breakpoint
DROP TABLE `intakes`;--> statement-breakpoint
DROP TABLE `trip_plans`;--> statement-breakpoint
ALTER TABLE `trip_plans_new` RENAME TO `trip_plans`;--> statement-breakpoint
ALTER TABLE `intakes_new` RENAME TO `intakes`;--> statement-breakpoint
ALTER TABLE `contact_messages_new` RENAME TO `contact_messages`;--> statement-breakpoint
ALTER TABLE `cases_new` RENAME TO `cases`;--> statement-breakpoint
ALTER TABLE `consultation_bookings_new` RENAME TO `consultation_bookings`;--> statement-breakpoint
ALTER TABLE `intake_documents_new` RENAME TO `intake_documents`;--> statement-breakpoint
ALTER TABLE `case_attachments_new` RENAME TO `case_attachments`;--> statement-breakpoint
ALTER TABLE `case_escalations_new` RENAME TO `case_escalations`;--> statement-breakpoint
ALTER TABLE `case_events_new` RENAME TO `case_events`;--> statement-breakpoint
ALTER TABLE `case_journeys_new` RENAME TO `case_journeys`;--> statement-breakpoint
ALTER TABLE `case_merges_new` RENAME TO `case_merges`;--> statement-breakpoint
ALTER TABLE `case_messages_new` RENAME TO `case_messages`;--> statement-breakpoint
ALTER TABLE `case_notes_new` RENAME TO `case_notes`;--> statement-breakpoint
ALTER TABLE `case_presence_new` RENAME TO `case_presence`;--> statement-breakpoint
ALTER TABLE `case_reads_new` RENAME TO `case_reads`;--> statement-breakpoint
ALTER TABLE `case_stage_changes_new` RENAME TO `case_stage_changes`;--> statement-breakpoint
ALTER TABLE `follow_up_checkins_new` RENAME TO `follow_up_checkins`;--> statement-breakpoint
ALTER TABLE `quotes_new` RENAME TO `quotes`;--> statement-breakpoint
ALTER TABLE `quote_items_new` RENAME TO `quote_items`;--> statement-breakpoint
ALTER TABLE `review_invitations_new` RENAME TO `review_invitations`;--> statement-breakpoint
ALTER TABLE `reviews_new` RENAME TO `reviews`;--> statement-breakpoint
ALTER TABLE `staff_case_reads_new` RENAME TO `staff_case_reads`;--> statement-breakpoint
ALTER TABLE `staff_digest_items_new` RENAME TO `staff_digest_items`;--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `trip_plans_user_idx` ON `trip_plans` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `intake_documents_storage_key_unique` ON `intake_documents` (`storage_key`);--> statement-breakpoint
CREATE INDEX `intake_documents_draft_idx` ON `intake_documents` (`draft_id`,`kind`);--> statement-breakpoint
CREATE INDEX `intake_documents_intake_idx` ON `intake_documents` (`intake_id`,`kind`);--> statement-breakpoint
CREATE INDEX `intakes_user_idx` ON `intakes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_bookings_slot_unique` ON `consultation_bookings` (`coordinator_id`,`starts_at`) WHERE "consultation_bookings"."status" IN ('held', 'awaiting_email', 'confirmed', 'done', 'no_show');--> statement-breakpoint
CREATE INDEX `consultation_bookings_starts_idx` ON `consultation_bookings` (`starts_at`,`status`);--> statement-breakpoint
CREATE INDEX `consultation_bookings_user_idx` ON `consultation_bookings` (`user_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_user_idx` ON `contact_messages` (`user_id`);--> statement-breakpoint
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
CREATE INDEX `follow_up_checkins_case_day_idx` ON `follow_up_checkins` (`case_id`,`day_offset`);--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_checkins_unsent_day_unique` ON `follow_up_checkins` (`case_id`,`day_offset`) WHERE "follow_up_checkins"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX `follow_up_checkins_due_idx` ON `follow_up_checkins` (`sent_at`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_case_id_unique` ON `reviews` (`case_id`);--> statement-breakpoint
CREATE INDEX `reviews_doctor_idx` ON `reviews` (`doctor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_digest_items_waiting_idx` ON `staff_digest_items` (`sent_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_digest_items_user_idx` ON `staff_digest_items` (`user_id`,`sent_at`);--> statement-breakpoint
CREATE INDEX `case_presence_seen_idx` ON `case_presence` (`seen_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `cases_booking_unique` ON `cases` (`booking_id`);--> statement-breakpoint
CREATE INDEX `consultation_bookings_case_idx` ON `consultation_bookings` (`case_id`);--> statement-breakpoint
UPDATE `intake_drafts` SET `data` = json_set(`data`, '$.treatmentType', (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(json_extract(`intake_drafts`.`data`, '$.treatmentType')))))
WHERE (SELECT `treatment_id` FROM `former_treatment_names` WHERE `former_name` = lower(trim(json_extract(`intake_drafts`.`data`, '$.treatmentType')))) IS NOT NULL;--> statement-breakpoint
CREATE VIEW `case_search_source` AS
SELECT `case_id`, `source_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(' ' || raw, char(10), ' '), char(13), ' '), char(9), ' '), '(', ' '), '[', ' '), '«', ' '), '"', ' '), '''', ' '), '/', ' '), '-', ' '), '.', ' '), ',', ' '), '،', ' '), '؛', ' '), ':', ' '), '!', ' '), '?', ' '), '؟', ' '), char(1600), ''), char(1611), ''), char(1612), ''), char(1613), ''), char(1614), ''), char(1615), ''), char(1616), ''), char(1617), ''), char(1618), ''), char(1648), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ة', 'ه'), 'ى', 'ي'), '٠', '0'), '١', '1'), '٢', '2'), '٣', '3'), '٤', '4'), '٥', '5'), '٦', '6'), '٧', '7'), '٨', '8'), '٩', '9'), '۰', '0'), '۱', '1'), '۲', '2'), '۳', '3'), '۴', '4'), '۵', '5'), '۶', '6'), '۷', '7'), '۸', '8'), '۹', '9'), ' وبال', ' و ب ال '), ' فبال', ' ف ب ال '), ' وكال', ' و ك ال '), ' ولل', ' و ل ل '), ' فلل', ' ف ل ل '), ' وال', ' و ال '), ' فال', ' ف ال '), ' بال', ' ب ال '), ' كال', ' ك ال '), ' لل', ' ل ل '), ' ال', ' ال ') AS `text`
FROM (
  SELECT `case_id`, `source_id`, `words` || CASE WHEN coalesce(`contact_digits`, '') = '' THEN '' ELSE ' ' || `contact_digits` || ' ' || substr(`contact_digits`, 2) || ' ' || substr(`contact_digits`, 3) || ' ' || substr(`contact_digits`, 4) END || CASE WHEN coalesce(`intake_digits`, '') = '' THEN '' ELSE ' ' || `intake_digits` || ' ' || substr(`intake_digits`, 2) || ' ' || substr(`intake_digits`, 3) || ' ' || substr(`intake_digits`, 4) END AS `raw`
  FROM (
    SELECT `c`.`id` AS `case_id`, `c`.`id` AS `source_id`,
      `c`.`patient_name` || ' ' || `c`.`patient_email` || ' ' || `c`.`id`
        || ' ' || coalesce(`c`.`contact_message_id`, `c`.`trip_plan_id`, `c`.`intake_id`, `c`.`booking_id`, '')
        || ' ' || coalesce(`m`.`message`, '') || ' ' || coalesce(`m`.`country`, '')
        || ' ' || coalesce(`p`.`special_requirements`, '')
        || CASE WHEN `i`.`id` IS NULL OR `i`.`consent_withdrawn_at` IS NOT NULL THEN '' ELSE
          ' ' || coalesce(`i`.`first_name`, '') || ' ' || coalesce(`i`.`last_name`, '') || ' ' || coalesce(`i`.`email`, '')
          || ' ' || coalesce(`i`.`medical_condition`, '') || ' ' || coalesce(`i`.`previous_treatments`, '')
          || ' ' || coalesce(`i`.`current_medications`, '') || ' ' || coalesce(`i`.`allergies`, '')
          || ' ' || coalesce(`i`.`doctor_preference`, '') || ' ' || coalesce(`i`.`accessibility_needs`, '')
          || ' ' || coalesce(`i`.`dietary_requirements`, '') || ' ' || coalesce(`i`.`preferred_dates`, '') END AS `words`,
      replace(replace(replace(replace(replace(replace(replace(replace(`m`.`phone`, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', ''), char(160), '') AS `contact_digits`,
      CASE WHEN `i`.`consent_withdrawn_at` IS NULL THEN replace(replace(replace(replace(replace(replace(replace(replace(`i`.`phone`, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', ''), char(160), '') END AS `intake_digits`
    FROM `cases` AS `c`
    LEFT JOIN `contact_messages` AS `m` ON `m`.`id` = `c`.`contact_message_id`
    LEFT JOIN `intakes` AS `i` ON `i`.`id` = `c`.`intake_id`
    LEFT JOIN `trip_plans` AS `p` ON `p`.`id` = `c`.`trip_plan_id`
  )
  UNION ALL
  SELECT `case_id`, `source_id`, `words` || CASE WHEN coalesce(`digits`, '') = '' THEN '' ELSE ' ' || `digits` || ' ' || substr(`digits`, 2) || ' ' || substr(`digits`, 3) || ' ' || substr(`digits`, 4) END
  FROM (
    SELECT `b`.`case_id` AS `case_id`, `b`.`id` AS `source_id`,
      coalesce(`b`.`name`, '') || ' ' || coalesce(`b`.`email`, '') || ' ' || coalesce(`b`.`topic`, '') AS `words`,
      replace(replace(replace(replace(replace(replace(replace(replace(`b`.`phone`, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', ''), char(160), '') AS `digits`
    FROM `consultation_bookings` AS `b` WHERE `b`.`case_id` IS NOT NULL
  )
  UNION ALL
  SELECT `case_id`, `id`, `body` FROM `case_messages`
  UNION ALL
  SELECT `case_id`, `id`, `body` FROM `case_notes`
);--> statement-breakpoint
CREATE TRIGGER `contact_messages_owner` AFTER INSERT ON `contact_messages` WHEN NEW.`user_id` IS NULL
BEGIN
  UPDATE `contact_messages` SET `user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`email` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `consultation_bookings_owner` AFTER UPDATE OF `confirmed_at` ON `consultation_bookings`
WHEN NEW.`user_id` IS NULL AND NEW.`confirmed_at` IS NOT NULL
BEGIN
  UPDATE `consultation_bookings` SET `user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`email` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
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
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_case_update` AFTER UPDATE OF `patient_name`, `patient_email` ON `cases` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_case_delete` AFTER DELETE ON `cases` BEGIN
  DELETE FROM `case_search` WHERE `case_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_contact_update` AFTER UPDATE OF `message`, `phone`, `country` ON `contact_messages` BEGIN
  DELETE FROM `case_search` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `contact_message_id` = NEW.`id`);
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `contact_message_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_intake_update` AFTER UPDATE ON `intakes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `intake_id` = NEW.`id`);
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `intake_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_plan_update` AFTER UPDATE OF `special_requirements` ON `trip_plans` BEGIN
  DELETE FROM `case_search` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `trip_plan_id` = NEW.`id`);
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `trip_plan_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_booking_insert` AFTER INSERT ON `consultation_bookings` WHEN NEW.`case_id` IS NOT NULL BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_booking_update` AFTER UPDATE OF `case_id`, `name`, `email`, `phone`, `topic` ON `consultation_bookings` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_booking_delete` AFTER DELETE ON `consultation_bookings` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_insert` AFTER INSERT ON `case_messages` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_update` AFTER UPDATE OF `case_id`, `body` ON `case_messages` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_delete` AFTER DELETE ON `case_messages` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_insert` AFTER INSERT ON `case_notes` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_update` AFTER UPDATE OF `case_id`, `body` ON `case_notes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_delete` AFTER DELETE ON `case_notes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;--> statement-breakpoint
DROP TABLE `former_treatment_names`;
