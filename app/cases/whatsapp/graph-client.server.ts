import { config } from "~/config.server";
import { graphRecipient } from "./phone";

/** What a coordinator sends: free text (inside the 24-hour window) or an approved template in the patient's language. */
export type GraphMessage = { to: string } & ({ kind: "text"; body: string } | { kind: "template"; name: string; language: "en" | "ar" });

export type GraphSettings = { apiBase: string; phoneNumberId: string; accessToken: string };

/**
 * The WhatsApp Business Cloud API's send (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
 * one POST to `<base>/<phone-number id>/messages`, answered with the message's id (`wamid…`), which its statuses
 * name later. The base is configuration, so development talks to the stand-in at /dev/whatsapp the same way.
 */
export async function sendGraphMessage(message: GraphMessage, settings: GraphSettings = config.whatsapp, fetcher: typeof fetch = fetch) {
  // Thrown inside the send, so a missing secret shows in the log of every attempt and the message waits for it.
  if (!settings.accessToken || !settings.phoneNumberId) throw new Error("WHATSAPP_ACCESS_TOKEN or WHATSAPP_PHONE_NUMBER_ID is not set");
  const content =
    message.kind === "text"
      ? { type: "text", text: { body: message.body, preview_url: false } }
      : { type: "template", template: { name: message.name, language: { code: message.language } } };
  const response = await fetcher(`${settings.apiBase}/${settings.phoneNumberId}/messages`, {
    method: "POST",
    headers: { Authorization: `Bearer ${settings.accessToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", to: graphRecipient(message.to), ...content }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    // Only Meta's error code goes into the error (and so the log): its message and details may quote the recipient.
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: unknown } };
    const code = typeof body.error?.code === "number" ? ` (error ${body.error.code})` : "";
    throw new Error(`The Graph API answered ${response.status}${code}`);
  }
  const answer: { messages?: { id?: unknown }[] } = await response.json();
  const id = answer.messages?.[0]?.id;
  if (typeof id !== "string" || !id) throw new Error("The Graph API answered without a message id");
  return id;
}
