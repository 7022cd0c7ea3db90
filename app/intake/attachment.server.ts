/** RFC 6266: a plain ASCII fallback plus the exact UTF-8 name. */
function attachmentDisposition(fileName: string) {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A stored document as a private download, never shown inline: for its owner and for staff. */
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
