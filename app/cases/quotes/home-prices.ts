import { exchangeRates } from "~content/rates";
import { intlLocale } from "~/i18n/format";
import { displayNames } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import { minorUnitsPerMajor } from "~/i18n/money";
import type { FlagCode } from "~content/flags";
import { comparisonCountries, type CountryKey } from "~content/treatments/countries";
import { chosenProcedure, type CatalogueSpecialty } from "~/treatments/catalogue-figures";
import type { QuoteCurrency } from "./quote-rules";
import type { QuoteView } from "./quotes.server";

const { usdPerUnit, date: ratesDate } = exchangeRates.comparison;

export type HomePrice = {
  country: string;
  flag: FlagCode;
  currency: QuoteCurrency;
  /** Whole units of that country's currency: the catalogue's price for one, times the quote's quantity. */
  price: number;
  /** The saving of the quote's procedure line against it, both converted at the rates of `ratesDate`. */
  savingPercent: number | null;
};

export type HomeComparison = {
  treatment: string;
  /** The catalogue's procedure, in the page's language, and how many of it the quote's procedure line prices. */
  procedure: string;
  quantity: number;
  /** The quote's procedure line, in minor units of its currency: what the home prices stand against. */
  egyptMinor: number;
  prices: HomePrice[];
  /** The one dated rate source every conversion used (content/rates.ts). */
  ratesDate: string;
};

/** What the comparison stands for: the page's language and what the patient asked about. */
export type ComparisonFor = {
  locale?: Locale;
  /** The case's treatment, used when the quote names none. */
  treatment?: string | null;
  /** The catalogue procedure the patient chose in their intake, if they knew it. */
  procedureId?: string | null;
  /** The patient's own country among the comparison countries: listed first. */
  homeCountry?: CountryKey | null;
};

/**
 * The catalogue's home-country prices for a quote's procedure line, in the page's language: the same procedure
 * (the one the patient chose, when it belongs to the quote's treatment; else the treatment's cheapest, the one
 * "From" prices) and the same quantity, against that line alone (not the hotel or the transfers), the patient's own
 * country first. Null when the coordinator left the comparison out, the catalogue has no such treatment, or the
 * quote has no procedure line. Savings compare like with like through the dated rates.
 */
export function homeComparison(
  catalogue: readonly CatalogueSpecialty[],
  quote: Pick<QuoteView, "treatmentId" | "currency" | "items" | "terms">,
  { locale = "en", treatment = null, procedureId = null, homeCountry = null }: ComparisonFor = {},
): HomeComparison | null {
  if (quote.terms && !quote.terms.comparison) return null;
  const entry = catalogue.find((t) => t.id === (quote.treatmentId ?? treatment));
  const lines = quote.items.filter((item) => item.kind === "procedure");
  if (!entry || lines.length === 0) return null;
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const egyptMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const egyptUsd = (egyptMinor / minorUnitsPerMajor(quote.currency)) * usdPerUnit[quote.currency];
  const procedure = chosenProcedure(entry, procedureId);
  const regions = locale === "en" ? null : displayNames(intlLocale(locale), { type: "region" });
  const ordered = [...comparisonCountries].sort((a, b) => Number(b.key === homeCountry) - Number(a.key === homeCountry));
  return {
    treatment: entry.title,
    procedure: procedure.name,
    quantity,
    egyptMinor,
    ratesDate,
    prices: ordered.map(({ key, country, flag }) => {
      const home = procedure.homePrices.find((p) => p.country === key)!;
      const price = home.amount * quantity;
      const homeUsd = price * usdPerUnit[home.currency];
      return {
        country: regions?.of(flag.toUpperCase()) ?? country,
        flag,
        currency: home.currency,
        price,
        savingPercent: homeUsd > egyptUsd ? Math.round(((homeUsd - egyptUsd) / homeUsd) * 100) : null,
      };
    }),
  };
}
