import type { FlagCode } from "~content/flags";
import { formatMoney } from "~/i18n/format";
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

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The ISO codes of the symbols the catalogue writes prices in (content/treatments/countries.ts). */
const currencyCodes: Readonly<Record<string, string>> = { $: "USD", "£": "GBP", "€": "EUR", C$: "CAD" };

/**
 * Whole US dollars in the page's language: 12345 → "$12,345" in English, "12,345 US$" in Arabic — the one money
 * format of each locale (`formatMoney`, issue 27 item 5).
 */
export function formatUsd(amount: number, locale: Locale = "en") {
  return locale === "en" ? usd.format(amount) : formatMoney(locale, amount, "USD");
}

/** A price in a comparison country's currency: 38000, "£" → "£38,000" in English, "38,000 UK£" in Arabic. */
export function formatPrice(amount: number, currency: string, locale: Locale = "en") {
  const code = currencyCodes[currency];
  return locale === "en" || !code ? `${currency}${plain.format(amount)}` : formatMoney(locale, amount, code);
}

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
    averageAmount: formatUsd(Math.round(average(countries.map((c) => c.amount))), locale),
  };
}
