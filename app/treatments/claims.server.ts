import { treatments } from "~content/treatments";
import { startingPriceOf } from "~content/treatments/schema";
import { compareSavings } from "~/domain/savings";
import { formatMoney } from "~/i18n/money";
import { fillTokens } from "~/domain/tokens";
import type { Locale } from "~/i18n/locales";

/** Each listed procedure's saving on its price (the mean over the comparison countries), from the price tables. */
const procedureSavings = treatments
  .flatMap((specialty) => specialty.procedures)
  .map((procedure) => compareSavings(procedure.egyptPrice, procedure.internationalPrices).averagePercentage);

/**
 * The claims the catalogue decides (decision 0122): the savings range and its top are the cheapest and dearest
 * saving of a listed procedure against the four comparison countries, and the starting price is the lowest
 * "From" of the catalogue. Computed here, on the server, so no page's script carries the catalogue (decision 0122).
 */
/** The lowest "From" of the catalogue, in US dollars (pages state it in their language's money format). */
export const startingPriceUsd = Math.min(...treatments.map(startingPriceOf));

export const catalogueClaims = {
  // A non-breaking hyphen: "57-" at the end of a line and "70%" on the next read as two figures.
  savingsRange: `${Math.min(...procedureSavings)}\u2011${Math.max(...procedureSavings)}%`,
  savingsUpTo: `${Math.max(...procedureSavings)}%`,
  startingPrice: formatMoney("en", startingPriceUsd, "USD"),
} as const;

/** A claim content writes as a token: `{claim.savingsRange}`, `{claim.savingsUpTo}`, `{claim.startingPrice}`, `{claim.specialists}`. */
export type ClaimName = keyof typeof catalogueClaims | "specialists";

/**
 * Content with its claims stated: every `{claim.…}` token in every string of `value` replaced by the catalogue's
 * figure or one the loader gives (the directory's `specialists`, which it counts).
 */
export function stateClaims<T>(value: T, counted: Partial<Record<ClaimName, string>> = {}, locale: Locale = "en"): T {
  return fillTokens(value, "claim", { ...catalogueClaims, startingPrice: formatMoney(locale, startingPriceUsd, "USD"), ...counted });
}
