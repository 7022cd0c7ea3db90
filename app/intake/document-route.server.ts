import { getUserId } from "~/auth/session.server";
import { redirectWithToast } from "~/toast/toast.server";
import { uploadToasts } from "./documents";
import { openOwnedDocument, removeOwnedDocument } from "./storage.server";
import { DASHBOARD_PATH } from "./paths";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });

/** RFC 6266: a plain ASCII fallback plus the exact UTF-8 name. */
function attachmentDisposition(fileName: string) {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a document to the owner of its intake, always as a download. Everyone else, signed
 * in or not, gets the same 404 whether the document exists or not.
 */
export async function documentDownload(request: Request, documentId: string) {
  const userId = await getUserId(request);
  if (!userId) return notFound();
  const document = await openOwnedDocument(userId, documentId);
  if (!document) return notFound();
  return attachmentResponse(document);
}

/** A stored document as a private download, never shown inline. */
export function attachmentResponse(document: { body: ReadableStream; contentType: string; size: number; fileName: string }) {
  return new Response(document.body, {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(document.size),
      "Content-Disposition": attachmentDisposition(document.fileName),
      "Cache-Control": "private, no-store",
    },
  });
}

export async function removeDocumentAction(request: Request, documentId: string) {
  const userId = await getUserId(request);
  const removed = userId ? await removeOwnedDocument(userId, documentId) : null;
  if (!removed) return notFound();
  return redirectWithToast(request, DASHBOARD_PATH, uploadToasts.removed(removed));
}
