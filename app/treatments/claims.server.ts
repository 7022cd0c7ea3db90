import { compareSavings } from "~/domain/savings";
import { fillTokens } from "~/domain/tokens";
import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
import { offeredCatalogue } from "./catalogue-data.server";
import { startingPriceOf, type CatalogueSpecialty } from "./catalogue-figures";

/** What an empty catalogue claims: nothing, rather than a figure no procedure stands behind. */
const NO_FIGURE = "—";

/**
 * The claims the catalogue decides (decision 0122): the savings range and its top are the cheapest and dearest
 * saving of an offered procedure against the four comparison countries, and the starting price is the lowest
 * "From" of the catalogue (US dollars, in the page's money format). Computed on the server from the catalogue the
 * request read, so they follow its data version and no page's script carries the catalogue.
 */
export function claimsOf(specialties: readonly CatalogueSpecialty[], locale: Locale) {
  const savings = specialties
    .flatMap((specialty) => specialty.procedures)
    .map((procedure) => compareSavings(procedure.egyptPrice, procedure.internationalPrices).averagePercentage);
  if (savings.length === 0) return { savingsRange: NO_FIGURE, savingsUpTo: NO_FIGURE, startingPrice: NO_FIGURE, startingPriceUsd: null };
  const startingPriceUsd = Math.min(...specialties.map(startingPriceOf));
  return {
    // A non-breaking hyphen: "57-" at the end of a line and "70%" on the next read as two figures.
    savingsRange: `${Math.min(...savings)}\u2011${Math.max(...savings)}%`,
    savingsUpTo: `${Math.max(...savings)}%`,
    startingPrice: formatMoney(locale, startingPriceUsd, "USD"),
    startingPriceUsd,
  };
}

export type CatalogueClaims = ReturnType<typeof claimsOf>;

/** The catalogue's claims for the request, in its language. */
export async function catalogueClaims(locale: Locale): Promise<CatalogueClaims> {
  return claimsOf(await offeredCatalogue(locale), locale);
}

/** A claim content writes as a token: `{claim.savingsRange}`, `{claim.savingsUpTo}`, `{claim.startingPrice}`, `{claim.specialists}`. */
export type ClaimName = Exclude<keyof CatalogueClaims, "startingPriceUsd"> | "specialists";

/**
 * Content with its claims stated: every `{claim.…}` token in every string of `value` replaced by the catalogue's
 * figure or one the loader gives (the directory's `specialists`, which it counts).
 */
export async function stateClaims<T>(value: T, locale: Locale, counted: Partial<Record<ClaimName, string>> = {}): Promise<T> {
  const { savingsRange, savingsUpTo, startingPrice } = await catalogueClaims(locale);
  return fillTokens(value, "claim", { savingsRange, savingsUpTo, startingPrice, ...counted });
}
