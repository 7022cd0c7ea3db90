import { exchangeRates } from "../rates";

/**
 * The four countries every price comparison is made against, with the
 * currency each one's prices are quoted in. Prices in content are written in that
 * currency; `usdPerUnit` turns them into US dollars so that the savings against the
 * Egypt price (in dollars) compare like with like. The rates come from content/rates.ts.
 */
const { usdPerUnit } = exchangeRates.comparison;

export const comparisonCountries = [
  { key: "us", country: "United States", flag: "us", currency: "$", usdPerUnit: usdPerUnit.USD },
  { key: "uk", country: "United Kingdom", flag: "gb", currency: "£", usdPerUnit: usdPerUnit.GBP },
  { key: "de", country: "Germany", flag: "de", currency: "€", usdPerUnit: usdPerUnit.EUR },
  { key: "ca", country: "Canada", flag: "ca", currency: "C$", usdPerUnit: usdPerUnit.CAD },
] as const;

export type CountryKey = (typeof comparisonCountries)[number]["key"];

/** A procedure's price in each comparison country, in that country's currency. */
export type InternationalPrices = Record<CountryKey, number>;
