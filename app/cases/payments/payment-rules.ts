/** Deposits and refunds: what a checkout charges and how much of a payment may go back. Pure arithmetic, no storage. */
import type { QuoteTerms } from "~/domain/quotes";
import { currencyDigits } from "~/i18n/money";
import { depositMinor } from "~/cases/quotes/quote-rules";

const DAY_MS = 86_400_000;

/**
 * The deposit a checkout charges. Stripe takes three-decimal currencies (KWD) only in multiples of ten fils, so a
 * percentage deposit is rounded to the nearest ten there (decision 0162); every other currency charges it as stated.
 */
export function chargedDepositMinor(terms: Pick<QuoteTerms, "deposit">, totalMinor: number, currency: string) {
  const deposit = depositMinor(terms, totalMinor);
  return currencyDigits(currency) === 3 ? Math.max(10, Math.round(deposit / 10) * 10) : deposit;
}

/**
 * The share of what was paid the quote's cancellation rules refund on `today` (Cairo's calendar date), by whole days
 * before the recorded arrival: the first tier whose notice is met, else the later share. No arrival recorded yet means
 * the trip is not dated, so the longest notice is met.
 */
export function refundablePercent(cancellation: QuoteTerms["cancellation"], arrivalDate: string | null, today: string) {
  const days = arrivalDate ? Math.floor((Date.parse(`${arrivalDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS) : Infinity;
  const tiers = [...cancellation.tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  return tiers.find((tier) => days >= tier.daysBefore)?.refundPercent ?? cancellation.laterPercent;
}

/** The most that may still be refunded of a payment: the rules' share of what was paid, less what went back already. */
export function refundableMinor(payment: { amountMinor: number; refundedMinor: number }, percent: number) {
  return Math.max(0, Math.floor((payment.amountMinor * percent) / 100) - payment.refundedMinor);
}

/** "INV-000042": an invoice's number as every page, PDF and e-mail writes it. */
export function invoiceNumberText(number: number) {
  return `INV-${String(number).padStart(6, "0")}`;
}

export type CheckoutReturn = "paid" | "cancelled" | null;

/** The `deposit` parameter of the provider's success and cancel addresses. */
export const returnedFromCheckout = (value: string | null): CheckoutReturn => (value === "paid" || value === "cancelled" ? value : null);
