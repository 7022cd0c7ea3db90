import { z } from "zod";
import { config } from "~/config.server";
import { MAX_FILE_BYTES } from "~/domain/intake";
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
  requireSettings(settings);
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
  if (!response.ok) throw await graphError(response);
  const answer: { messages?: { id?: unknown }[] } = await response.json();
  const id = answer.messages?.[0]?.id;
  if (typeof id !== "string" || !id) throw new Error("The Graph API answered without a message id");
  return id;
}

/** Thrown inside each call, so a missing secret shows in the log of every attempt and the job waits for it. */
function requireSettings(settings: GraphSettings) {
  if (!settings.accessToken || !settings.phoneNumberId) throw new Error("WHATSAPP_ACCESS_TOKEN or WHATSAPP_PHONE_NUMBER_ID is not set");
}

/** Only Meta's error code goes into the error (and so the log): its message and details may quote the number. */
async function graphError(response: Response) {
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: unknown } };
  const code = typeof body.error?.code === "number" ? ` (error ${body.error.code})` : "";
  return new Error(`The Graph API answered ${response.status}${code}`);
}

const mediaInfo = z.object({ url: z.string().url(), file_size: z.number().int().nonnegative().optional() });

/**
 * A file a number sent (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media): its address from
 * `GET <base>/<media id>`, then its bytes from there, both with the token (the address lasts minutes, so it is asked
 * for on every attempt). Null when it is larger than an upload may be: it is not downloaded at all.
 */
export async function fetchGraphMedia(mediaId: string, settings: GraphSettings = config.whatsapp, fetcher: typeof fetch = fetch) {
  requireSettings(settings);
  const headers = { Authorization: `Bearer ${settings.accessToken}` };
  const described = await fetcher(`${settings.apiBase}/${encodeURIComponent(mediaId)}`, { headers, signal: AbortSignal.timeout(15_000) });
  if (!described.ok) throw await graphError(described);
  const info = mediaInfo.parse(await described.json());
  // The token goes with the download: only over HTTPS, or to the Graph API's own address (the local stand-in).
  const address = new URL(info.url);
  if (address.protocol !== "https:" && address.origin !== new URL(settings.apiBase).origin) throw new Error("The Graph API named a file address that is not HTTPS");
  if ((info.file_size ?? 0) > MAX_FILE_BYTES) return null;
  const file = await fetcher(info.url, { headers, signal: AbortSignal.timeout(60_000) });
  if (!file.ok) throw await graphError(file);
  if (Number(file.headers.get("Content-Length") ?? 0) > MAX_FILE_BYTES) {
    await file.body?.cancel();
    return null;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  return bytes.byteLength > MAX_FILE_BYTES ? null : bytes;
}
