/** The countries every procedure's price is compared against, and the currency each one's prices are in. */
export const homeCountryKeys = ["us", "uk", "de", "ca"] as const;
export type HomeCountryKey = (typeof homeCountryKeys)[number];

export const comparisonCurrencies = ["USD", "GBP", "EUR", "CAD"] as const;
export type ComparisonCurrency = (typeof comparisonCurrencies)[number];

/** A home price is written in its country's own currency, so a saving never subtracts pounds from dollars. */
export const homeCurrency: Record<HomeCountryKey, ComparisonCurrency> = { us: "USD", uk: "GBP", de: "EUR", ca: "CAD" };

/** The countries as the console names them in a sentence ("Price in the United Kingdom"). */
export const homeCountryInSentence: Record<HomeCountryKey, string> = {
  us: "the United States",
  uk: "the United Kingdom",
  de: "Germany",
  ca: "Canada",
};
