CREATE TABLE `case_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_attachments_type_valid" CHECK("case_attachments"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "case_attachments_size" CHECK("case_attachments"."size" > 0)
);
--> statement-breakpoint
CREATE INDEX `case_attachments_case_idx` ON `case_attachments` (`case_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `case_attachments_storage_key_unique` ON `case_attachments` (`storage_key`);--> statement-breakpoint
CREATE TABLE `case_merges` (
	`id` text PRIMARY KEY NOT NULL,
	`kept_case_id` text NOT NULL,
	`merged_case_id` text NOT NULL,
	`actor_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`kept_case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merged_case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_merges_distinct" CHECK("case_merges"."kept_case_id" <> "case_merges"."merged_case_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_merges_merged_unique` ON `case_merges` (`merged_case_id`);--> statement-breakpoint
CREATE INDEX `case_merges_kept_idx` ON `case_merges` (`kept_case_id`,`created_at`);