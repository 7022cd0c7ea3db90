import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseAttachments } from "~/db/schema";
import { storeAttachment } from "~/cases/attachments.server";
import { announceCaseChange } from "~/cases/case-live-notice.server";
import { idFrom } from "~/cases/derived-id.server";
import { fetchGraphMedia } from "./graph-client.server";
import type { InboundWhatsapp } from "./payload";

/** A file a number sent, to fetch from Meta into the case: the message it came with (none when it opened the case). */
export type MediaJob = { kind: "media"; caseId: string; messageId: string | null; mediaId: string; fileName: string };

/** What the uploads accept, by the type Meta names; anything else (voice notes, videos, stickers) is not fetched. */
const extensions: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

/** The file a message carries, as the job that fetches it, or null when it carries none the uploads would take. */
export function mediaJobOf(message: InboundWhatsapp, caseId: string, messageId: string | null): MediaJob | null {
  const file = message.image ?? message.document;
  const extension = extensions[file?.mime_type?.split(";")[0]?.trim() ?? ""];
  if (!file || !extension) return null;
  const fileName = file.filename?.trim() || `whatsapp-${message.type}-${message.timestamp}.${extension}`;
  return { kind: "media", caseId, messageId, mediaId: file.id, fileName };
}

/**
 * Fetches the file through the Graph API and stores it on the case through the uploads' checks (type by its bytes,
 * at most 10 MB), beside the message it came with, so the coordinator and the patient see it with the case's files.
 * Its id comes from Meta's, so a retry after it was stored stores nothing more. A refused file is left out (the
 * message says a file came); a failed fetch throws, for the queue to retry.
 */
export async function storeWhatsappMedia(job: MediaJob, fetcher: typeof fetch) {
  const id = await idFrom(`${job.caseId}:${job.mediaId}`, "attachment");
  if (await db.query.caseAttachments.findFirst({ columns: { id: true }, where: eq(caseAttachments.id, id) })) return "stored before";
  const bytes = await fetchGraphMedia(job.mediaId, undefined, fetcher);
  if (!bytes) return "tooLarge";
  const body = new Response(bytes).body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() });
  const result = await storeAttachment(job.caseId, null, job.fileName, body, bytes.byteLength, { messageId: job.messageId, id });
  if (!result.ok) return result.reason;
  await announceCaseChange(job.caseId);
  return "stored";
}
