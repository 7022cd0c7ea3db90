-- Written by hand. A quote a patient can commit to (app/cases/quotes/, decision 0155): each version stores its terms
-- (what the price covers item by item, the most it can rise and when, the deposit, the balance, refunds by time
-- before arrival, taxes, whether home prices are shown) as JSON, and the accepted version a copy of what the patient
-- read; a line is quantity × unit price; SAR, AED, KWD and EGP join the currencies. SQLite widens a CHECK only by
-- rebuilding the table, and `currency` is named by a table CHECK, so it cannot be dropped and added again as 0034
-- did for a channel. `quotes` and its one child `quote_items` are built again under new names that point at each
-- other, filled, the old ones dropped children first (nothing still standing points at `quotes` when it goes, so no
-- ON DELETE CASCADE runs), then renamed; foreign keys are checked at the end of the migration.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
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
	`terms` text,
	`accepted_copy` text,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`treatment`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "quotes_currency_valid" CHECK("quotes_new"."currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'SAR', 'AED', 'KWD', 'EGP')),
	CONSTRAINT "quotes_status_valid" CHECK("quotes_new"."status" IN ('sent', 'superseded', 'accepted', 'declined')),
	CONSTRAINT "quotes_total_nonnegative" CHECK("quotes_new"."total_minor" >= 0)
);--> statement-breakpoint
CREATE TABLE `quote_items_new` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_minor` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes_new`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_items_kind_valid" CHECK("quote_items_new"."kind" IN ('procedure', 'hospital_stay', 'accommodation', 'transfers', 'concierge', 'other')),
	CONSTRAINT "quote_items_amount_nonnegative" CHECK("quote_items_new"."amount_minor" >= 0),
	CONSTRAINT "quote_items_quantity_valid" CHECK("quote_items_new"."quantity" BETWEEN 1 AND 999),
	CONSTRAINT "quote_items_amount_is_quantity_times_unit" CHECK("quote_items_new"."amount_minor" = "quote_items_new"."quantity" * "quote_items_new"."unit_minor")
);--> statement-breakpoint
INSERT INTO `quotes_new` (`id`, `case_id`, `number`, `version`, `currency`, `total_minor`, `included`, `excluded`, `hospital`, `doctor`, `valid_until`, `status`, `decided_at`, `decline_reason`, `created_by`, `created_at`, `treatment`) SELECT `id`, `case_id`, `number`, `version`, `currency`, `total_minor`, `included`, `excluded`, `hospital`, `doctor`, `valid_until`, `status`, `decided_at`, `decline_reason`, `created_by`, `created_at`, `treatment` FROM `quotes`;--> statement-breakpoint
-- A line stored before quantities is one unit at its amount.
INSERT INTO `quote_items_new` (`id`, `quote_id`, `position`, `kind`, `description`, `quantity`, `unit_minor`, `amount_minor`) SELECT `id`, `quote_id`, `position`, `kind`, `description`, 1, `amount_minor`, `amount_minor` FROM `quote_items`;--> statement-breakpoint
DROP TABLE `quote_items`;--> statement-breakpoint
DROP TABLE `quotes`;--> statement-breakpoint
ALTER TABLE `quotes_new` RENAME TO `quotes`;--> statement-breakpoint
ALTER TABLE `quote_items_new` RENAME TO `quote_items`;--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_case_version_unique` ON `quotes` (`case_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_version_unique` ON `quotes` (`number`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `quote_items_position_unique` ON `quote_items` (`quote_id`,`position`);
