/** The stored vocabulary of a quote (the `quotes` and `quote_items` tables' CHECKs); labels and arithmetic live in app/quotes. */
import { currencies } from "../db/schema/trips";

export const quoteItemKinds = ["procedure", "hospital_stay", "accommodation", "transfers", "concierge", "other"] as const;
export type QuoteItemKind = (typeof quoteItemKinds)[number];

export const quoteCurrencies = currencies;
export type QuoteCurrency = (typeof quoteCurrencies)[number];

export const quoteStatuses = ["sent", "superseded", "accepted", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
