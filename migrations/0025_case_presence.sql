CREATE TABLE `case_presence` (
	`case_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`writing` integer DEFAULT false NOT NULL,
	`seen_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `staff_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_presence_seen_idx` ON `case_presence` (`seen_at`);
