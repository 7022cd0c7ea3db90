import { countryCodes, frequentCountryCodes } from "~/domain/countries";
import { intlLocale } from "./format";
import { collator, displayNames } from "./intl";
import type { Locale } from "./locales";

/** A country's name in `locale`, from the runtime's own list; the code itself for one the runtime does not know. */
export function countryName(code: string, locale: Locale) {
  return displayNames(intlLocale(locale), { type: "region", fallback: "code" }).of(code.toUpperCase()) ?? code;
}

export type CountryChoice = { value: string; label: string };

/** Every country named in `locale`, in that language's alphabetical order, and the frequent ones in their own order. */
export function countryChoices(locale: Locale): { frequent: CountryChoice[]; all: CountryChoice[] } {
  const named = (code: string): CountryChoice => ({ value: code, label: countryName(code, locale) });
  const order = collator(intlLocale(locale));
  return {
    frequent: frequentCountryCodes.map(named),
    all: countryCodes.map(named).sort((a, b) => order.compare(a.label, b.label)),
  };
}
