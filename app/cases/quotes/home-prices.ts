import { treatments } from "~content/treatments/index";
import { cheapestProcedure } from "~content/treatments/schema";
import { intlLocale } from "~/i18n/format";
import { displayNames } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import type { FlagCode } from "~content/flags";
import { comparisonCountries } from "~content/treatments/countries";
import { treatmentName } from "~/treatments/treatment-name";
import { MINOR_UNITS_PER_MAJOR, type QuoteCurrency } from "./quote-rules";

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

/**
 * The catalogue's home-country prices for a quote's treatment (its id), when the catalogue has it, in the page's
 * language: the treatment by the one list's name in it, the countries by the names `Intl` knows for them
 * ("الولايات المتحدة"). Prices and savings are the same in every language.
 */
export function homeComparison(treatment: string | null, currency: QuoteCurrency, totalMinor: number, locale: Locale = "en"): HomeComparison | null {
  const entry = treatments.find((t) => t.id === treatment);
  if (!entry) return null;
  const total = totalMinor / MINOR_UNITS_PER_MAJOR;
  const regions = locale === "en" ? null : displayNames(intlLocale(locale), { type: "region" });
  return {
    treatment: treatmentName(entry.id, locale) ?? entry.title,
    prices: comparisonCountries.map(({ key, country, flag }) => {
      const price = cheapestProcedure(entry).internationalPrices[key];
      const same = countryCurrency[key] === currency;
      return {
        country: regions?.of(flag.toUpperCase()) ?? country,
        flag,
        currency: countryCurrency[key],
        price,
        savingPercent: same && price > total ? Math.round(((price - total) / price) * 100) : null,
      };
    }),
  };
}
