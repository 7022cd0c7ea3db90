CREATE TABLE `reviews` (
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
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`doctor_id`) REFERENCES `doctors`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`story_approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_stars" CHECK("reviews"."doctor_stars" BETWEEN 1 AND 5 AND "reviews"."service_stars" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_length" CHECK(length("reviews"."text") BETWEEN 1 AND 2000 AND ("reviews"."story" IS NULL OR length("reviews"."story") <= 4000)),
	CONSTRAINT "reviews_hidden_has_reason" CHECK(("reviews"."hidden_at" IS NULL) = ("reviews"."hidden_reason" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_case_id_unique` ON `reviews` (`case_id`);--> statement-breakpoint
CREATE INDEX `reviews_doctor_idx` ON `reviews` (`doctor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_invitations` (
	`case_id` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The launch content's reviews were not written by patients NileCare treated (decision 2810).
UPDATE `doctor_reviews` SET `is_verified` = 0;
