/**
 * The four countries every price comparison is made against, with the
 * currency each one's prices are quoted in. Prices in content are written in that
 * currency; `usdPerUnit` turns them into US dollars so that the savings against the
 * Egypt price (in dollars) compare like with like. Reference rates, reviewed with the prices.
 */
export const comparisonCountries = [
  { key: "us", country: "United States", flag: "🇺🇸", currency: "$", usdPerUnit: 1 },
  { key: "uk", country: "United Kingdom", flag: "🇬🇧", currency: "£", usdPerUnit: 1.27 },
  { key: "de", country: "Germany", flag: "🇩🇪", currency: "€", usdPerUnit: 1.08 },
  { key: "ca", country: "Canada", flag: "🇨🇦", currency: "C$", usdPerUnit: 0.73 },
] as const;

export type CountryKey = (typeof comparisonCountries)[number]["key"];

/** A procedure's price in each comparison country, in that country's currency. */
export type InternationalPrices = Record<CountryKey, number>;
