CREATE TABLE `follow_up_checkins` (
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
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "follow_up_checkins_day_range" CHECK("follow_up_checkins"."day_offset" BETWEEN 1 AND 365),
	CONSTRAINT "follow_up_checkins_scores" CHECK(("follow_up_checkins"."feeling" IS NULL OR "follow_up_checkins"."feeling" BETWEEN 0 AND 10) AND ("follow_up_checkins"."pain" IS NULL OR "follow_up_checkins"."pain" BETWEEN 0 AND 10)),
	CONSTRAINT "follow_up_checkins_answer_after_send" CHECK("follow_up_checkins"."answered_at" IS NULL OR "follow_up_checkins"."sent_at" IS NOT NULL),
	CONSTRAINT "follow_up_checkins_note_length" CHECK("follow_up_checkins"."note" IS NULL OR length("follow_up_checkins"."note") <= 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_checkins_case_day_unique` ON `follow_up_checkins` (`case_id`,`day_offset`);--> statement-breakpoint
CREATE INDEX `follow_up_checkins_due_idx` ON `follow_up_checkins` (`sent_at`,`due_at`);