CREATE TABLE `case_journeys` (
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
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_journeys_stage_valid" CHECK("case_journeys"."stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care')),
	CONSTRAINT "case_journeys_visa_valid" CHECK("case_journeys"."visa_letter" IN ('not_needed', 'needed', 'sent')),
	CONSTRAINT "case_journeys_treatment_order" CHECK("case_journeys"."treatment_end" IS NULL OR "case_journeys"."treatment_start" IS NULL OR "case_journeys"."treatment_end" >= "case_journeys"."treatment_start"),
	CONSTRAINT "case_journeys_hotel_order" CHECK("case_journeys"."hotel_to" IS NULL OR "case_journeys"."hotel_from" IS NULL OR "case_journeys"."hotel_to" >= "case_journeys"."hotel_from"),
	CONSTRAINT "case_journeys_stay_order" CHECK("case_journeys"."discharge_date" IS NULL OR "case_journeys"."admission_date" IS NULL OR "case_journeys"."discharge_date" >= "case_journeys"."admission_date")
);
--> statement-breakpoint
CREATE INDEX `case_journeys_stage_idx` ON `case_journeys` (`stage`);--> statement-breakpoint
CREATE TABLE `case_stage_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`actor_id` text,
	`from_stage` text NOT NULL,
	`to_stage` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_stage_changes_valid" CHECK("case_stage_changes"."from_stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care') AND "case_stage_changes"."to_stage" IN ('free_consultation', 'schedule_treatment', 'travel_arrangements', 'medical_treatment', 'recovery_support', 'follow_up_care'))
);
--> statement-breakpoint
CREATE INDEX `case_stage_changes_case_idx` ON `case_stage_changes` (`case_id`,`created_at`);