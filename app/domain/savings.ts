import type { FlagCode } from "~content/flags";
import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
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

/** The ISO codes of the symbols the catalogue writes prices in (content/treatments/countries.ts). */
export const currencyCodes: Readonly<Record<string, string>> = { $: "USD", "£": "GBP", "€": "EUR", C$: "CAD" };

/** The savings arithmetic for one Egypt price against the four comparison countries (named in English unless given). */
export function compareSavings(
  egyptPrice: number,
  prices: InternationalPrices,
  names: readonly ComparisonCountry[] = comparisonCountries,
  locale: Locale = "en",
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
    averageAmount: formatMoney(locale, Math.round(average(countries.map((c) => c.amount))), "USD"),
  };
}
