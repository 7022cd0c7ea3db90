/**
 * The one dated file of exchange rates. Every converted price on the site (the catalogue's
 * comparisons in pounds, euros and Canadian dollars; the Egyptian pound on /travel-info) uses these
 * figures and says "rates of {date}". Review them with the prices; change `date` with them.
 */
export const exchangeRates = {
  /** ISO date the rates were last checked. */
  date: "2026-11-02",
  /** US dollars for one unit of each comparison currency. */
  usdPerUnit: { USD: 1, GBP: 1.27, EUR: 1.08, CAD: 0.73 },
  /** Egyptian pounds for one US dollar. */
  egpPerUsd: 48.5,
} as const;

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "rates of 2 November 2026": how every converted figure names its rates. */
export const ratesOfDate = `rates of ${longDate.format(new Date(`${exchangeRates.date}T00:00:00Z`))}`;
