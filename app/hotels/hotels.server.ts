import { and, asc, eq, sql } from "drizzle-orm";
import { accommodationLabels } from "~content/accommodation-labels";
import { byDataVersion, readDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { qualified } from "~/db/qualified";
import { facilities, hotelPhotos, tripPlanAccommodations as hotels } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { hotelCategory } from "./hotel-category";

/** A hotel's name in one language: the Arabic one on /ar pages, when an admin wrote it. */
const nameIn = (locale: Locale, row: { name: string; nameAr: string | null }) => (locale === "ar" && row.nameAr ? row.nameAr : row.name);

/**
 * The shown hotels near one facility, nearest first, in one language: name, official stars, the category computed
 * from them, the distance and the first photo of the gallery. Kept by the hotels' data version.
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
        photo: sql<string | null>`(SELECT ${hotelPhotos.src} FROM ${hotelPhotos} WHERE ${hotelPhotos.hotelId} = ${qualified(hotels.id)} ORDER BY ${hotelPhotos.createdAt} LIMIT 1)`,
      })
      .from(hotels)
      .where(and(eq(hotels.facilityId, facilityId), eq(hotels.isActive, true)))
      .orderBy(asc(hotels.distanceToHospitalKm), asc(hotels.name)),
  );
  return rows.map(({ nameAr, ...row }) => ({ ...row, name: nameIn(locale, { name: row.name, nameAr }), category: hotelCategory(row.stars) }));
}

/**
 * A shown hotel's page in one language: name, stars and category, the price of a night (US dollars), its photos, its
 * amenities and medical features (named as the planner names them), and the facility it is near with the distance,
 * only while that facility is shown. Null when there is no such shown hotel. The facility's state is the facilities'
 * data, so the read is kept under both versions.
 */
export async function getHotelPage(id: string, locale: Locale) {
  const facilitiesVersion = await readDataVersion("facilities");
  const page = await byDataVersion("hotels", `page:${id}:${facilitiesVersion}`, async () => {
    const [rows, near, photos] = await db.batch([
      db.select().from(hotels).where(and(eq(hotels.id, id), eq(hotels.isActive, true))).limit(1),
      db
        .select({ id: facilities.id, name: facilities.name, nameAr: facilities.nameAr })
        .from(facilities)
        .where(and(eq(facilities.id, sql`(SELECT ${hotels.facilityId} FROM ${hotels} WHERE ${hotels.id} = ${id})`), eq(facilities.isActive, true)))
        .limit(1),
      db
        .select({ id: hotelPhotos.id, src: hotelPhotos.src, width: hotelPhotos.width, height: hotelPhotos.height })
        .from(hotelPhotos)
        .where(eq(hotelPhotos.hotelId, id))
        .orderBy(asc(hotelPhotos.createdAt)),
    ]);
    return rows[0] ? { hotel: rows[0], facility: near[0] ?? null, photos } : null;
  });
  if (!page) return null;
  const { hotel, facility, photos } = page;
  const named = (stored: readonly string[]) => stored.map((text) => accommodationLabels[text]?.[locale] ?? text);
  return {
    id: hotel.id,
    name: nameIn(locale, hotel),
    stars: hotel.starRating,
    category: hotelCategory(hotel.starRating),
    pricePerNight: hotel.pricePerNight,
    amenities: named(hotel.amenities),
    medicalFeatures: named(hotel.specialMedicalFeatures),
    photos: [...photos],
    near: facility ? { id: facility.id, name: locale === "ar" ? facility.nameAr : facility.name, distanceKm: hotel.distanceToHospitalKm } : null,
  };
}
