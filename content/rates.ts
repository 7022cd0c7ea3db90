/**
 * The one dated file of exchange rates. Every converted price on the site (the catalogue's
 * comparisons in pounds, euros and Canadian dollars, the intake's estimate, a quote's home comparison in any of its
 * currencies; the Egyptian pound on /travel-info) uses these figures and names their date ("rates of {date}"). Each group carries the
 * date it was last checked and where it comes from; README "Operating it" says how to refresh them.
 */
export const exchangeRates = {
  comparison: {
    /** ISO date the rates were set. */
    date: "2026-11-02",
    source:
      "Reference rates the catalogue's international prices are written with (decision 0121); changing one changes every savings badge, so review them with the prices.",
    /**
     * US dollars for one unit of each comparison currency, and of each other currency a quote may be written in (a
     * quote's home comparison converts with these): the riyal and the dirham at their dollar pegs (3.75, 3.6725), the
     * Egyptian pound at the figure of `egp` below.
     */
    usdPerUnit: { USD: 1, GBP: 1.27, EUR: 1.08, CAD: 0.73, AUD: 0.65, SAR: 0.2667, AED: 0.2723, KWD: 3.25, EGP: 0.0211 },
  },
  egp: {
    /** ISO date of the last figure known to the author; not checked against a live quote (decision 0122). */
    date: "2025-10-31",
    source:
      "Central Bank of Egypt official US dollar rate, end of October 2025 (about 47.5), the latest figure known when this file was written. Refresh from cbe.org.eg before release.",
    /** Egyptian pounds for one US dollar. */
    perUsd: 47.5,
  },
} as const;

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "rates of 2 November 2026": how a figure names the date of the rates it was converted with. */
export const ratesOf = (isoDate: string) => `rates of ${longDate.format(new Date(`${isoDate}T00:00:00Z`))}`;

/** The comparison currencies' date, under every savings table and the intake's estimate. */
export const ratesOfDate = ratesOf(exchangeRates.comparison.date);

/** The Egyptian pound as /travel-info states it, with its own date. */
export const egpRateText = `about ${exchangeRates.egp.perUsd} EGP per 1 USD (${ratesOf(exchangeRates.egp.date)})`;
