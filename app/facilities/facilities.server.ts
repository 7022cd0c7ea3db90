import { and, asc, eq, inArray } from "drizzle-orm";
import { byDataVersion, readDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { doctors, facilities, facilityAccreditations, facilityDoctors, facilityPhotos, facilitySpecialties } from "~/db/schema";
import { requestNow } from "~/dev/clock.server";
import type { FacilityKind } from "~/domain/facilities";
import type { TreatmentCategory } from "~/domain/treatment-categories";
import type { Locale } from "~/i18n/locales";
import { CLINIC_ZONE, wallClock } from "~/i18n/time";
import { mapLink } from "./map-link";

// Every read below is kept in the isolate until the facilities' data changes (`byDataVersion`), so a page that misses
// the page cache costs no D1 round trip for it; what depends on the day (which accreditations are valid) is decided
// afterwards, at the request's now.

const shown = eq(facilities.isActive, true);
type FacilityRow = typeof facilities.$inferSelect;
type Accreditation = Pick<typeof facilityAccreditations.$inferSelect, "facilityId" | "body" | "number" | "expiresOn" | "registerUrl">;

/** An accreditation is shown up to and including its last valid day in Cairo, judged at the request's now. */
function stillValid<T extends Accreditation>(list: readonly T[]) {
  const today = wallClock(requestNow(), CLINIC_ZONE).date;
  return list.filter((a) => a.expiresOn >= today);
}

/** A facility's words in one language: Arabic pages read the Arabic an admin wrote (both are required). */
function inLanguage(row: FacilityRow, locale: Locale) {
  const arabic = locale === "ar";
  return {
    id: row.id,
    kind: row.kind,
    name: arabic ? row.nameAr : row.name,
    address: arabic ? row.addressAr : row.address,
    description: (arabic ? row.descriptionAr : row.description) ?? null,
    website: row.website,
    map: mapLink(row),
  };
}

const accreditationColumns = {
  facilityId: facilityAccreditations.facilityId,
  body: facilityAccreditations.body,
  number: facilityAccreditations.number,
  expiresOn: facilityAccreditations.expiresOn,
  registerUrl: facilityAccreditations.registerUrl,
};
const photoColumns = { facilityId: facilityPhotos.facilityId, id: facilityPhotos.id, src: facilityPhotos.src, width: facilityPhotos.width, height: facilityPhotos.height };

/** A shown facility with its photos, specialties and every accreditation (valid or not); null when there is none. */
function shownFacility(id: string) {
  return byDataVersion("facilities", `page:${id}`, async () => {
    const [rows, photos, categories, accreditations] = await db.batch([
      db.select().from(facilities).where(and(eq(facilities.id, id), shown)).limit(1),
      db.select(photoColumns).from(facilityPhotos).where(eq(facilityPhotos.facilityId, id)).orderBy(asc(facilityPhotos.createdAt)),
      db.select({ category: facilitySpecialties.treatmentCategory }).from(facilitySpecialties).where(eq(facilitySpecialties.facilityId, id)),
      db
        .select(accreditationColumns)
        .from(facilityAccreditations)
        .where(eq(facilityAccreditations.facilityId, id))
        .orderBy(asc(facilityAccreditations.body), asc(facilityAccreditations.expiresOn)),
    ]);
    const row = rows[0];
    return row ? { row, photos, categories: categories.map((c) => c.category), accreditations } : null;
  });
}

/** The shown doctors practising at a facility: both the doctors' data and the facilities' decide, so kept under both versions. */
async function practisingDoctors(id: string) {
  const facilitiesVersion = await readDataVersion("facilities");
  return byDataVersion("doctors", `facility:${id}:${facilitiesVersion}`, () =>
    db
      .select({ id: doctors.id, name: doctors.name, nameAr: doctors.nameAr })
      .from(facilityDoctors)
      .innerJoin(doctors, eq(doctors.id, facilityDoctors.doctorId))
      .where(and(eq(facilityDoctors.facilityId, id), eq(doctors.isActive, true)))
      .orderBy(asc(doctors.name)),
  );
}

/** A shown facility's page in one language: photos, valid accreditations, specialties and shown doctors; null when there is none. */
export async function getFacilityPage(id: string, locale: Locale) {
  const [facility, practising] = await Promise.all([shownFacility(id), practisingDoctors(id)]);
  if (!facility) return null;
  return {
    ...inLanguage(facility.row, locale),
    photos: facility.photos.map(({ id: photoId, src, width, height }) => ({ id: photoId, src, width, height })),
    categories: [...facility.categories],
    doctors: practising.map((doctor) => ({ id: doctor.id, name: locale === "ar" && doctor.nameAr ? doctor.nameAr : doctor.name })),
    accreditations: stillValid(facility.accreditations).map(({ body, number, expiresOn, registerUrl }) => ({ body, number, expiresOn, registerUrl })),
  };
}

export type FacilityLink = { id: string; name: string; kind: FacilityKind; address: string };

function linkOf(row: FacilityRow, locale: Locale): FacilityLink {
  const { id, name, kind, address } = inLanguage(row, locale);
  return { id, name, kind, address };
}

/** The shown facilities a doctor practises at: their profile links to each. */
export async function facilitiesOfDoctor(doctorId: string, locale: Locale): Promise<FacilityLink[]> {
  const rows = await byDataVersion("facilities", `doctor:${doctorId}`, () =>
    db
      .select({ facility: facilities })
      .from(facilityDoctors)
      .innerJoin(facilities, eq(facilities.id, facilityDoctors.facilityId))
      .where(and(eq(facilityDoctors.doctorId, doctorId), shown))
      .orderBy(asc(facilities.name)),
  );
  return rows.map(({ facility }) => linkOf(facility, locale));
}

/** The shown facilities offering a specialty: its page links to each. */
export async function facilitiesOffering(category: TreatmentCategory, locale: Locale): Promise<FacilityLink[]> {
  const rows = await byDataVersion("facilities", `specialty:${category}`, () =>
    db
      .select({ facility: facilities })
      .from(facilitySpecialties)
      .innerJoin(facilities, eq(facilities.id, facilitySpecialties.facilityId))
      .where(and(eq(facilitySpecialties.treatmentCategory, category), shown))
      .orderBy(asc(facilities.name)),
  );
  return rows.map(({ facility }) => linkOf(facility, locale));
}

/** Every shown facility with its photos, specialties and accreditations, by name (About). */
function shownFacilities() {
  return byDataVersion("facilities", "partners", async () => {
    const rows = await db.select().from(facilities).where(shown).orderBy(asc(facilities.name));
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { rows, photos: [], categories: [], accreditations: [] };
    const [photos, categories, accreditations] = await db.batch([
      db.select(photoColumns).from(facilityPhotos).where(inArray(facilityPhotos.facilityId, ids)).orderBy(asc(facilityPhotos.createdAt)),
      db.select().from(facilitySpecialties).where(inArray(facilitySpecialties.facilityId, ids)),
      db.select(accreditationColumns).from(facilityAccreditations).where(inArray(facilityAccreditations.facilityId, ids)).orderBy(asc(facilityAccreditations.body)),
    ]);
    return { rows, photos, categories, accreditations };
  });
}

/** Every shown facility with its first photo, valid accreditations' bodies and specialties: About's partner facilities. */
export async function partnerFacilities(locale: Locale) {
  const { rows, photos, categories, accreditations } = await shownFacilities();
  const valid = stillValid(accreditations);
  return rows.map((row) => {
    const photo = photos.find((p) => p.facilityId === row.id);
    return {
      ...inLanguage(row, locale),
      photo: photo ? { src: photo.src, width: photo.width, height: photo.height } : null,
      categories: categories.filter((c) => c.facilityId === row.id).map((c) => c.treatmentCategory),
      accreditations: [...new Set(valid.filter((a) => a.facilityId === row.id).map((a) => a.body))],
    };
  });
}
