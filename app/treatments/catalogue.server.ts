import type { RouterContextProvider } from "react-router";
import { findTreatment, treatmentsIn } from "~content/treatments";
import { cheapestProcedure, startingPriceOf } from "~content/treatments/schema";
import { bilingualComparisonCountries } from "~content/treatments/countries";
import { whyEgyptComparisons, whyEgyptProcedures } from "~content/treatments/why-egypt";
import { inLocale } from "~content/words";
import { catalogueClaims } from "./claims.server";
import { contentFor } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { compareSavings, type ComparisonCountry } from "~/domain/savings";
import { formatMoney } from "~/i18n/money";

/** The catalogue in one language: the same specialties, ids and figures, in that language's words. */
type Catalogue = {
  /** The language of its words, and of its prices (one money format per locale). */
  locale: Locale;
  treatments: ReturnType<typeof treatmentsIn>;
  countries: readonly ComparisonCountry[];
  whyEgypt: readonly { title: string; category: string; procedure: string }[];
  /** The 'Why Choose Egypt' figure that is content, not computed. */
  whyEgyptProcedures: { value: string; label: string };
};

function catalogueIn(locale: Locale): Catalogue {
  return {
    locale,
    treatments: treatmentsIn(locale),
    countries: inLocale(bilingualComparisonCountries, locale),
    whyEgypt: inLocale(whyEgyptComparisons, locale),
    whyEgyptProcedures: inLocale(whyEgyptProcedures, locale),
  };
}

const catalogues: Record<Locale, Catalogue> = { en: catalogueIn("en"), ar: catalogueIn("ar") };

/** The catalogue in the request's language. */
export function catalogueFor(context: Readonly<RouterContextProvider>): Catalogue {
  return contentFor(context, catalogues);
}

/**
 * What a /treatments card needs: the content plus its cheapest listed procedure's figures, so "From" and
 * the savings badge are that procedure's (decision 0122).
 */
export function treatmentCards(catalogue: Catalogue) {
  return catalogue.treatments.map((t) => {
    const cheapest = cheapestProcedure(t);
    return {
      id: t.id,
      title: t.title,
      description: t.description,
      commonProcedures: t.commonProcedures,
      from: formatMoney(catalogue.locale, startingPriceOf(t), "USD"),
      savings: compareSavings(cheapest.egyptPrice, cheapest.internationalPrices, catalogue.countries, catalogue.locale),
    };
  });
}

/** Everything /treatments/{category} shows from content, or undefined for an unknown category. */
export function treatmentDetail(id: string, catalogue: Catalogue) {
  const treatment = catalogue.treatments.find((t) => t.id === id);
  if (!treatment) return undefined;
  return {
    id: treatment.id,
    title: treatment.title,
    description: treatment.description,
    from: formatMoney(catalogue.locale, startingPriceOf(treatment), "USD"),
    overview: treatment.overview,
    idealCandidates: treatment.idealCandidates,
    quickFacts: treatment.quickFacts,
    procedures: treatment.procedures.map(({ internationalPrices, ...procedure }) => ({
      ...procedure,
      savings: compareSavings(procedure.egyptPrice, internationalPrices, catalogue.countries, catalogue.locale),
    })),
  };
}

/** 'Why Choose Egypt': the United States price against the Egypt price of two catalogue procedures. */
export function whyEgypt(catalogue: Catalogue) {
  return catalogue.whyEgypt.map(({ title, category, procedure: name }) => {
    // The comparison names a procedure of the English catalogue; its figures are the same in every language.
    const procedure = findTreatment(category)?.procedures.find((p) => p.name === name);
    if (!procedure) throw new Error(`content/treatments/why-egypt.ts: no procedure "${name}" in ${category}`);
    const { countries } = compareSavings(procedure.egyptPrice, procedure.internationalPrices, catalogue.countries);
    const us = countries.find((c) => c.key === "us")!;
    return {
      title,
      homePrice: formatMoney(catalogue.locale, us.priceUsd, "USD"),
      homeCountry: us.country,
      egyptPrice: formatMoney(catalogue.locale, procedure.egyptPrice, "USD"),
      percentage: us.percentage,
    };
  });
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The page's savings claims on treatment prices: the catalogue's range (claims.server.ts computes it from the
 * price tables, for every page), the rounded mean saving of a listed procedure and its mean saving in dollars.
 */
export function catalogueSavingsFigures(locale: Locale = "en") {
  const comparisons = catalogues.en.treatments
    .flatMap((t) => t.procedures)
    .map((p) => compareSavings(p.egyptPrice, p.internationalPrices));
  return {
    range: catalogueClaims.savingsRange,
    average: `${Math.round(mean(comparisons.map((c) => c.averagePercentage)))}%`,
    savedPerProcedure: formatMoney(locale, Math.round(mean(comparisons.map((c) => mean(c.countries.map((country) => country.amount))))), "USD"),
  };
}
