import { z } from "zod";
import { hotelTypes } from "~/domain/hotels";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";

const MAX_LINES = 12;

/** One entry per line (amenities, medical features): blank lines dropped, at most 12 of at most 80 characters. */
function lines(label: string) {
  return optional(multiLineText({ label, max: 1500 }))
    .transform((value) => (value ?? "").split(/\r?\n/).map((line) => line.trim()).filter(Boolean))
    .refine((list) => list.length <= MAX_LINES, `${label}: at most ${MAX_LINES} lines`)
    .refine((list) => list.every((line) => line.length <= 80), `${label}: each line at most 80 characters`);
}

/**
 * A hotel as admins write it in the console (/staff/hotels/{id}): its name in both languages, its official stars (the
 * category patients read is computed from them), the kind of place, the nightly price, the facility it is near and
 * how far, what it offers. Amenities stay the partner's English words, named in Arabic by the planner's labels.
 */
export const hotelSchema = z.object({
  intent: z.literal("save"),
  name: singleLineText({ label: "Name", max: 120 }),
  nameAr: singleLineText({ label: "Name in Arabic", max: 120 }),
  stars: z.coerce.number({ error: "Choose the hotel's official stars" }).int().min(1, "Choose 1 to 5 stars").max(5, "Choose 1 to 5 stars"),
  type: z.enum(hotelTypes, { error: "Choose the kind of place" }),
  pricePerNight: z.coerce
    .number({ error: "Enter the price of a night in US dollars" })
    .int("Enter whole dollars")
    .min(1, "Enter 1 to 5,000 dollars")
    .max(5000, "Enter 1 to 5,000 dollars"),
  facilityId: z.string({ error: "Choose the facility it is near" }).regex(/^[\w-]{1,80}$/, "Choose the facility it is near"),
  distanceKm: z.coerce
    .number({ error: "Enter the distance in kilometres, such as 0.8" })
    .min(0, "Enter 0 to 100 km")
    .max(100, "Enter 0 to 100 km"),
  amenities: lines("Amenities"),
  medicalFeatures: lines("Medical features"),
});
export type HotelFields = z.input<typeof hotelSchema>;
export type HotelValues = z.output<typeof hotelSchema>;

/** The one-button post that removes one of a hotel's photos. */
export const removePhotoSchema = z.object({ intent: z.literal("remove-photo"), id: z.string().regex(/^[\w-]{1,80}$/) });
