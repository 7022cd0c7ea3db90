ALTER TABLE `catalogue_specialties` ADD `photo_src` text;--> statement-breakpoint
ALTER TABLE `catalogue_specialties` ADD `photo_key` text;
