import { treatments } from "~content/treatments";
import { cheapestProcedure } from "~content/treatments/schema";
import { intlLocale } from "~/i18n/format";
import { displayNames } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import type { FlagCode } from "~content/flags";
import { comparisonCountries } from "~content/treatments/countries";
import { MINOR_UNITS_PER_MAJOR, type QuoteCurrency } from "./quote-rules";

/** The planner and the intake name two treatments differently from the catalogue. */
const catalogueAliases: Record<string, string> = { "Dental Treatment": "Dental Care" };

const countryCurrency: Record<(typeof comparisonCountries)[number]["key"], QuoteCurrency> = {
  us: "USD",
  uk: "GBP",
  de: "EUR",
  ca: "CAD",
};

export type HomePrice = {
  country: string;
  flag: FlagCode;
  currency: QuoteCurrency;
  /** Whole units of that country's currency, as the catalogue quotes it. */
  price: number;
  /** Only where the quote is in the same currency: no exchange rate is guessed. */
  savingPercent: number | null;
};

export type HomeComparison = { treatment: string; prices: HomePrice[] };

/** The catalogue's home-country prices for the case's treatment, when the catalogue has it. */
export function homeComparison(treatment: string | null, currency: QuoteCurrency, totalMinor: number): HomeComparison | null {
  if (!treatment) return null;
  const title = catalogueAliases[treatment] ?? treatment;
  const entry = treatments.find((t) => t.title.toLowerCase() === title.toLowerCase());
  if (!entry) return null;
  const total = totalMinor / MINOR_UNITS_PER_MAJOR;
  return {
    treatment: entry.title,
    prices: comparisonCountries.map(({ key, country, flag }) => {
      const price = cheapestProcedure(entry).internationalPrices[key];
      const same = countryCurrency[key] === currency;
      return {
        country,
        flag,
        currency: countryCurrency[key],
        price,
        savingPercent: same && price > total ? Math.round(((price - total) / price) * 100) : null,
      };
    }),
  };
}

/**
 * The comparison for a page in another language: the treatment by the planner's name in it, the
 * countries by the names `Intl` knows for them ("الولايات المتحدة"). Prices and savings stay as they are.
 */
export function localizedComparison(
  comparison: HomeComparison | null,
  locale: Locale,
  treatmentName: (name: string) => string,
): HomeComparison | null {
  if (!comparison || locale === "en") return comparison;
  const regions = displayNames(intlLocale(locale), { type: "region" });
  return {
    treatment: treatmentName(comparison.treatment),
    prices: comparison.prices.map((price) => ({ ...price, country: regions.of(price.flag.toUpperCase()) ?? price.country })),
  };
}
