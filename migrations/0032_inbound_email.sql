-- Written by hand. Patients' e-mailed replies reach the thread (app/cases/inbound-email/): each message says how it
-- came, a file e-mailed with a reply names its message (and goes with it), and refused inbound mail waits for the
-- admins' review in inbound_quarantine.
ALTER TABLE `case_messages` ADD `channel` text DEFAULT 'site' NOT NULL CHECK (`channel` IN ('site', 'email'));--> statement-breakpoint
ALTER TABLE `case_attachments` ADD `message_id` text REFERENCES `case_messages`(`id`) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `case_attachments_message_idx` ON `case_attachments` (`message_id`);--> statement-breakpoint
CREATE TABLE `inbound_quarantine` (
	`id` text PRIMARY KEY NOT NULL,
	`sender` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`reason` text NOT NULL,
	`body` text NOT NULL,
	`case_id` text,
	`raw_key` text NOT NULL,
	`bounced_at` integer,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "inbound_quarantine_reason_valid" CHECK("inbound_quarantine"."reason" IN ('bad_token', 'expired_token', 'wrong_sender', 'empty', 'too_many'))
);--> statement-breakpoint
CREATE INDEX `inbound_quarantine_received_idx` ON `inbound_quarantine` (`received_at`);--> statement-breakpoint
CREATE INDEX `inbound_quarantine_sender_idx` ON `inbound_quarantine` (`sender`,`received_at`);
