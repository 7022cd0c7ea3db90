CREATE TABLE `saved_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`locale` text NOT NULL,
	`body` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "saved_replies_locale_valid" CHECK("saved_replies"."locale" IN ('en', 'ar')),
	CONSTRAINT "saved_replies_title_length" CHECK(length("saved_replies"."title") BETWEEN 1 AND 100),
	CONSTRAINT "saved_replies_body_length" CHECK(length("saved_replies"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX `saved_replies_locale_idx` ON `saved_replies` (`locale`,`title`);--> statement-breakpoint
CREATE TABLE `staff_case_reads` (
	`case_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`case_id`, `staff_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `profiles` ADD `covered_by` text;--> statement-breakpoint
ALTER TABLE `cases` ADD `first_reply_at` integer;--> statement-breakpoint
ALTER TABLE `cases` ADD `overdue_notice_for` integer;--> statement-breakpoint
UPDATE `cases` SET `first_reply_at` = (SELECT min(m.`created_at`) FROM `case_messages` m WHERE m.`case_id` = `cases`.`id` AND m.`author` = 'staff');--> statement-breakpoint
-- Written by hand: drizzle has no FTS5 virtual tables or triggers (decision 2604). One row per case (its
-- patient's name, e-mail and id), per message and per note; the triggers keep it in step with every
-- statement that writes those rows, so erasure (which deletes the messages and notes and rewrites the case) empties it too.
CREATE VIRTUAL TABLE `case_search` USING fts5(`case_id` UNINDEXED, `source_id` UNINDEXED, `text`, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `id`, `id`, `patient_name` || ' ' || `patient_email` || ' ' || `id` FROM `cases`;--> statement-breakpoint
INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `id`, `body` FROM `case_messages`;--> statement-breakpoint
INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `id`, `body` FROM `case_notes`;--> statement-breakpoint
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
