import Stripe from "stripe";
import { config } from "~/config.server";
import type { CheckoutRequest, PaymentEvent, PaymentProvider } from "./provider";

type StripeSettings = { apiBase: string; secretKey: string; webhookSecret: string };

/** Stripe's client on Workers: fetch for HTTP (the stand-in's in development), WebCrypto for webhook signatures. */
function stripeClient(settings: StripeSettings, fetcher: typeof fetch) {
  if (!settings.secretKey) throw new Error("STRIPE_SECRET_KEY is not set");
  const base = new URL(settings.apiBase || "https://api.stripe.com");
  return new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetcher),
    host: base.hostname,
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** The id of a field Stripe may give as an id or as the expanded object. */
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Stripe Checkout behind the provider interface; `fetcher` is the stand-in's in development (stand-in.server.ts). */
export function stripeProvider(fetcher: typeof fetch, settings: StripeSettings = config.stripe): PaymentProvider {
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest) {
      const metadata = { paymentId: request.paymentId, caseId: request.caseId, quoteId: request.quoteId };
      const session = await stripeClient(settings, fetcher).checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.paymentId,
          metadata,
          payment_intent_data: { metadata },
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountMinor, product_data: { name: request.description } },
            },
          ],
          locale: request.locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried create (a network failure) makes one session, not two.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error("Stripe answered a checkout session without its address");
      return { id: session.id, url: session.url };
    },
    async refund(providerPaymentId, amountMinor, idempotencyKey) {
      const refund = await stripeClient(settings, fetcher).refunds.create({ payment_intent: providerPaymentId, amount: amountMinor }, { idempotencyKey });
      return refund.id;
    },
    async verifyEvent(body, signature) {
      if (!signature || !settings.webhookSecret) return null;
      let event: Stripe.Event;
      try {
        event = await stripeClient(settings, fetcher).webhooks.constructEventAsync(body, signature, settings.webhookSecret, undefined, cryptoProvider);
      } catch {
        return null;
      }
      return eventOf(event);
    },
  };
}

function eventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return {
        id: event.id,
        type: "completed",
        sessionId: session.id,
        providerPaymentId: idOf(session.payment_intent),
        amountMinor: session.amount_total ?? 0,
        paid: session.payment_status === "paid",
      };
    }
    case "checkout.session.expired":
      return { id: event.id, type: "expired", sessionId: event.data.object.id };
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return { id: event.id, type: "failed", providerPaymentId: intent.id, paymentId: intent.metadata?.paymentId ?? null };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const intent = idOf(charge.payment_intent);
      return intent ? { id: event.id, type: "refunded", providerPaymentId: intent, refundedMinor: charge.amount_refunded } : { id: event.id, type: "other", name: event.type };
    }
    default:
      return { id: event.id, type: "other", name: event.type };
  }
}
