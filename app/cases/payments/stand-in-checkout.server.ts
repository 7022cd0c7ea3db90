import Stripe from "stripe";
import { config } from "~/config.server";
import { receivePaymentWebhook } from "./webhook.server";
import type { CheckoutChoice } from "./stand-in-choices";
import { publicSession, saveStandInSession, standInSession, type StandInSession } from "./stand-in-api.server";

/** A Stripe event of the stand-in's session, as Stripe's API version writes it. */
function eventOf(type: string, object: Record<string, unknown>) {
  return { id: `evt_test_${crypto.randomUUID().replaceAll("-", "")}`, object: "event", api_version: "2025-01-27", created: Math.floor(Date.now() / 1000), type, livemode: false, data: { object } };
}

/** The signed webhook Stripe would send, handed to the app's own webhook handler (the same code as production's). */
export async function postStandInEvent(event: ReturnType<typeof eventOf>) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: config.stripe.webhookSecret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  const response = await receivePaymentWebhook(
    new Request(`${config.siteUrl}/webhooks/stripe`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload }),
  );
  return response.ok;
}

/** Where the stand-in sends the browser back: the path of the app's return address, so it answers on any port. */
function backTo(url: string) {
  const address = new URL(url);
  return address.origin === new URL(config.siteUrl).origin ? `${address.pathname}${address.search}${address.hash}` : url;
}

/**
 * Completes, fails or cancels an open session as Stripe's page would: the session changes, its webhook is posted
 * signed, and the browser goes back to the success or cancel address. Null when the session is unknown or not open.
 */
export async function finishStandInCheckout(sessionId: string, choice: CheckoutChoice) {
  const session = await standInSession(sessionId);
  if (!session || session.status !== "open") return null;
  if (choice === "complete") {
    const done: StandInSession = { ...session, status: "complete", payment_status: "paid", payment_intent: `pi_test_${sessionId.slice(8, 32)}` };
    await saveStandInSession(done);
    return { ok: await postStandInEvent(eventOf("checkout.session.completed", publicSession(done))), to: backTo(session.success_url) };
  }
  if (choice === "fail") {
    const intent = `pi_test_${sessionId.slice(8, 32)}`;
    const ok = await postStandInEvent(
      eventOf("payment_intent.payment_failed", { id: intent, object: "payment_intent", amount: session.amount_total, currency: session.currency, status: "requires_payment_method", metadata: session.intent_metadata, last_payment_error: { code: "card_declined" } }),
    );
    return { ok, to: backTo(session.cancel_url) };
  }
  const expired: StandInSession = { ...session, status: "expired" };
  await saveStandInSession(expired);
  return { ok: await postStandInEvent(eventOf("checkout.session.expired", publicSession(expired))), to: backTo(session.cancel_url) };
}
