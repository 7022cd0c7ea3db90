/**
 * The site's content tables, children before the rows they point at: what the sample files fill and what an
 * operator enters in the console, and the sample patients' verified reviews the pages show. Emptying them leaves a
 * database showing what `wrangler d1 migrations apply` makes one show (the sample patients' closed cases stay).
 */
export const contentTables = [
  "reviews",
  "doctor_reviews",
  "doctor_treatments",
  "facility_doctors",
  "facility_specialties",
  "facility_accreditations",
  "facility_photos",
  "hotel_photos",
  "trip_plan_accommodations",
  "team_members",
  "facilities",
  "doctors",
  "catalogue_home_prices",
  "catalogue_procedures",
  "catalogue_specialties",
] as const;
