import { asc, desc, eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { MAX_FORM_BYTES, readRawBody } from "~/forms/request-body.server";
import { whatsappStandIn } from "~/db/schema";
import { graphRecipient, whatsappE164 } from "./phone";
import { metaSignature } from "./signature.server";
import { receiveWebhook } from "./webhook.server";

/**
 * The development stand-in for Meta (/dev/whatsapp). It keeps each number's chat as Meta's side sees it; a developer
 * writes there as the patient, and the stand-in posts the webhook Meta would, signed with the app secret, to the
 * app's own webhook handler; the app's Graph API calls reach it through WHATSAPP_API_BASE. Only the last hop is
 * in-process (a worker cannot reliably fetch its own address): every request and answer is production's.
 */
const wamidOf = (rowId: string) => `wamid.stand-in.${rowId}`;

/** The fetch of the Graph API client: in development, a call to the stand-in's address is answered here. */
export function whatsappFetcher(): typeof fetch {
  if (!config.isDevelopment) return fetch;
  return async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(`${config.whatsapp.apiBase}/`) ? answerGraph(request) : fetch(request);
  };
}

type GraphBody = { to?: unknown; type?: unknown; text?: { body?: unknown }; template?: { name?: unknown; language?: { code?: unknown } } };

function parseGraphBody(bytes: Uint8Array): GraphBody {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === "object" && parsed !== null ? (parsed as GraphBody) : {};
  } catch {
    return {};
  }
}

/** The files a developer can send as the patient: a photo and a scanned PDF, small but of the types the uploads take. */
export const standInFiles = {
  photo: {
    type: "image",
    mimeType: "image/png",
    fileName: null,
    bytes: () => Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0)),
  },
  scan: {
    type: "document",
    mimeType: "application/pdf",
    fileName: "panoramic-x-ray.pdf",
    bytes: () => new TextEncoder().encode("%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n"),
  },
} as const;

export type StandInFile = keyof typeof standInFiles;

/** Meta gives each file it receives an id of its own: `stand-in-<file>-<message>`. */
const mediaIdOf = (file: StandInFile, messageId: string) => `stand-in-${file}-${messageId}`;
const fileOfMediaId = (id: string) => (Object.keys(standInFiles) as StandInFile[]).find((file) => id.startsWith(`stand-in-${file}`));

/**
 * Meta's media endpoints: `GET /<media id>` names the file's address, and that address gives its bytes, both only
 * with the token.
 */
function answerMedia(path: string) {
  const download = path.match(/\/stand-in-files\/([\w.-]+)$/);
  const file = fileOfMediaId(download?.[1] ?? path.split("/").pop() ?? "");
  if (!file) return Response.json({ error: { message: "Unknown media id" } }, { status: 404 });
  const { mimeType, bytes } = standInFiles[file];
  if (download) return new Response(bytes(), { headers: { "Content-Type": mimeType } });
  const id = path.split("/").pop() ?? "";
  return Response.json({ messaging_product: "whatsapp", id, mime_type: mimeType, file_size: bytes().byteLength, url: `${config.whatsapp.apiBase}/stand-in-files/${id}` });
}

/**
 * Meta's `POST /<phone-number id>/messages` (the token and number checked, the message kept in the chat, its id
 * answered), and its media endpoints.
 */
export async function answerGraph(request: Request) {
  const { accessToken, phoneNumberId } = config.whatsapp;
  if (request.headers.get("Authorization") !== `Bearer ${accessToken}`) return Response.json({ error: { message: "Invalid OAuth access token" } }, { status: 401 });
  const path = new URL(request.url).pathname;
  if (request.method === "GET") return answerMedia(path);
  if (!path.endsWith(`/${phoneNumberId}/messages`)) return Response.json({ error: { message: "Unknown phone number id" } }, { status: 400 });
  const body = parseGraphBody(await readRawBody(request, { maxBytes: MAX_FORM_BYTES }));
  const phone = typeof body.to === "string" ? whatsappE164(body.to) : null;
  const text =
    body.type === "text" && typeof body.text?.body === "string"
      ? body.text.body
      : body.type === "template" && typeof body.template?.name === "string"
        ? `[template ${body.template.name} (${String(body.template.language?.code)})]`
        : null;
  if (!phone || !text) return Response.json({ error: { message: "Invalid parameter" } }, { status: 400 });
  const id = crypto.randomUUID();
  await db.insert(whatsappStandIn).values({ id, phone, direction: "to_patient", body: text });
  return Response.json({ messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: graphRecipient(phone) }], messages: [{ id: wamidOf(id) }] });
}

/**
 * The developer writes as the patient: the patient has read what the business sent (its "read" statuses go first),
 * then their message arrives, each as a signed webhook. False when the number is not one.
 */
export async function writeAsPatient({ phone: typedPhone, text, name, file }: { phone: string; text: string; name: string; file?: StandInFile | undefined }) {
  const phone = whatsappE164(typedPhone);
  if (!phone || (!text.trim() && !file)) return false;
  const id = crypto.randomUUID();
  const attached = file ? standInFiles[file] : null;
  await db.insert(whatsappStandIn).values({ id, phone, direction: "to_business", body: attached ? `📎 ${attached.fileName ?? attached.type} ${text}`.trim() : text });
  const sent = await db.select({ id: whatsappStandIn.id }).from(whatsappStandIn).where(sql`${whatsappStandIn.phone} = ${phone} AND ${whatsappStandIn.direction} = 'to_patient'`);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const from = graphRecipient(phone);
  const value = {
    messaging_product: "whatsapp",
    metadata: { display_phone_number: "stand-in", phone_number_id: config.whatsapp.phoneNumberId },
    statuses: sent.map((row) => ({ id: wamidOf(row.id), status: "read", timestamp, recipient_id: from })),
    contacts: [{ wa_id: from, profile: { name: name.trim() || "Patient" } }],
    messages: [
      attached && file
        ? { id: wamidOf(id), from, timestamp, type: attached.type, [attached.type]: { id: mediaIdOf(file, id), mime_type: attached.mimeType, ...(attached.fileName ? { filename: attached.fileName } : {}), ...(text.trim() ? { caption: text } : {}) } }
        : { id: wamidOf(id), from, timestamp, type: "text", text: { body: text } },
    ],
  };
  const bytes = new TextEncoder().encode(JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: "stand-in", changes: [{ field: "messages", value }] }] }));
  const response = await receiveWebhook(
    new Request(`${config.siteUrl}/webhooks/whatsapp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hub-Signature-256": await metaSignature(bytes, config.whatsapp.appSecret) },
      body: bytes,
    }),
  );
  return response.ok;
}

/** Every number with a chat, newest first, and the chosen number's messages. */
export async function standInChats(phone: string | null) {
  const numbers = await db
    .select({ phone: whatsappStandIn.phone, last: sql<number>`max(${whatsappStandIn.createdAt})` })
    .from(whatsappStandIn)
    .groupBy(whatsappStandIn.phone)
    .orderBy(desc(sql`max(${whatsappStandIn.createdAt})`))
    .limit(100);
  const chosen = phone ? whatsappE164(phone) : null;
  const messages = chosen
    ? await db.select().from(whatsappStandIn).where(eq(whatsappStandIn.phone, chosen)).orderBy(asc(whatsappStandIn.createdAt))
    : [];
  return { numbers: numbers.map((n) => n.phone), chosen, messages: messages.map((m) => ({ id: m.id, direction: m.direction, body: m.body, at: m.createdAt.toISOString() })) };
}
