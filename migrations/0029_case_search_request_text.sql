-- Written by hand (decision 4410). Phone numbers stored as typed become E.164 where they were written
-- internationally ("+420 601 234 567", "00420 601 234 567", "+44 (0)20 …"); the app stores new ones through
-- libphonenumber-js, and a number it cannot read stays as typed. The search index is rebuilt from the view
-- `case_search_source`, the one statement of what is indexed (a case's names, addresses, references, what the
-- patient sent with its phone numbers, bookings, messages and notes), folded for Arabic as app/cases/console/search-fold.ts
-- folds the search box: the triggers copy its rows, so the index can always be built again from the source tables.
UPDATE `contact_messages` SET `phone` = `n`.`e164` FROM (
  SELECT `id`, CASE WHEN `s` GLOB '00[1-9]*' THEN '+' || substr(`s`, 3) ELSE `s` END AS `e164`
  FROM (SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(trim(`phone`), ' ', ''), char(160), ''), '-', ''), '.', ''), '/', ''), '(0)', ''), '(', ''), ')', '') AS `s` FROM `contact_messages` WHERE `phone` IS NOT NULL)
) AS `n`
WHERE `contact_messages`.`id` = `n`.`id` AND `n`.`e164` GLOB '+[1-9]*' AND length(`n`.`e164`) BETWEEN 8 AND 16
  AND substr(`n`.`e164`, 2) NOT GLOB '*[^0-9]*' AND `n`.`e164` <> `contact_messages`.`phone`;--> statement-breakpoint
UPDATE `intakes` SET `phone` = `n`.`e164` FROM (
  SELECT `id`, CASE WHEN `s` GLOB '00[1-9]*' THEN '+' || substr(`s`, 3) ELSE `s` END AS `e164`
  FROM (SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(trim(`phone`), ' ', ''), char(160), ''), '-', ''), '.', ''), '/', ''), '(0)', ''), '(', ''), ')', '') AS `s` FROM `intakes` WHERE `phone` IS NOT NULL)
) AS `n`
WHERE `intakes`.`id` = `n`.`id` AND `n`.`e164` GLOB '+[1-9]*' AND length(`n`.`e164`) BETWEEN 8 AND 16
  AND substr(`n`.`e164`, 2) NOT GLOB '*[^0-9]*' AND `n`.`e164` <> `intakes`.`phone`;--> statement-breakpoint
UPDATE `consultation_bookings` SET `phone` = `n`.`e164` FROM (
  SELECT `id`, CASE WHEN `s` GLOB '00[1-9]*' THEN '+' || substr(`s`, 3) ELSE `s` END AS `e164`
  FROM (SELECT `id`, replace(replace(replace(replace(replace(replace(replace(replace(trim(`phone`), ' ', ''), char(160), ''), '-', ''), '.', ''), '/', ''), '(0)', ''), '(', ''), ')', '') AS `s` FROM `consultation_bookings` WHERE `phone` IS NOT NULL)
) AS `n`
WHERE `consultation_bookings`.`id` = `n`.`id` AND `n`.`e164` GLOB '+[1-9]*' AND length(`n`.`e164`) BETWEEN 8 AND 16
  AND substr(`n`.`e164`, 2) NOT GLOB '*[^0-9]*' AND `n`.`e164` <> `consultation_bookings`.`phone`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `case_search_case_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `case_search_case_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `case_search_case_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `case_search_message_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `case_search_message_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `case_search_note_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `case_search_note_delete`;--> statement-breakpoint
