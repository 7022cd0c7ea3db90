CREATE TABLE `auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose_valid" CHECK("auth_tokens"."purpose" IN ('email_confirmation', 'password_reset'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user_idx` ON `auth_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`username` text,
	`avatar_url` text,
	`role` text DEFAULT 'user' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "profiles_role_valid" CHECK("profiles"."role" IN ('user', 'staff', 'admin'))
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`is_recovery` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_confirmed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `doctor_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`doctor_id` text NOT NULL,
	`patient_name` text NOT NULL,
	`patient_country` text NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`rating` integer NOT NULL,
	`procedure_name` text NOT NULL,
	`review_text` text NOT NULL,
	`recovery_time` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`doctor_id`) REFERENCES `doctors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "doctor_reviews_rating_range" CHECK("doctor_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `doctor_reviews_doctor_idx` ON `doctor_reviews` (`doctor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `doctor_treatments` (
	`doctor_id` text NOT NULL,
	`treatment_category` text NOT NULL,
	PRIMARY KEY(`doctor_id`, `treatment_category`),
	FOREIGN KEY (`doctor_id`) REFERENCES `doctors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "doctor_treatments_category_valid" CHECK("doctor_treatments"."treatment_category" IN ('cardiac-surgery', 'eye-surgery', 'dental-care', 'cosmetic-surgery', 'general-surgery', 'orthopedic-surgery'))
);
--> statement-breakpoint
CREATE INDEX `doctor_treatments_category_idx` ON `doctor_treatments` (`treatment_category`);--> statement-breakpoint
CREATE TABLE `doctors` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`specialization` text NOT NULL,
	`avatar_url` text,
	`experience_years` integer NOT NULL,
	`patient_rating` real NOT NULL,
	`total_reviews` integer DEFAULT 0 NOT NULL,
	`bio` text,
	`education` text NOT NULL,
	`languages` text NOT NULL,
	`successful_procedures` integer DEFAULT 0 NOT NULL,
	`research_publications` integer DEFAULT 0 NOT NULL,
	`achievements` text NOT NULL,
	`certifications` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "doctors_rating_range" CHECK("doctors"."patient_rating" BETWEEN 0 AND 5),
	CONSTRAINT "doctors_experience_positive" CHECK("doctors"."experience_years" >= 0),
	CONSTRAINT "doctors_reviews_positive" CHECK("doctors"."total_reviews" >= 0)
);
--> statement-breakpoint
CREATE INDEX `doctors_active_rating_idx` ON `doctors` (`is_active`,`patient_rating`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`country` text,
	`treatment` text,
	`message` text NOT NULL,
	`ip_address` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`template` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`headers` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "email_outbox_status_valid" CHECK("email_outbox"."status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`source` text DEFAULT 'footer' NOT NULL,
	`preferences` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`unsubscribe_token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	CONSTRAINT "newsletter_status_valid" CHECK("newsletter_subscriptions"."status" IN ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_confirm_token_unique` ON `newsletter_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_unsubscribe_token_unique` ON `newsletter_subscriptions` (`unsubscribe_token_hash`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`ip_address` text,
	`email` text NOT NULL,
	`success` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_email_idx` ON `login_attempts` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_ip_idx` ON `login_attempts` (`ip_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`user_id` text,
	`ip_address` text,
	`user_agent` text,
	`event_data` text DEFAULT '{}' NOT NULL,
	`risk_level` text DEFAULT 'low' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "security_events_type_valid" CHECK("security_events"."event_type" IN ('successful_signup', 'failed_signup', 'blocked_duplicate_signup', 'successful_login', 'failed_login', 'login_blocked_rate_limit', 'user_signout', 'password_reset_requested', 'failed_password_reset', 'password_updated', 'failed_password_update')),
	CONSTRAINT "security_events_risk_valid" CHECK("security_events"."risk_level" IN ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE INDEX `security_events_type_idx` ON `security_events` (`event_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_user_idx` ON `security_events` (`user_id`);--> statement-breakpoint
CREATE TABLE `trip_plan_accommodations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`star_rating` integer NOT NULL,
	`price_per_night` integer NOT NULL,
	`distance_to_hospital_km` real NOT NULL,
	`amenities` text NOT NULL,
	`special_medical_features` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	CONSTRAINT "accommodations_type_valid" CHECK("trip_plan_accommodations"."type" IN ('medical_hotel', 'hotel', 'apartment', 'resort')),
	CONSTRAINT "accommodations_stars_range" CHECK("trip_plan_accommodations"."star_rating" BETWEEN 1 AND 5),
	CONSTRAINT "accommodations_price_positive" CHECK("trip_plan_accommodations"."price_per_night" > 0)
);
--> statement-breakpoint
CREATE INDEX `accommodations_active_distance_idx` ON `trip_plan_accommodations` (`is_active`,`distance_to_hospital_km`);--> statement-breakpoint
CREATE TABLE `trip_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`treatment_type` text NOT NULL,
	`preferred_travel_dates` text NOT NULL,
	`companion_count` integer DEFAULT 0 NOT NULL,
	`accommodation_preferences` text NOT NULL,
	`budget_range` text NOT NULL,
	`special_requirements` text NOT NULL,
	`cultural_interests` text NOT NULL,
	`travel_insurance_needed` integer NOT NULL,
	`visa_assistance_needed` integer NOT NULL,
	`transportation_preferences` text NOT NULL,
	`recovery_timeline` integer NOT NULL,
	`total_estimated_cost` integer NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "trip_plans_treatment_valid" CHECK("trip_plans"."treatment_type" IN ('cardiac-surgery', 'cosmetic-surgery', 'eye-surgery', 'dental-treatment', 'general-surgery', 'neurosurgery', 'orthopedic', 'fertility')),
	CONSTRAINT "trip_plans_status_valid" CHECK("trip_plans"."status" IN ('submitted', 'reviewing', 'confirmed', 'cancelled')),
	CONSTRAINT "trip_plans_companions_range" CHECK("trip_plans"."companion_count" BETWEEN 0 AND 5),
	CONSTRAINT "trip_plans_cost_positive" CHECK("trip_plans"."total_estimated_cost" > 0)
);
--> statement-breakpoint
CREATE INDEX `trip_plans_user_idx` ON `trip_plans` (`user_id`,`created_at`);