import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { facilities } from "./facilities";
import { bool, createdAt, id, jsonList, oneOf } from "./columns";
import { treatmentColumn } from "./treatments";
import type { currencies } from "../../domain/quotes";
import { hotelTypes } from "../../domain/hotels";
export { hotelTypes } from "../../domain/hotels";

export const tripPlanStatuses = ["submitted", "reviewing", "confirmed", "cancelled"] as const;

/**
 * The hotels: the planner's places to stay, managed by admins in the console (/staff/hotels, decision 0165). The
 * category patients read is computed from `star_rating`, never stored; `distance_to_hospital_km` is the distance to
 * `facility_id`, the facility a page names. Its photos are `hotel_photos`, a gallery as a facility's.
 */
export const tripPlanAccommodations = sqliteTable(
  "trip_plan_accommodations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    facilityId: text("facility_id").references(() => facilities.id, { onDelete: "set null" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    type: text("type", { enum: hotelTypes }).notNull(),
    starRating: integer("star_rating").notNull(),
    pricePerNight: integer("price_per_night").notNull(),
    distanceToHospitalKm: real("distance_to_hospital_km").notNull(),
    amenities: jsonList("amenities").notNull(),
    specialMedicalFeatures: jsonList("special_medical_features").notNull(),
    isActive: bool("is_active").notNull().default(true),
  },
  (t) => [
    index("accommodations_active_distance_idx").on(t.isActive, t.distanceToHospitalKm),
    index("accommodations_facility_idx").on(t.facilityId, t.isActive, t.distanceToHospitalKm),
    check("accommodations_type_valid", sql`${t.type} IN (${oneOf(hotelTypes)})`),
    check("accommodations_stars_range", sql`${t.starRating} BETWEEN 1 AND 5`),
    check("accommodations_price_positive", sql`${t.pricePerNight} > 0`),
  ],
);

/**
 * A hotel's photos, as `facility_photos` are a facility's: `src` is the address pages draw (an upload's own route,
 * the bytes in SITE_PHOTOS under `r2_key` as the site encoded them; or a picture the project ships, `r2_key` null).
 * `width` and `height` are null only for a photo moved from the one photo a hotel had before (its size unrecorded).
 */
export const hotelPhotos = sqliteTable(
  "hotel_photos",
  {
    id: id(),
    hotelId: text("hotel_id")
      .notNull()
      .references(() => tripPlanAccommodations.id, { onDelete: "cascade" }),
    src: text("src").notNull(),
    r2Key: text("r2_key"),
    bytes: integer("bytes"),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("hotel_photos_hotel_idx").on(t.hotelId, t.createdAt)],
);

export type TravelDates = { startDate: string; endDate: string; flexible: boolean };
export type AccommodationPreferences = {
  hotelType: string;
  proximityToHospital: boolean;
  specialRequirements: string[];
};
export type BudgetRange = { min: number; max: number; currency: (typeof currencies)[number] };
export type TransportationPreferences = { airportTransfer: boolean; dailyTransport: boolean; sightseeing: boolean };

export const tripPlans = sqliteTable(
  "trip_plans",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    treatmentType: treatmentColumn("treatment_type").notNull(),
    preferredTravelDates: text("preferred_travel_dates", { mode: "json" }).$type<TravelDates>().notNull(),
    companionCount: integer("companion_count").notNull().default(0),
    accommodationPreferences: text("accommodation_preferences", { mode: "json" })
      .$type<AccommodationPreferences>()
      .notNull(),
    budgetRange: text("budget_range", { mode: "json" }).$type<BudgetRange>().notNull(),
    specialRequirements: jsonList("special_requirements").notNull(),
    culturalInterests: jsonList("cultural_interests").notNull(),
    travelInsuranceNeeded: bool("travel_insurance_needed").notNull(),
    visaAssistanceNeeded: bool("visa_assistance_needed").notNull(),
    transportationPreferences: text("transportation_preferences", { mode: "json" })
      .$type<TransportationPreferences>()
      .notNull(),
    recoveryTimeline: integer("recovery_timeline").notNull(),
    totalEstimatedCost: integer("total_estimated_cost").notNull(),
    status: text("status", { enum: tripPlanStatuses }).notNull().default("submitted"),
    createdAt: createdAt(),
  },
  (t) => [
    index("trip_plans_user_idx").on(t.userId, t.createdAt),
    check("trip_plans_status_valid", sql`${t.status} IN (${oneOf(tripPlanStatuses)})`),
    check("trip_plans_companions_range", sql`${t.companionCount} BETWEEN 0 AND 5`),
    check("trip_plans_cost_positive", sql`${t.totalEstimatedCost} > 0`),
  ],
);
