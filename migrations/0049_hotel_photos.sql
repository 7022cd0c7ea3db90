CREATE TABLE `hotel_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`hotel_id` text NOT NULL,
	`src` text NOT NULL,
	`r2_key` text,
	`bytes` integer,
	`width` integer,
	`height` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `trip_plan_accommodations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hotel_photos_hotel_idx` ON `hotel_photos` (`hotel_id`,`created_at`);--> statement-breakpoint
-- A hotel's one photo becomes the first of its gallery. An upload keeps its bytes (SITE_PHOTOS, `photo_key`) under a
-- new id and the gallery's address; a picture the project ships keeps its address and takes the sample data's id, so
-- seeding again adds no second copy. The size of an upload was never recorded: it stays unknown (null).
INSERT INTO `hotel_photos` (`id`, `hotel_id`, `src`, `r2_key`)
SELECT CASE WHEN `photo_key` IS NULL THEN 'photo-' || `id` ELSE lower(hex(randomblob(16))) END, `id`, `photo_src`, `photo_key`
FROM `trip_plan_accommodations` WHERE `photo_src` IS NOT NULL;--> statement-breakpoint
UPDATE `hotel_photos` SET `src` = '/hotels/' || `hotel_id` || '/photos/' || `id` WHERE `r2_key` IS NOT NULL;--> statement-breakpoint
UPDATE `hotel_photos` SET `width` = 800, `height` = 600 WHERE `r2_key` IS NULL AND `src` LIKE '/images/art/hotels/%.svg';--> statement-breakpoint
ALTER TABLE `trip_plan_accommodations` DROP COLUMN `photo_src`;--> statement-breakpoint
ALTER TABLE `trip_plan_accommodations` DROP COLUMN `photo_key`;
