import { and, asc, eq } from "drizzle-orm";
import { byDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { tripPlanAccommodations as hotels } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { hotelCategory } from "./hotel-category";

/**
 * The shown hotels near one facility, nearest first, in one language: name (the Arabic one on /ar pages), official
 * stars, the category computed from them, the distance and the photo. Kept by the hotels' data version.
 */
export async function hotelsNear(facilityId: string, locale: Locale) {
  const rows = await byDataVersion("hotels", `near:${facilityId}`, () =>
    db
      .select({
        id: hotels.id,
        name: hotels.name,
        nameAr: hotels.nameAr,
        stars: hotels.starRating,
        distanceKm: hotels.distanceToHospitalKm,
        photo: hotels.photoSrc,
      })
      .from(hotels)
      .where(and(eq(hotels.facilityId, facilityId), eq(hotels.isActive, true)))
      .orderBy(asc(hotels.distanceToHospitalKm), asc(hotels.name)),
  );
  return rows.map(({ nameAr, ...row }) => ({
    ...row,
    name: locale === "ar" && nameAr ? nameAr : row.name,
    category: hotelCategory(row.stars),
  }));
}
