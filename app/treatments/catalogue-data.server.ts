import { asc, eq } from "drizzle-orm";
import { treatmentImages, type SiteImage } from "~content/images";
import { treatmentEntry } from "~content/treatments/list";
import { byDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { oncePerRequest } from "~/db/d1-session.server";
import { catalogueHomePrices, catalogueProcedures, catalogueSpecialties } from "~/db/schema";
import { homeCountryKeys, type HomeCountryKey } from "~/domain/catalogue";
import type { TreatmentCategory } from "~/domain/treatment-categories";
import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
import type { CatalogueProcedure, CatalogueSpecialty } from "./catalogue-figures";

const pick = (words: { en: string; ar: string }, locale: Locale) => words[locale];

/**
 * A specialty's picture: its uploaded photo in its drawing's box (the cards and hero crop it to that box, so nothing
 * shifts), named by the specialty in the page's language (a photo shows something; the drawing only decorates);
 * else the drawing.
 */
function specialtyImage(id: TreatmentCategory, photoSrc: string | null, title: string): SiteImage {
  const drawing = treatmentImages[id];
  return photoSrc ? { kind: "photo", src: photoSrc, alt: title, width: drawing.width, height: drawing.height } : drawing;
}

/**
 * The offered catalogue in one language: active procedures with a price in every comparison country, under the
 * specialties that have at least one, in the catalogue's order. A retired procedure, or a specialty with none left,
 * is named nowhere public.
 */
async function offeredInD1(locale: Locale): Promise<CatalogueSpecialty[]> {
  const [specialties, procedures, prices] = await db.batch([
    db.select().from(catalogueSpecialties).orderBy(asc(catalogueSpecialties.position)),
    db
      .select()
      .from(catalogueProcedures)
      .where(eq(catalogueProcedures.isActive, true))
      .orderBy(asc(catalogueProcedures.position), asc(catalogueProcedures.name)),
    db.select().from(catalogueHomePrices),
  ]);
  const offered = procedures.flatMap((row): CatalogueProcedure[] => {
    const own = prices.filter((price) => price.procedureId === row.id);
    const internationalPrices = Object.fromEntries(own.map((price) => [price.country, price.amount])) as Record<HomeCountryKey, number>;
    if (!homeCountryKeys.every((key) => key in internationalPrices)) return [];
    return [
      {
        id: row.id,
        specialtyId: row.specialtyId,
        name: locale === "ar" ? row.nameAr : row.name,
        description: locale === "ar" ? row.descriptionAr : row.description,
        duration: locale === "ar" ? row.durationAr : row.duration,
        recovery: locale === "ar" ? row.recoveryAr : row.recovery,
        price: `${formatMoney("en", row.priceLow, "USD")} - ${formatMoney("en", row.priceHigh, "USD")}`,
        priceRange: [row.priceLow, row.priceHigh],
        egyptPrice: row.egyptPrice,
        internationalPrices,
        homePrices: homeCountryKeys.map((key) => {
          const { country, amount, currency, source, asOf } = own.find((price) => price.country === key)!;
          return { country, amount, currency, source, asOf };
        }),
        successRate: row.successRate,
        hospitalNights: [row.hospitalNightsMin, row.hospitalNightsMax],
        nightsInEgypt: [row.nightsInEgyptMin, row.nightsInEgyptMax],
        trips: row.trips,
        inclusions: row.inclusions,
        candidateRequirements: row.candidateRequirements.map((words) => pick(words, locale)),
        recoveryStages: row.recoveryStages.map(({ stage, description }) => ({ stage: pick(stage, locale), description: pick(description, locale) })),
      },
    ];
  });
  return specialties.flatMap((row): CatalogueSpecialty[] => {
    const own = offered.filter((procedure) => procedure.specialtyId === row.id);
    if (own.length === 0) return [];
    const title = treatmentEntry(row.id)?.name[locale] ?? row.id;
    return [
      {
        id: row.id,
        title,
        image: specialtyImage(row.id, row.photoSrc, title),
        description: locale === "ar" ? row.descriptionAr : row.description,
        commonProcedures: own.slice(0, 3).map((procedure) => procedure.name),
        overview: locale === "ar" ? row.overviewAr : row.overview,
        idealCandidates: row.idealCandidates.map((words) => pick(words, locale)),
        quickFacts: row.quickFacts.map(({ label, value }) => ({ label: pick(label, locale), value: pick(value, locale) })),
        procedures: own,
      },
    ];
  });
}

/**
 * The catalogue every public reader uses (cards, specialty pages, the planner's guide, the intake's estimate, quotes'
 * defaults and home prices, claims, structured data), once per request and kept in the isolate by the catalogue's
 * data version, so an admin's edit shows on the next request (decision 0172).
 */
export function offeredCatalogue(locale: Locale): Promise<readonly CatalogueSpecialty[]> {
  return oncePerRequest(`catalogue:${locale}`, () => byDataVersion("catalogue", `offered:${locale}`, () => offeredInD1(locale)));
}

/** One offered specialty, or undefined when the site does not offer it. */
export async function offeredSpecialty(id: string | null | undefined, locale: Locale) {
  if (!id) return undefined;
  return (await offeredCatalogue(locale)).find((specialty) => specialty.id === id);
}

/** The ids of the specialties the site offers: what a link to /treatments/{id} may point at. */
export async function offeredSpecialtyIds(locale: Locale): Promise<ReadonlySet<string>> {
  return new Set((await offeredCatalogue(locale)).map((specialty) => specialty.id));
}
