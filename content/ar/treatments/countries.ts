import { exchangeRates } from "~content/rates";

/** Arabic twin of content/treatments/countries.ts: the same countries, keys, currencies and rates, named in Arabic. */
const { usdPerUnit } = exchangeRates;

export const comparisonCountries = [
  { key: "us", country: "الولايات المتحدة", flag: "us", currency: "$", usdPerUnit: usdPerUnit.USD },
  { key: "uk", country: "المملكة المتحدة", flag: "gb", currency: "£", usdPerUnit: usdPerUnit.GBP },
  { key: "de", country: "ألمانيا", flag: "de", currency: "€", usdPerUnit: usdPerUnit.EUR },
  { key: "ca", country: "كندا", flag: "ca", currency: "C$", usdPerUnit: usdPerUnit.CAD },
] as const;
