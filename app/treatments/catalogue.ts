import { findTreatment, treatments } from "~content/treatments";
import { whyEgyptComparisons } from "~content/treatments/why-egypt";
import { compareSavings, formatUsd } from "./savings";

/** What a /treatments card needs: the content plus the computed comparison. */
export function treatmentCards() {
  return treatments.map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    commonProcedures: t.commonProcedures,
    startingPrice: t.startingPrice,
    savings: compareSavings(t.egyptPrice, t.internationalPrices),
  }));
}

export type TreatmentCard = ReturnType<typeof treatmentCards>[number];

/** Everything /treatments/{category} shows from content, or undefined for an unknown category. */
export function treatmentDetail(id: string) {
  const treatment = findTreatment(id);
  if (!treatment) return undefined;
  return {
    id: treatment.id,
    title: treatment.title,
    description: treatment.description,
    startingPrice: treatment.startingPrice,
    overview: treatment.overview,
    idealCandidates: treatment.idealCandidates,
    quickFacts: treatment.quickFacts,
    procedures: treatment.procedures.map(({ internationalPrices, ...procedure }) => ({
      ...procedure,
      savings: compareSavings(procedure.egyptPrice, internationalPrices),
    })),
  };
}

export type TreatmentDetail = NonNullable<ReturnType<typeof treatmentDetail>>;

/** 'Why Choose Egypt': the United States price against the Egypt price of two catalogue procedures. */
export function whyEgypt() {
  return whyEgyptComparisons.map(({ title, category, procedure: name }) => {
    const procedure = findTreatment(category)?.procedures.find((p) => p.name === name);
    if (!procedure) throw new Error(`content/treatments/why-egypt.ts: no procedure "${name}" in ${category}`);
    const { countries } = compareSavings(procedure.egyptPrice, procedure.internationalPrices);
    const us = countries.find((c) => c.country === "United States")!;
    return {
      title,
      homePrice: formatUsd(us.priceUsd),
      homeCountry: us.country,
      egyptPrice: formatUsd(procedure.egyptPrice),
      percentage: us.percentage,
    };
  });
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The page's savings claims on treatment prices, computed from the catalogue so they agree with the cards
 * below them: the range and the rounded mean of the specialty badges, and the mean saving in dollars of a
 * listed procedure (against the four comparison countries). Savings on a whole trip are content/figures.ts.
 */
export function catalogueSavingsFigures() {
  const badges = treatments.map((t) => compareSavings(t.egyptPrice, t.internationalPrices).averagePercentage);
  const savedPerProcedure = treatments
    .flatMap((t) => t.procedures)
    .map((p) => mean(compareSavings(p.egyptPrice, p.internationalPrices).countries.map((c) => c.amount)));
  return {
    range: `${Math.min(...badges)}-${Math.max(...badges)}%`,
    average: `${Math.round(mean(badges))}%`,
    savedPerProcedure: formatUsd(Math.round(mean(savedPerProcedure))),
  };
}
