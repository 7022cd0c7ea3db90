/**
 * A generated PDF as a download. Its words are the patient's personal data (an invoice, a passport number): never
 * kept by a cache or a proxy, never sent on as a referrer.
 */
export function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
