-- The former 'staff' profiles (set aside by 0003) are coordinators now.
UPDATE `profiles` SET `role` = 'coordinator' WHERE `user_id` IN (SELECT `user_id` FROM `staff_role_migration`);
--> statement-breakpoint
DROP TABLE `staff_role_migration`;
--> statement-breakpoint
-- The audit log is append-only: nothing may change or remove a row.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
--> statement-breakpoint
-- Every request patients sent before cases existed becomes a new case, due by the site's promise
-- (contact: 2 hours, trip plan and intake: 24 hours after it was sent).
INSERT INTO `cases` (`id`, `type`, `contact_message_id`, `patient_name`, `patient_email`, `treatment`, `received_at`, `due_at`, `updated_at`)
SELECT lower(hex(randomblob(16))), 'contact', m.`id`, m.`first_name` || ' ' || m.`last_name`, lower(m.`email`), m.`treatment`,
  m.`created_at`, m.`created_at` + 2 * 3600000, m.`created_at`
FROM `contact_messages` m;
--> statement-breakpoint
INSERT INTO `cases` (`id`, `type`, `trip_plan_id`, `patient_user_id`, `patient_name`, `patient_email`, `treatment`, `received_at`, `due_at`, `updated_at`)
SELECT lower(hex(randomblob(16))), 'trip_plan', t.`id`, t.`user_id`, coalesce(nullif(trim(p.`username`), ''), u.`email`), u.`email`,
  CASE t.`treatment_type`
    WHEN 'cardiac-surgery' THEN 'Cardiac Surgery' WHEN 'cosmetic-surgery' THEN 'Cosmetic Surgery'
    WHEN 'eye-surgery' THEN 'Eye Surgery' WHEN 'dental-treatment' THEN 'Dental Treatment'
    WHEN 'general-surgery' THEN 'General Surgery' WHEN 'neurosurgery' THEN 'Neurosurgery'
    WHEN 'orthopedic' THEN 'Orthopedic Surgery' WHEN 'fertility' THEN 'Fertility Treatment' ELSE t.`treatment_type` END,
  t.`created_at`, t.`created_at` + 24 * 3600000, t.`created_at`
FROM `trip_plans` t JOIN `users` u ON u.`id` = t.`user_id` LEFT JOIN `profiles` p ON p.`user_id` = t.`user_id`;
--> statement-breakpoint
INSERT INTO `cases` (`id`, `type`, `intake_id`, `patient_user_id`, `patient_name`, `patient_email`, `treatment`, `received_at`, `due_at`, `updated_at`)
SELECT lower(hex(randomblob(16))), 'intake', i.`id`, i.`user_id`,
  coalesce(nullif(trim(coalesce(i.`first_name`, '') || ' ' || coalesce(i.`last_name`, '')), ''), nullif(trim(p.`username`), ''), u.`email`),
  u.`email`,
  CASE i.`treatment_type`
    WHEN 'cardiac' THEN 'Cardiac Surgery' WHEN 'orthopedic' THEN 'Orthopedic Surgery' WHEN 'cosmetic' THEN 'Cosmetic Surgery'
    WHEN 'dental' THEN 'Dental Care' WHEN 'eye' THEN 'Eye Surgery' WHEN 'cancer' THEN 'Cancer Treatment'
    WHEN 'fertility' THEN 'Fertility Treatment' WHEN 'other' THEN 'Other' ELSE NULL END,
  i.`created_at`, i.`created_at` + 24 * 3600000, i.`created_at`
FROM `intakes` i JOIN `users` u ON u.`id` = i.`user_id` LEFT JOIN `profiles` p ON p.`user_id` = i.`user_id`;
