import { config } from "~/config.server";
import { readRawBody } from "~/forms/request-body.server";
import { loggableError } from "~/utils/loggable-error";
import { eventsOf, webhookPayload } from "./payload";
import { receiveWhatsapp, recordWhatsappStatus } from "./receive.server";
import { isSignedByMeta } from "./signature.server";

/** Meta's webhook bodies are a few kilobytes; a batch of many messages stays far below this. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The verification handshake Meta makes when the webhook's address is saved: it names the verify token we gave it,
 * and we prove we are the address by echoing its challenge. Anything else is refused.
 */
export function answerVerification(url: URL) {
  const { verifyToken } = config.whatsapp;
  const mode = url.searchParams.get("hub.mode");
  const token = url.searchParams.get("hub.verify_token");
  const challenge = url.searchParams.get("hub.challenge");
  if (!verifyToken || mode !== "subscribe" || token !== verifyToken || !challenge) return text("Forbidden", 403);
  return text(challenge, 200);
}

/**
 * A webhook post: its signature is checked against the app secret over the exact bytes before anything is parsed
 * (401 and nothing stored when it is missing or wrong). A signed body of a shape we do not know is acknowledged and
 * left, since Meta would otherwise retry it for days; a failure while storing answers 500, so Meta delivers it again
 * and the message ids keep it from being stored twice.
 */
export async function receiveWebhook(request: Request) {
  const body = await readRawBody(request, { maxBytes: MAX_WEBHOOK_BYTES });
  if (!(await isSignedByMeta(body, request.headers.get("X-Hub-Signature-256"), config.whatsapp.appSecret))) {
    return text("Bad signature", 401);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return text("Not JSON", 400);
  }
  const payload = webhookPayload.safeParse(json);
  if (!payload.success) return text("Ignored", 200);
  const { messages, statuses } = eventsOf(payload.data);
  try {
    for (const message of messages) await receiveWhatsapp(message);
    for (const status of statuses) await recordWhatsappStatus(status);
  } catch (error) {
    console.error("WhatsApp webhook not stored; Meta will deliver it again", loggableError(error));
    return text("Try again", 500);
  }
  return text("OK", 200);
}
