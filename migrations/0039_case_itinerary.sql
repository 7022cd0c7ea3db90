-- Written by hand. The trip a coordinator plans for a case: instants of the five moments, the airport meeting, the
-- companions and the passport details for the visa letter (facility, doctor and hotel stay in case_journeys). One row
-- per case.
CREATE TABLE `case_itineraries` (
	`case_id` text PRIMARY KEY NOT NULL,
	`arrival_at` integer,
	`admission_at` integer,
	`procedure_at` integer,
	`discharge_at` integer,
	`flight_home_at` integer,
	`arrival_flight` text,
	`meet_by` text,
	`car` text,
	`driver_name` text,
	`driver_phone` text,
	`companions` text DEFAULT '[]' NOT NULL,
	`passport_name` text,
	`passport_number` text,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "case_itineraries_stay_order" CHECK("case_itineraries"."discharge_at" IS NULL OR "case_itineraries"."admission_at" IS NULL OR "case_itineraries"."discharge_at" >= "case_itineraries"."admission_at"),
	CONSTRAINT "case_itineraries_trip_order" CHECK("case_itineraries"."flight_home_at" IS NULL OR "case_itineraries"."arrival_at" IS NULL OR "case_itineraries"."flight_home_at" > "case_itineraries"."arrival_at")
);
