/** The stored vocabulary of payments (the `payments` and `payment_events` tables' CHECKs). */

/** What a payment is for: the deposit that confirms the dates (the balance is paid where the quote says). */
export const paymentKinds = ["deposit"] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** The providers behind the one interface (app/cases/payments/provider.ts). */
export const paymentProviders = ["stripe"] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * `open`: a checkout was started and not finished; `paid`: the provider said so (the invoice is numbered then);
 * `failed`: the card was refused; `expired`: the patient left the checkout. Refunds are an amount on a paid payment.
 */
export const paymentStatuses = ["open", "paid", "failed", "expired"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a provider's webhook event did here: applied, or stored and left (a replay, a superseded version, a type we do not act on). */
export const paymentEventOutcomes = ["applied", "ignored"] as const;

/**
 * What the invoice states, copied when the checkout starts so it stands without the quote and the case: an invoice is
 * kept for the tax law after an account is erased, and erasure replaces `billedTo` and `email`. Words are written
 * when the invoice is read, in the reader's language.
 */
export type InvoiceCopy = {
  billedTo: string;
  email: string;
  quoteReference: string;
  treatmentId: string | null;
  quoteTotalMinor: number;
  lines: { kind: PaymentKind; quantity: number; unitMinor: number; amountMinor: number }[];
  taxes: "included" | "exempt";
  balance: { place: "facility" | "coordinator" | "bank_transfer"; time: "before_arrival" | "on_arrival" | "on_admission" | "on_discharge" };
};
