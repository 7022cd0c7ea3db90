-- Written by hand. WhatsApp joins the case thread (app/cases/whatsapp/): `whatsapp` becomes a channel, a message
-- keeps Meta's id (unique, so a webhook delivered twice is stored once) and its delivery status, a case keeps the
-- patient's number in E.164, and each number's consent (when and how it was given, when STOP withdrew it) is its
-- own row. SQLite cannot widen a column's CHECK in place, and rebuilding case_messages would cascade into its
-- files: the column is added anew with the wider CHECK, filled, and takes the old one's name.
ALTER TABLE `case_messages` ADD `channel_widened` text DEFAULT 'site' NOT NULL CHECK (`channel_widened` IN ('site', 'email', 'whatsapp'));--> statement-breakpoint
UPDATE `case_messages` SET `channel_widened` = `channel`;--> statement-breakpoint
ALTER TABLE `case_messages` DROP COLUMN `channel`;--> statement-breakpoint
ALTER TABLE `case_messages` RENAME COLUMN `channel_widened` TO `channel`;--> statement-breakpoint
ALTER TABLE `case_messages` ADD `whatsapp_id` text;--> statement-breakpoint
ALTER TABLE `case_messages` ADD `delivery_status` text CHECK (`delivery_status` IN ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
CREATE UNIQUE INDEX `case_messages_whatsapp_unique` ON `case_messages` (`whatsapp_id`);--> statement-breakpoint
ALTER TABLE `cases` ADD `patient_phone` text;--> statement-breakpoint
CREATE INDEX `cases_patient_phone_idx` ON `cases` (`patient_phone`,`updated_at`);--> statement-breakpoint
CREATE TABLE `whatsapp_contacts` (
	`phone` text PRIMARY KEY NOT NULL,
	`opted_in_at` integer NOT NULL,
	`opt_in_method` text NOT NULL,
	`opted_out_at` integer,
	`last_message_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "whatsapp_contacts_opt_in_method_valid" CHECK("whatsapp_contacts"."opt_in_method" IN ('patient_message', 'staff_recorded'))
);--> statement-breakpoint
-- The development stand-in for Meta (/dev/whatsapp): each number's chat as Meta's side saw it. Only development
-- writes it; a production database keeps it empty.
CREATE TABLE `whatsapp_stand_in` (
	`id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`direction` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "whatsapp_stand_in_direction_valid" CHECK("whatsapp_stand_in"."direction" IN ('to_business', 'to_patient'))
);--> statement-breakpoint
CREATE INDEX `whatsapp_stand_in_phone_idx` ON `whatsapp_stand_in` (`phone`,`created_at`);
