/** The stored vocabulary of a quote (the `quotes` and `quote_items` tables' CHECKs); labels and arithmetic live in app/cases/quotes. */

export const quoteItemKinds = ["procedure", "hospital_stay", "accommodation", "transfers", "concierge", "other"] as const;
export type QuoteItemKind = (typeof quoteItemKinds)[number];

/** The currencies a price may be written in: a trip plan's budget and a quote. */
export const currencies = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;

export const quoteCurrencies = currencies;
export type QuoteCurrency = (typeof quoteCurrencies)[number];

export const quoteStatuses = ["sent", "superseded", "accepted", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
