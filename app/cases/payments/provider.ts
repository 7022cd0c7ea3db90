/**
 * What the app asks of a payment provider, whichever it is: Stripe today (stripe-provider.server.ts); a provider
 * licensed in Egypt (Paymob) can be added behind the same four calls. Amounts are integer minor units of the
 * quote's currency (fils for KWD: three decimals).
 */
export type CheckoutRequest = {
  paymentId: string;
  caseId: string;
  quoteId: string;
  currency: string;
  amountMinor: number;
  /** The one line the provider's checkout page shows ("Deposit, quote Q-0001 v2"). */
  description: string;
  locale: "en" | "ar";
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { id: string; url: string };

/** A provider's webhook event, reduced to what the app acts on. */
export type PaymentEvent =
  | { id: string; type: "completed"; sessionId: string; providerPaymentId: string | null; amountMinor: number; paid: boolean }
  | { id: string; type: "failed"; providerPaymentId: string; paymentId: string | null }
  | { id: string; type: "expired"; sessionId: string }
  | { id: string; type: "refunded"; providerPaymentId: string; refundedMinor: number }
  | { id: string; type: "other"; name: string };

export interface PaymentProvider {
  readonly name: "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** A refund of `amountMinor` of a paid payment; answers the provider's refund id. */
  refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<string>;
  /** The event of a webhook body, or null when its signature is not the provider's. */
  verifyEvent(body: string, signature: string | null): Promise<PaymentEvent | null>;
}
