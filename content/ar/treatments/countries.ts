import { comparisonCountries as english, type CountryKey } from "~content/treatments/countries";

/** Arabic twin of content/treatments/countries.ts: the same countries, currencies and rates, named in Arabic. */
const names: Record<CountryKey, string> = {
  us: "الولايات المتحدة",
  uk: "المملكة المتحدة",
  de: "ألمانيا",
  ca: "كندا",
};

export const comparisonCountries = english.map((entry) => ({ ...entry, country: names[entry.key] }));
