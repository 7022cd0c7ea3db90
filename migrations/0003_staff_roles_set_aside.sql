-- Profiles with the old role 'staff' become coordinators. The old CHECK refuses 'coordinator' and the new one
-- (0004) refuses 'staff', so their ids wait in this table with the role reset to 'user'; 0005 makes them
-- coordinators and drops the table.
CREATE TABLE `staff_role_migration` (`user_id` text PRIMARY KEY NOT NULL);
--> statement-breakpoint
INSERT INTO `staff_role_migration` (`user_id`) SELECT `user_id` FROM `profiles` WHERE `role` = 'staff';
--> statement-breakpoint
UPDATE `profiles` SET `role` = 'user' WHERE `role` = 'staff';
