-- Written by hand. The team's hours become the one setting the reply clock and every page that states the office
-- hours read (decision 0158): an install without saved hours gets the hours the site stated until now, Monday to
-- Saturday 09:00–18:00 Cairo time (the former OPERATOR_HOURS), so a message at night is never due at night. Dated
-- closures (public holidays closed all day, Ramadan's shorter hours) override the week on their dates.
INSERT INTO `team_hours` (`weekday`, `start_minute`, `end_minute`)
  SELECT `value`, 540, 1080 FROM json_each('[1, 2, 3, 4, 5, 6]') WHERE NOT EXISTS (SELECT 1 FROM `team_hours`);--> statement-breakpoint
CREATE TABLE `team_closures` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`first_date` text NOT NULL,
	`last_date` text NOT NULL,
	`start_minute` integer,
	`end_minute` integer,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "team_closures_dates_valid" CHECK("team_closures"."first_date" <= "team_closures"."last_date" AND length("team_closures"."first_date") = 10 AND length("team_closures"."last_date") = 10),
	CONSTRAINT "team_closures_window_valid" CHECK(("team_closures"."start_minute" IS NULL AND "team_closures"."end_minute" IS NULL) OR ("team_closures"."start_minute" >= 0 AND "team_closures"."end_minute" <= 1440 AND "team_closures"."start_minute" < "team_closures"."end_minute"))
);--> statement-breakpoint
CREATE INDEX `team_closures_last_date_idx` ON `team_closures` (`last_date`);
