/** The stored vocabulary of a quote (the `quotes` and `quote_items` tables' CHECKs); labels and arithmetic live in app/cases/quotes. */

export const quoteItemKinds = ["procedure", "hospital_stay", "accommodation", "transfers", "concierge", "other"] as const;
export type QuoteItemKind = (typeof quoteItemKinds)[number];

/** The currencies a trip plan's budget may be written in. */
export const currencies = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;

/** A quote's currencies: the planner's, and those of the Gulf patients and of Egypt itself. */
export const quoteCurrencies = [...currencies, "SAR", "AED", "KWD", "EGP"] as const;
export type QuoteCurrency = (typeof quoteCurrencies)[number];

export const quoteStatuses = ["sent", "superseded", "accepted", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** What a price may or may not cover: the checklist every quote states item by item. */
export const quoteInclusions = [
  "anaesthesia",
  "tests",
  "implants_materials",
  "hospital_nights",
  "hotel",
  "transfers",
  "interpreter",
  "follow_up",
] as const;
export type QuoteInclusion = (typeof quoteInclusions)[number];

/** Where the balance after the deposit is paid, and when. */
export const balancePlaces = ["facility", "coordinator", "bank_transfer"] as const;
export const balanceTimes = ["before_arrival", "on_arrival", "on_admission", "on_discharge"] as const;

/** Whether the total includes taxes or none apply; a total before tax is never quoted (Egypt's Consumer Protection Law). */
export const quoteTaxes = ["included", "exempt"] as const;

/** The terms of one quote version, stored with it (`quotes.terms`) and never changed after it is sent. */
export type QuoteTerms = {
  inclusions: Record<QuoteInclusion, boolean>;
  /**
   * The most the total can rise, and the one condition under which it may (as the coordinator wrote it, and in Arabic
   * for Arabic pages when given); null when it cannot rise.
   */
  rise: { maxMinor: number; condition: string; conditionAr?: string } | null;
  deposit: { kind: "percent"; percent: number } | { kind: "amount"; amountMinor: number };
  /** Days after accepting by which the deposit is due. */
  depositDueDays: number;
  balance: { place: (typeof balancePlaces)[number]; time: (typeof balanceTimes)[number] };
  /** Refunds by time before arrival, the longest notice first, then what is refunded later than the last. */
  cancellation: { tiers: { daysBefore: number; refundPercent: number }[]; laterPercent: number };
  taxes: (typeof quoteTaxes)[number];
  /** Whether the patient is shown home-country prices beside the quote. */
  comparison: boolean;
};

/**
 * What the patient accepted, copied into the accepted version (`quotes.accepted_copy`) in the acceptance's own
 * statement: the figures, the terms, and every statement and comparison row as their page wrote them, in their
 * language. When is `decided_at`, from where the `quote_accepted` audit row.
 */
export type AcceptedQuoteCopy = {
  locale: string;
  reference: string;
  currency: QuoteCurrency;
  totalMinor: number;
  lines: { kind: QuoteItemKind; description: string; quantity: number; unitMinor: number; amountMinor: number }[];
  terms: QuoteTerms | null;
  hospital: string | null;
  doctor: string | null;
  validUntil: string;
  /** Each line of the quote's terms as the page stated it ("Deposit", "20% (US$2,500.00), due within 7 days…"). */
  statements: { key: string; label: string; text: string }[];
  /** The home prices beside it, as written on the page, or null when none were shown. */
  comparison: { caption: string; rows: { country: string; price: string; saving: string | null }[]; rates: string } | null;
};
