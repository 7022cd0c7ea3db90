import { receivePaymentWebhook } from "~/cases/payments/webhook.server";
import type { Route } from "./+types/webhooks.stripe";

/** Stripe's webhook: checkout sessions completed or expired, failed payments, refunds (app/cases/payments/). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  return receivePaymentWebhook(request);
}
