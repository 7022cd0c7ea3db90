-- Every consultation belongs to a case (issue 25, item 1; decision 2507): the one it opened, the open request the
-- patient said it was about, or the one they had. Until now a booking was matched to the patient's newest case at
-- every read, so a cancellation could reach the coordinator of another request and a merge moved nothing.
-- SQLite adds a column with a reference when its default is NULL; deleting a case (retention, erasure) leaves the
-- patient's booking standing without it.
ALTER TABLE `consultation_bookings` ADD `case_id` text REFERENCES `cases`(`id`) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `consultation_bookings_case_idx` ON `consultation_bookings` (`case_id`);--> statement-breakpoint
-- A booking that opened its own case.
UPDATE `consultation_bookings` SET `case_id` = (SELECT `id` FROM `cases` WHERE `cases`.`booking_id` = `consultation_bookings`.`id`);--> statement-breakpoint
-- Every other booking that reached a patient: the same patient's case that was newest when it was booked (else their
-- first one after it), read through any merge to the case that was kept.
UPDATE `consultation_bookings` SET `case_id` = (
	SELECT coalesce((SELECT `kept_case_id` FROM `case_merges` WHERE `merged_case_id` = c.`id`), c.`id`)
	FROM `cases` c
	WHERE (`consultation_bookings`.`user_id` IS NOT NULL AND c.`patient_user_id` = `consultation_bookings`.`user_id`)
		OR c.`patient_email` = lower(`consultation_bookings`.`email`)
	ORDER BY c.`received_at` <= coalesce(`consultation_bookings`.`confirmed_at`, `consultation_bookings`.`created_at`) DESC,
		abs(c.`received_at` - coalesce(`consultation_bookings`.`confirmed_at`, `consultation_bookings`.`created_at`))
	LIMIT 1
)
WHERE `case_id` IS NULL AND `status` IN ('confirmed', 'done', 'no_show', 'cancelled');
