import type { ComparisonCurrency, HomeCountryKey } from "~/domain/catalogue";
import type { QuoteInclusion } from "~/domain/quotes";
import type { TreatmentCategory } from "~/domain/treatment-categories";
import type { SiteImage } from "~content/images";

// The catalogue's shapes and the figures every reader derives the same way; D1 is read in catalogue-data.server.ts.

/** A procedure's price in one comparison country, in that country's currency, with where it comes from. */
export type HomePrice = { country: HomeCountryKey; amount: number; currency: ComparisonCurrency; source: string; asOf: string };

/** A procedure as one language reads it: its facts, and its words in that language. */
export type CatalogueProcedure = {
  id: string;
  specialtyId: TreatmentCategory;
  name: string;
  description: string;
  duration: string;
  recovery: string;
  /** The range as every page writes it, "$14,000 - $16,500"; its lower end is what "From" quotes. */
  price: string;
  priceRange: [number, number];
  egyptPrice: number;
  /** The home prices by country, in each country's own currency: what every saving is computed against. */
  internationalPrices: Record<HomeCountryKey, number>;
  homePrices: readonly HomePrice[];
  successRate: number | null;
  /** Typical nights in hospital, [fewest, most]; [0, 0] for an outpatient procedure. */
  hospitalNights: [number, number];
  /** Typical nights in Egypt per trip, hospital nights included. */
  nightsInEgypt: [number, number];
  trips: number;
  inclusions: readonly QuoteInclusion[];
  candidateRequirements: readonly string[];
  recoveryStages: readonly { stage: string; description: string }[];
};

/** A specialty as one language reads it, with only the procedures the site offers. */
export type CatalogueSpecialty = {
  id: TreatmentCategory;
  /** The one treatment list's name (decision 0121). */
  title: string;
  /** Its picture: an admin's uploaded photo, named by `title`, else its drawing. */
  image: SiteImage;
  description: string;
  /** The names on its card: its first three offered procedures, so a card never names one the site does not offer. */
  commonProcedures: readonly string[];
  overview: string;
  idealCandidates: readonly string[];
  quickFacts: readonly { label: string; value: string }[];
  procedures: readonly CatalogueProcedure[];
};

/**
 * The procedure a specialty's card quotes: its cheapest offered one. "From" is the lower end of its price range and
 * the card's badge is its saving, so a card never states a price its own procedures contradict (decision 0122).
 */
export function cheapestProcedure(specialty: Pick<CatalogueSpecialty, "procedures">): CatalogueProcedure {
  return specialty.procedures.reduce((cheapest, p) => (p.priceRange[0] < cheapest.priceRange[0] ? p : cheapest));
}

/** The procedure a patient chose, when the specialty offers it; else the one its card quotes. */
export function chosenProcedure(specialty: Pick<CatalogueSpecialty, "procedures">, procedureId: string | null): CatalogueProcedure {
  return specialty.procedures.find((p) => p.id === procedureId) ?? cheapestProcedure(specialty);
}

/** "From" of a specialty, in US dollars. */
export function startingPriceOf(specialty: Pick<CatalogueSpecialty, "procedures">) {
  return cheapestProcedure(specialty).priceRange[0];
}
