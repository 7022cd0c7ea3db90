import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { doctors, facilities, facilityAccreditations, facilityDoctors, facilityPhotos, facilitySpecialties } from "~/db/schema";
import { requestNow } from "~/dev/clock.server";
import type { Locale } from "~/i18n/locales";
import type { TreatmentCategory } from "~/domain/treatment-categories";
import { CLINIC_ZONE, wallClock } from "~/i18n/time";
import { mapLink } from "./map-link";

const shown = eq(facilities.isActive, true);

/** Today in Cairo, for the request: an accreditation is shown up to and including its last valid day. */
function today() {
  return wallClock(requestNow(), CLINIC_ZONE).date;
}

/** A facility's words in one language: Arabic pages read the Arabic an admin wrote (both are required). */
function inLanguage(row: typeof facilities.$inferSelect, locale: Locale) {
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

/** The accreditations still valid today (the request's now), soonest expiry last. Expired ones are never shown. */
async function validAccreditations(facilityIds: string[]) {
  if (facilityIds.length === 0) return [];
  return db
    .select({
      facilityId: facilityAccreditations.facilityId,
      body: facilityAccreditations.body,
      number: facilityAccreditations.number,
      expiresOn: facilityAccreditations.expiresOn,
      registerUrl: facilityAccreditations.registerUrl,
    })
    .from(facilityAccreditations)
    .where(and(inArray(facilityAccreditations.facilityId, facilityIds), gte(facilityAccreditations.expiresOn, today())))
    .orderBy(asc(facilityAccreditations.body), asc(facilityAccreditations.expiresOn));
}

/** A shown facility's page in one language: photos, valid accreditations, specialties and shown doctors; null when there is none. */
export async function getFacilityPage(id: string, locale: Locale) {
  const [row] = await db.select().from(facilities).where(and(eq(facilities.id, id), shown)).limit(1);
  if (!row) return null;
  const [photos, categories, practising, accreditations] = await Promise.all([
    db
      .select({ id: facilityPhotos.id, src: facilityPhotos.src, width: facilityPhotos.width, height: facilityPhotos.height })
      .from(facilityPhotos)
      .where(eq(facilityPhotos.facilityId, id))
      .orderBy(asc(facilityPhotos.createdAt)),
    db.select({ category: facilitySpecialties.treatmentCategory }).from(facilitySpecialties).where(eq(facilitySpecialties.facilityId, id)),
    db
      .select({ id: doctors.id, name: doctors.name, nameAr: doctors.nameAr, specialization: doctors.specialization })
      .from(facilityDoctors)
      .innerJoin(doctors, eq(doctors.id, facilityDoctors.doctorId))
      .where(and(eq(facilityDoctors.facilityId, id), eq(doctors.isActive, true)))
      .orderBy(asc(doctors.name)),
    validAccreditations([id]),
  ]);
  return {
    ...inLanguage(row, locale),
    photos,
    categories: categories.map((c) => c.category),
    doctors: practising,
    accreditations: accreditations.map(({ facilityId: _, ...rest }) => rest),
  };
}

export type FacilityLink = { id: string; name: string; kind: (typeof facilities.$inferSelect)["kind"]; address: string };

/** The shown facilities a doctor practises at: their profile links to each. */
export async function facilitiesOfDoctor(doctorId: string, locale: Locale): Promise<FacilityLink[]> {
  const rows = await db
    .select({ facility: facilities })
    .from(facilityDoctors)
    .innerJoin(facilities, eq(facilities.id, facilityDoctors.facilityId))
    .where(and(eq(facilityDoctors.doctorId, doctorId), shown))
    .orderBy(asc(facilities.name));
  return rows.map(({ facility }) => linkOf(facility, locale));
}

/** The shown facilities offering a specialty: its page links to each. */
export async function facilitiesOffering(category: TreatmentCategory, locale: Locale): Promise<FacilityLink[]> {
  const rows = await db
    .select({ facility: facilities })
    .from(facilitySpecialties)
    .innerJoin(facilities, eq(facilities.id, facilitySpecialties.facilityId))
    .where(and(eq(facilitySpecialties.treatmentCategory, category), shown))
    .orderBy(asc(facilities.name));
  return rows.map(({ facility }) => linkOf(facility, locale));
}

function linkOf(row: typeof facilities.$inferSelect, locale: Locale): FacilityLink {
  const { id, name, kind, address } = inLanguage(row, locale);
  return { id, name, kind, address };
}

/** Every shown facility with its first photo, valid accreditations' bodies and specialties: About's partner facilities. */
export async function partnerFacilities(locale: Locale) {
  const rows = await db.select().from(facilities).where(shown).orderBy(asc(facilities.name));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [photos, categories, accreditations] = await Promise.all([
    db
      .select({ facilityId: facilityPhotos.facilityId, src: facilityPhotos.src, width: facilityPhotos.width, height: facilityPhotos.height })
      .from(facilityPhotos)
      .where(inArray(facilityPhotos.facilityId, ids))
      .orderBy(asc(facilityPhotos.createdAt)),
    db.select().from(facilitySpecialties).where(inArray(facilitySpecialties.facilityId, ids)),
    validAccreditations(ids),
  ]);
  return rows.map((row) => ({
    ...inLanguage(row, locale),
    photo: photos.find((photo) => photo.facilityId === row.id) ?? null,
    categories: categories.filter((c) => c.facilityId === row.id).map((c) => c.treatmentCategory),
    accreditations: [...new Set(accreditations.filter((a) => a.facilityId === row.id).map((a) => a.body))],
  }));
}
