ALTER TABLE `cases` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `locale` text DEFAULT 'en' NOT NULL;