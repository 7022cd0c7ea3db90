-- Written by hand. A saved reply is the team's (owner_id NULL, managed by admins) or one staff member's own
-- (owner_id: theirs, offered only to them); replies are edited in place, so updated_at says when.
ALTER TABLE `saved_replies` ADD `owner_id` text REFERENCES `users`(`id`) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE `saved_replies` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `saved_replies_owner_idx` ON `saved_replies` (`owner_id`, `locale`, `title`);
