import { answerVerification, receiveWebhook } from "~/cases/whatsapp/webhook.server";
import type { Route } from "./+types/webhooks.whatsapp";

/** Meta's WhatsApp Business webhook: the address's verification (GET) and every message and status (POST). */
export function loader({ request }: Route.LoaderArgs) {
  return answerVerification(new URL(request.url));
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, POST" } });
  return receiveWebhook(request);
}
