import type { FlagCode } from "~content/flags";
import { comparisonCountries, type CountryKey, type InternationalPrices } from "~content/treatments/countries";

/** A country prices are compared against, named in the page's language (content/treatments/countries.ts). */
export type ComparisonCountry = {
  key: CountryKey;
  country: string;
  flag: FlagCode;
  currency: string;
  usdPerUnit: number;
};

export interface CountrySaving {
  key: CountryKey;
  country: string;
  flag: FlagCode;
  currency: string;
  /** The price in the country's own currency, as quoted. */
  price: number;
  /** The same price in US dollars, the currency of the Egypt price. */
  priceUsd: number;
  /** International price minus Egypt price, in US dollars. */
  amount: number;
  /** Math.round(amount / international price × 100). */
  percentage: number;
}

export interface SavingsComparison {
  egyptPrice: number;
  countries: CountrySaving[];
  /** The badge: the rounded average of the per-country percentages. */
  averagePercentage: number;
  /** The summary: the rounded average of the per-country amounts, e.g. "$12,345". */
  averageAmount: string;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Whole US dollars with thousands separators: 12345 → "$12,345". */
export function formatUsd(amount: number) {
  return usd.format(amount);
}

/** A price in a comparison country's currency: 38000, "£" → "£38,000". */
export function formatPrice(amount: number, currency: string) {
  return `${currency}${plain.format(amount)}`;
}

/** The savings arithmetic for one Egypt price against the four comparison countries (named in English unless given). */
export function compareSavings(
  egyptPrice: number,
  prices: InternationalPrices,
  names: readonly ComparisonCountry[] = comparisonCountries,
): SavingsComparison {
  const countries = names.map(({ key, country, flag, currency, usdPerUnit }) => {
    const price = prices[key];
    const priceUsd = Math.round(price * usdPerUnit);
    const amount = priceUsd - egyptPrice;
    return { key, country, flag, currency, price, priceUsd, amount, percentage: Math.round((amount / priceUsd) * 100) };
  });
  const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    egyptPrice,
    countries,
    averagePercentage: Math.round(average(countries.map((c) => c.percentage))),
    averageAmount: formatUsd(Math.round(average(countries.map((c) => c.amount)))),
  };
}