DROP TABLE IF EXISTS `case_search`;--> statement-breakpoint
CREATE VIEW `case_search_source` AS
SELECT `case_id`, `source_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(' ' || raw, char(10), ' '), char(13), ' '), char(9), ' '), '(', ' '), '[', ' '), '«', ' '), '"', ' '), '''', ' '), '/', ' '), '-', ' '), '.', ' '), ',', ' '), '،', ' '), '؛', ' '), ':', ' '), '!', ' '), '?', ' '), '؟', ' '), char(1600), ''), char(1611), ''), char(1612), ''), char(1613), ''), char(1614), ''), char(1615), ''), char(1616), ''), char(1617), ''), char(1618), ''), char(1648), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ة', 'ه'), 'ى', 'ي'), '٠', '0'), '١', '1'), '٢', '2'), '٣', '3'), '٤', '4'), '٥', '5'), '٦', '6'), '٧', '7'), '٨', '8'), '٩', '9'), '۰', '0'), '۱', '1'), '۲', '2'), '۳', '3'), '۴', '4'), '۵', '5'), '۶', '6'), '۷', '7'), '۸', '8'), '۹', '9'), ' وبال', ' و ب ال '), ' فبال', ' ف ب ال '), ' وكال', ' و ك ال '), ' ولل', ' و ل ل '), ' فلل', ' ف ل ل '), ' وال', ' و ال '), ' فال', ' ف ال '), ' بال', ' ب ال '), ' كال', ' ك ال '), ' لل', ' ل ل '), ' ال', ' ال ') AS `text`
FROM (
  SELECT `case_id`, `source_id`, `words` || CASE WHEN coalesce(`contact_digits`, '') = '' THEN '' ELSE ' ' || `contact_digits` || ' ' || substr(`contact_digits`, 2) || ' ' || substr(`contact_digits`, 3) || ' ' || substr(`contact_digits`, 4) END || CASE WHEN coalesce(`intake_digits`, '') = '' THEN '' ELSE ' ' || `intake_digits` || ' ' || substr(`intake_digits`, 2) || ' ' || substr(`intake_digits`, 3) || ' ' || substr(`intake_digits`, 4) END AS `raw`
  FROM (
    SELECT `c`.`id` AS `case_id`, `c`.`id` AS `source_id`,
      `c`.`patient_name` || ' ' || `c`.`patient_email` || ' ' || `c`.`id`
        || ' ' || coalesce(`c`.`contact_message_id`, `c`.`trip_plan_id`, `c`.`intake_id`, `c`.`booking_id`, '')
        || ' ' || coalesce(`m`.`message`, '') || ' ' || coalesce(`m`.`country`, '')
        || ' ' || coalesce(`p`.`special_requirements`, '')
        || CASE WHEN `i`.`id` IS NULL OR `i`.`consent_withdrawn_at` IS NOT NULL THEN '' ELSE
          ' ' || coalesce(`i`.`first_name`, '') || ' ' || coalesce(`i`.`last_name`, '') || ' ' || coalesce(`i`.`email`, '')
          || ' ' || coalesce(`i`.`medical_condition`, '') || ' ' || coalesce(`i`.`previous_treatments`, '')
          || ' ' || coalesce(`i`.`current_medications`, '') || ' ' || coalesce(`i`.`allergies`, '')
          || ' ' || coalesce(`i`.`doctor_preference`, '') || ' ' || coalesce(`i`.`accessibility_needs`, '')
          || ' ' || coalesce(`i`.`dietary_requirements`, '') || ' ' || coalesce(`i`.`preferred_dates`, '') END AS `words`,
      replace(replace(replace(replace(replace(replace(replace(replace(`m`.`phone`, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', ''), char(160), '') AS `contact_digits`,
      CASE WHEN `i`.`consent_withdrawn_at` IS NULL THEN replace(replace(replace(replace(replace(replace(replace(replace(`i`.`phone`, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', ''), char(160), '') END AS `intake_digits`
    FROM `cases` AS `c`
    LEFT JOIN `contact_messages` AS `m` ON `m`.`id` = `c`.`contact_message_id`
    LEFT JOIN `intakes` AS `i` ON `i`.`id` = `c`.`intake_id`
    LEFT JOIN `trip_plans` AS `p` ON `p`.`id` = `c`.`trip_plan_id`
  )
  UNION ALL
  SELECT `case_id`, `source_id`, `words` || CASE WHEN coalesce(`digits`, '') = '' THEN '' ELSE ' ' || `digits` || ' ' || substr(`digits`, 2) || ' ' || substr(`digits`, 3) || ' ' || substr(`digits`, 4) END
  FROM (
    SELECT `b`.`case_id` AS `case_id`, `b`.`id` AS `source_id`,
      coalesce(`b`.`name`, '') || ' ' || coalesce(`b`.`email`, '') || ' ' || coalesce(`b`.`topic`, '') AS `words`,
      replace(replace(replace(replace(replace(replace(replace(replace(`b`.`phone`, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', ''), char(160), '') AS `digits`
    FROM `consultation_bookings` AS `b` WHERE `b`.`case_id` IS NOT NULL
  )
  UNION ALL
  SELECT `case_id`, `id`, `body` FROM `case_messages`
  UNION ALL
  SELECT `case_id`, `id`, `body` FROM `case_notes`
);--> statement-breakpoint
CREATE VIRTUAL TABLE `case_search` USING fts5(`case_id` UNINDEXED, `source_id` UNINDEXED, `text`, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source`;--> statement-breakpoint
CREATE TRIGGER `case_search_case_insert` AFTER INSERT ON `cases` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_case_update` AFTER UPDATE OF `patient_name`, `patient_email` ON `cases` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_case_delete` AFTER DELETE ON `cases` BEGIN
  DELETE FROM `case_search` WHERE `case_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_contact_update` AFTER UPDATE OF `message`, `phone`, `country` ON `contact_messages` BEGIN
  DELETE FROM `case_search` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `contact_message_id` = NEW.`id`);
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `contact_message_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_intake_update` AFTER UPDATE ON `intakes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `intake_id` = NEW.`id`);
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `intake_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_plan_update` AFTER UPDATE OF `special_requirements` ON `trip_plans` BEGIN
  DELETE FROM `case_search` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `trip_plan_id` = NEW.`id`);
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` IN (SELECT `id` FROM `cases` WHERE `trip_plan_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `case_search_booking_insert` AFTER INSERT ON `consultation_bookings` WHEN NEW.`case_id` IS NOT NULL BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_booking_update` AFTER UPDATE OF `case_id`, `name`, `email`, `phone`, `topic` ON `consultation_bookings` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_booking_delete` AFTER DELETE ON `consultation_bookings` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_insert` AFTER INSERT ON `case_messages` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_update` AFTER UPDATE OF `case_id`, `body` ON `case_messages` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_message_delete` AFTER DELETE ON `case_messages` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_insert` AFTER INSERT ON `case_notes` BEGIN
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_update` AFTER UPDATE OF `case_id`, `body` ON `case_notes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = NEW.`id`;
  INSERT INTO `case_search` (`case_id`, `source_id`, `text`) SELECT `case_id`, `source_id`, `text` FROM `case_search_source` WHERE `source_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `case_search_note_delete` AFTER DELETE ON `case_notes` BEGIN
  DELETE FROM `case_search` WHERE `source_id` = OLD.`id`;
END;
