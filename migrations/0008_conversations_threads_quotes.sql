CREATE TABLE `case_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`author` text NOT NULL,
	`author_id` text,
	`patient_email` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_messages_author_valid" CHECK("case_messages"."author" IN ('patient', 'staff')),
	CONSTRAINT "case_messages_body_length" CHECK(length("case_messages"."body") BETWEEN 1 AND 5000),
	CONSTRAINT "case_messages_patient_email" CHECK(("case_messages"."author" = 'patient') = ("case_messages"."patient_email" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `case_messages_case_idx` ON `case_messages` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `case_messages_patient_idx` ON `case_messages` (`patient_email`,`created_at`);--> statement-breakpoint
CREATE TABLE `case_reads` (
	`case_id` text NOT NULL,
	`reader` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `reader`),
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "case_reads_reader_valid" CHECK("case_reads"."reader" IN ('patient', 'staff'))
);
--> statement-breakpoint
CREATE TABLE `quote_items` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`amount_minor` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_items_kind_valid" CHECK("quote_items"."kind" IN ('procedure', 'hospital_stay', 'accommodation', 'transfers', 'concierge', 'other')),
	CONSTRAINT "quote_items_amount_nonnegative" CHECK("quote_items"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_items_position_unique` ON `quote_items` (`quote_id`,`position`);--> statement-breakpoint
CREATE TABLE `quotes` (
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
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quotes_currency_valid" CHECK("quotes"."currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "quotes_status_valid" CHECK("quotes"."status" IN ('sent', 'superseded', 'accepted', 'declined')),
	CONSTRAINT "quotes_total_nonnegative" CHECK("quotes"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_case_version_unique` ON `quotes` (`case_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_version_unique` ON `quotes` (`number`,`version`);