import type { RouterContextProvider } from "react-router";
import { bilingualComparisonCountries } from "~content/treatments/countries";
import { whyEgyptComparisons } from "~content/treatments/why-egypt";
import { inLocale } from "~content/words";
import { claimsOf } from "./claims.server";
import { offeredCatalogue } from "./catalogue-data.server";
import { cheapestProcedure, startingPriceOf, type CatalogueSpecialty, type HomePrice } from "./catalogue-figures";
import { getLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { compareSavings, type ComparisonCountry } from "~/domain/savings";
import { formatMoney } from "~/i18n/money";
import { listFormat } from "~/i18n/intl";

/** The catalogue in one language: the same specialties, ids and figures, in that language's words. */
type Catalogue = {
  /** The language of its words, and of its prices (one money format per locale). */
  locale: Locale;
  treatments: readonly CatalogueSpecialty[];
  countries: readonly ComparisonCountry[];
};

/** The offered catalogue in the request's language. */
export async function catalogueFor(context: Readonly<RouterContextProvider>): Promise<Catalogue> {
  const locale = getLocale(context);
  return { locale, treatments: await offeredCatalogue(locale), countries: inLocale(bilingualComparisonCountries, locale) };
}

/**
 * What a /treatments card needs: the specialty plus its cheapest offered procedure's figures, so "From" and
 * the savings badge are that procedure's (decision 0122).
 */
export function treatmentCards(catalogue: Catalogue) {
  return catalogue.treatments.map((t) => {
    const cheapest = cheapestProcedure(t);
    return {
      id: t.id,
      title: t.title,
      image: t.image,
      description: t.description,
      commonProcedures: t.commonProcedures,
      from: formatMoney(catalogue.locale, startingPriceOf(t), "USD"),
      savings: compareSavings(cheapest.egyptPrice, cheapest.internationalPrices, catalogue.countries, catalogue.locale),
      priceSources: priceSources(cheapest.homePrices, catalogue),
    };
  });
}

/** Everything /treatments/{category} shows, or undefined for a specialty the site does not offer. */
export function treatmentDetail(id: string, catalogue: Catalogue) {
  const treatment = catalogue.treatments.find((t) => t.id === id);
  if (!treatment) return undefined;
  return {
    id: treatment.id,
    title: treatment.title,
    image: treatment.image,
    description: treatment.description,
    from: formatMoney(catalogue.locale, startingPriceOf(treatment), "USD"),
    overview: treatment.overview,
    idealCandidates: treatment.idealCandidates,
    quickFacts: treatment.quickFacts,
    procedures: treatment.procedures.map((procedure) => ({
      id: procedure.id,
      name: procedure.name,
      description: procedure.description,
      duration: procedure.duration,
      recovery: procedure.recovery,
      price: procedure.price,
      successRate: procedure.successRate,
      candidateRequirements: procedure.candidateRequirements,
      recoveryStages: procedure.recoveryStages,
      savings: compareSavings(procedure.egyptPrice, procedure.internationalPrices, catalogue.countries, catalogue.locale),
      priceSources: priceSources(procedure.homePrices, catalogue),
    })),
  };
}

/** 'Why Choose Egypt': the United States price against the Egypt price of offered catalogue procedures. */
export function whyEgypt(catalogue: Catalogue) {
  const procedures = catalogue.treatments.flatMap((t) => t.procedures);
  return inLocale(whyEgyptComparisons, catalogue.locale).flatMap(({ title, procedure: id }) => {
    // A comparison whose procedure is retired is not made: the block names only what the site offers.
    const procedure = procedures.find((p) => p.id === id);
    if (!procedure) return [];
    const { countries } = compareSavings(procedure.egyptPrice, procedure.internationalPrices, catalogue.countries);
    const us = countries.find((c) => c.key === "us")!;
    return [
      {
        title,
        homePrice: formatMoney(catalogue.locale, us.priceUsd, "USD"),
        homeCountry: us.country,
        egyptPrice: formatMoney(catalogue.locale, procedure.egyptPrice, "USD"),
        percentage: us.percentage,
      },
    ];
  });
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The page's savings claims on treatment prices: the catalogue's range (the same as every page's, `claimsOf`), the
 * rounded mean saving of an offered procedure and its mean saving in dollars; null figures for an empty catalogue.
 */
export function catalogueSavingsFigures(catalogue: Catalogue) {
  const comparisons = catalogue.treatments
    .flatMap((t) => t.procedures)
    .map((p) => compareSavings(p.egyptPrice, p.internationalPrices));
  const range = claimsOf(catalogue.treatments, catalogue.locale).savingsRange;
  if (comparisons.length === 0) return { range, average: null, savedPerProcedure: null };
  return {
    range,
    average: `${Math.round(mean(comparisons.map((c) => c.averagePercentage)))}%`,
    savedPerProcedure: formatMoney(
      catalogue.locale,
      Math.round(mean(comparisons.map((c) => mean(c.countries.map((country) => country.amount))))),
      "USD",
    ),
  };
}

/** Where a comparison's home prices come from, as its table cites them: one source and day, with its countries. */
export type PriceSource = { source: string; asOf: string; countries: string | null };

/**
 * The home prices' sources, one line per source and day; the countries are named only when the prices come from
 * more than one, so a table whose four prices share a source cites it once.
 */
function priceSources(prices: readonly HomePrice[], { countries, locale }: Catalogue): PriceSource[] {
  const groups = new Map<string, HomePrice[]>();
  for (const price of prices) {
    const key = `${price.source}\u0000${price.asOf}`;
    groups.set(key, [...(groups.get(key) ?? []), price]);
  }
  const bySource = [...groups.values()];
  return bySource.map((group) => ({
    source: group[0]!.source,
    asOf: group[0]!.asOf,
    countries:
      bySource.length === 1
        ? null
        : listFormat(locale, { type: "conjunction" }).format(group.map((price) => countries.find((c) => c.key === price.country)?.country ?? price.country)),
  }));
}
