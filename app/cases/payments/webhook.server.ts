import { readRawBody } from "~/forms/request-body.server";
import { loggableError } from "~/utils/loggable-error";
import { applyPaymentEvent, paymentProvider } from "./payments.server";

/** Stripe's event bodies are a few kilobytes; a checkout session with its line items stays far below this. */
export const MAX_PAYMENT_WEBHOOK_BYTES = 256 * 1024;

const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The provider's webhook: the signature is checked over the exact bytes before anything is read (400 and nothing
 * stored when it is missing, wrong or too old, as Stripe's own handlers answer); each event is stored once by its id.
 * A failure while storing answers 500, so the provider delivers it again and the id keeps it from counting twice.
 */
export async function receivePaymentWebhook(request: Request) {
  const bytes = await readRawBody(request, { maxBytes: MAX_PAYMENT_WEBHOOK_BYTES });
  const event = await paymentProvider().verifyEvent(new TextDecoder().decode(bytes), request.headers.get("Stripe-Signature"));
  if (!event) return text("Bad signature", 400);
  try {
    await applyPaymentEvent(event);
  } catch (error) {
    console.error("Payment webhook not stored; the provider will deliver it again", loggableError(error));
    return text("Try again", 500);
  }
  return text("OK", 200);
}
