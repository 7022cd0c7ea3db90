import { compareSavings, formatUsd } from "~/domain/savings";
import { treatments } from "./treatments";
import { startingPriceOf } from "./treatments/schema";

/** Each listed procedure's saving on its price (the mean over the comparison countries), from the price tables. */
const procedureSavings = treatments
  .flatMap((specialty) => specialty.procedures)
  .map((procedure) => compareSavings(procedure.egyptPrice, procedure.internationalPrices).averagePercentage);

/**
 * The marketing figures, stated once. Figures the catalogue can give are computed from it (decision 2701):
 * the savings range and its top are the cheapest and dearest saving of a listed procedure against the four
 * comparison countries, and the starting price is the lowest "From" of the catalogue. The number of
 * specialists is the directory's active doctors (a page's loader counts them: `{specialists}`). The rest
 * are content the operator vouches for.
 */
export const figures = {
  procedures: "5000+",
  countries: "50+",
  satisfaction: "98%",
  savingsRange: `${Math.min(...procedureSavings)}-${Math.max(...procedureSavings)}%`,
  savingsUpTo: `${Math.max(...procedureSavings)}%`,
  startingPrice: formatUsd(Math.min(...treatments.map(startingPriceOf))),
  partnerHospitals: "50+",
  /** Languages our coordinators and medical interpreters speak between them: one team, one figure. */
  languages: "12+",
  founded: "2014",
  concierge: { families: "500+", satisfaction: "99%" },
} as const;
