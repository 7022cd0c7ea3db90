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

/** A figure as content states it: none (null) while nothing stands behind it. */
const stated = (figure: string) => (figure === NO_FIGURE ? null : figure);

/**
 * Content with its claims stated: every `{claim.…}` token in every string of `value` replaced by the catalogue's
 * figure or one the loader gives (the directory's `specialists`, which it counts; null while it is empty). A sentence
 * whose figure the site does not have yet is left out (`fillTokens`), and a string left empty is the caller's to drop.
 */
export async function stateClaims<T>(value: T, locale: Locale, counted: Partial<Record<ClaimName, string | null>> = {}): Promise<T> {
  const { savingsRange, savingsUpTo, startingPrice } = await catalogueClaims(locale);
  return fillTokens(value, "claim", {
    savingsRange: stated(savingsRange),
    savingsUpTo: stated(savingsUpTo),
    startingPrice: stated(startingPrice),
    ...counted,
  });
}

/** The directory's count of specialists as a claim: none while it is empty. */
export const specialistsClaim = (count: number) => (count > 0 ? String(count) : null);

/** The items whose `field` still says something once their claims are stated (a card all of whose words were one figure). */
export function stillSaying<T>(items: readonly T[], field: keyof T): T[] {
  return items.filter((item) => item[field] !== "");
}

/** Each category's questions whose answer still says something once its claims are stated. */
export function answeredQuestions<C extends { questions: readonly { answer: string }[] }>(categories: readonly C[]): C[] {
  return categories.map((category) => ({ ...category, questions: stillSaying(category.questions, "answer") }));
}
