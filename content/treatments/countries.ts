import { exchangeRates } from "../rates";
import { inLocale } from "../words";

/**
 * The four countries every price comparison is made against, with the
 * currency each one's prices are quoted in. Prices in content are written in that
 * currency; `usdPerUnit` turns them into US dollars so that the savings against the
 * Egypt price (in dollars) compare like with like. The rates come from content/rates.ts; each
 * country's name sits beside its figures in every language.
 */
const { usdPerUnit } = exchangeRates.comparison;

/** The countries with their names in every language. */
export const bilingualComparisonCountries = [
  {
    key: "us",
    country: { en: "United States", ar: "الولايات المتحدة" },
    flag: "us",
    currency: "$",
    usdPerUnit: usdPerUnit.USD,
  },
  {
    key: "uk",
    country: { en: "United Kingdom", ar: "المملكة المتحدة" },
    flag: "gb",
    currency: "£",
    usdPerUnit: usdPerUnit.GBP,
  },
  { key: "de", country: { en: "Germany", ar: "ألمانيا" }, flag: "de", currency: "€", usdPerUnit: usdPerUnit.EUR },
  { key: "ca", country: { en: "Canada", ar: "كندا" }, flag: "ca", currency: "C$", usdPerUnit: usdPerUnit.CAD },
] as const;

/** The comparison countries named in English, as stored comparisons and the console name them. */
export const comparisonCountries = inLocale(bilingualComparisonCountries, "en");

export type CountryKey = (typeof bilingualComparisonCountries)[number]["key"];

/** A procedure's price in each comparison country, in that country's currency. */
export type InternationalPrices = Record<CountryKey, number>;
