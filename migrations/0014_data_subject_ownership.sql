ALTER TABLE `contact_messages` ADD `user_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_user_idx` ON `contact_messages` (`user_id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `case_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `booking_id` text;--> statement-breakpoint
CREATE INDEX `email_outbox_user_idx` ON `email_outbox` (`user_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_case_idx` ON `email_outbox` (`case_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_booking_idx` ON `email_outbox` (`booking_id`);--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `user_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `newsletter_user_idx` ON `newsletter_subscriptions` (`user_id`);--> statement-breakpoint
-- A row is tied to the account that proved it owns the row's address (decision 2200). Rows written
-- before the account confirmed the address are claimed when it does (sign-up, reset link, e-mail change).
UPDATE `contact_messages` SET `user_id` = (SELECT `id` FROM `users` WHERE `users`.`email` = `contact_messages`.`email` AND `users`.`email_confirmed_at` IS NOT NULL) WHERE `user_id` IS NULL;--> statement-breakpoint
UPDATE `newsletter_subscriptions` SET `user_id` = (SELECT `id` FROM `users` WHERE `users`.`email` = `newsletter_subscriptions`.`email` AND `users`.`email_confirmed_at` IS NOT NULL) WHERE `user_id` IS NULL;--> statement-breakpoint
UPDATE `cases` SET `patient_user_id` = (SELECT `id` FROM `users` WHERE `users`.`email` = `cases`.`patient_email` AND `users`.`email_confirmed_at` IS NOT NULL) WHERE `patient_user_id` IS NULL;--> statement-breakpoint
UPDATE `consultation_bookings` SET `user_id` = (SELECT `id` FROM `users` WHERE `users`.`email` = `consultation_bookings`.`email` AND `users`.`email_confirmed_at` IS NOT NULL) WHERE `user_id` IS NULL AND `confirmed_at` IS NOT NULL;--> statement-breakpoint
UPDATE `email_outbox` SET `user_id` = (SELECT `id` FROM `users` WHERE `users`.`email` = `email_outbox`.`to_address` AND `users`.`email_confirmed_at` IS NOT NULL) WHERE `user_id` IS NULL;--> statement-breakpoint
CREATE TRIGGER `users_claim_confirmed_address` AFTER UPDATE OF `email`, `email_confirmed_at` ON `users`
WHEN NEW.`email_confirmed_at` IS NOT NULL
BEGIN
  UPDATE `contact_messages` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `newsletter_subscriptions` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `cases` SET `patient_user_id` = NEW.`id` WHERE `patient_email` = NEW.`email` AND `patient_user_id` IS NULL;
  UPDATE `consultation_bookings` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL AND `confirmed_at` IS NOT NULL;
  UPDATE `email_outbox` SET `user_id` = NEW.`id` WHERE `to_address` = NEW.`email` AND `user_id` IS NULL;
END;--> statement-breakpoint
-- Accounts made confirmed (an accepted staff invitation) claim their address at once.
CREATE TRIGGER `users_claim_confirmed_address_on_insert` AFTER INSERT ON `users`
WHEN NEW.`email_confirmed_at` IS NOT NULL
BEGIN
  UPDATE `contact_messages` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `newsletter_subscriptions` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL;
  UPDATE `cases` SET `patient_user_id` = NEW.`id` WHERE `patient_email` = NEW.`email` AND `patient_user_id` IS NULL;
  UPDATE `consultation_bookings` SET `user_id` = NEW.`id` WHERE `email` = NEW.`email` AND `user_id` IS NULL AND `confirmed_at` IS NOT NULL;
  UPDATE `email_outbox` SET `user_id` = NEW.`id` WHERE `to_address` = NEW.`email` AND `user_id` IS NULL;
END;--> statement-breakpoint
CREATE TRIGGER `contact_messages_owner` AFTER INSERT ON `contact_messages` WHEN NEW.`user_id` IS NULL
BEGIN
  UPDATE `contact_messages` SET `user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`email` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `newsletter_subscriptions_owner` AFTER INSERT ON `newsletter_subscriptions` WHEN NEW.`user_id` IS NULL
BEGIN
  UPDATE `newsletter_subscriptions` SET `user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`email` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `cases_owner` AFTER INSERT ON `cases` WHEN NEW.`patient_user_id` IS NULL
BEGIN
  UPDATE `cases` SET `patient_user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`patient_email` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `consultation_bookings_owner` AFTER UPDATE OF `confirmed_at` ON `consultation_bookings`
WHEN NEW.`user_id` IS NULL AND NEW.`confirmed_at` IS NOT NULL
BEGIN
  UPDATE `consultation_bookings` SET `user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`email` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `email_outbox_owner` AFTER INSERT ON `email_outbox` WHEN NEW.`user_id` IS NULL
BEGIN
  UPDATE `email_outbox` SET `user_id` = (SELECT `id` FROM `users` WHERE `email` = NEW.`to_address` AND `email_confirmed_at` IS NOT NULL) WHERE `id` = NEW.`id`;
END;
