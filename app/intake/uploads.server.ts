import { MAX_VISIBLE_TOASTS, type ToastInput } from "~/toast/toast";
import { documentKinds, MAX_FILE_BYTES, rejectionToast, uploadToasts, type DocumentKind } from "./documents";
import { MultipartError, parseMultipart } from "./multipart.server";
import { documentSink, storeDocument, type DocumentOwner, type StoreResult, type UploadAdmission } from "./storage.server";

/**
 * The largest form post read at all: Cloudflare refuses bodies over 100 MB on most plans anyway,
 * and a post of several files is streamed one file at a time, so this bounds time, not memory.
 */
const MAX_MULTIPART_BYTES = 100 * 1024 * 1024;

const multipartLimits = {
  maxBodyBytes: MAX_MULTIPART_BYTES,
  maxParts: 40,
  maxFieldBytes: 8 * 1024,
  maxHeaderBytes: 8 * 1024,
};

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === "string" && (documentKinds as readonly string[]).includes(value);

/**
 * One file sent as the raw request body (the JavaScript uploader): it goes straight from the
 * request stream to the bucket, its size known from Content-Length.
 */
export async function receiveRawUpload(
  request: Request,
  owner: DocumentOwner,
  kind: DocumentKind,
  fileName: string,
  admit?: UploadAdmission,
) {
  const length = Number(request.headers.get("Content-Length"));
  if (!Number.isSafeInteger(length) || length < 0) return null;
  if (length > MAX_FILE_BYTES || length === 0 || !request.body) {
    await request.body?.cancel().catch(() => {});
    // An empty file is no PDF, JPEG or PNG.
    return { ok: false, reason: length > MAX_FILE_BYTES ? "tooLarge" : "invalidType", fileName } satisfies StoreResult;
  }
  return storeDocument(owner, kind, fileName, request.body, length, admit);
}

/**
 * A form post with file inputs named after the document kinds (no JavaScript). Each file is
 * checked and stored on its own as it arrives; the other fields are returned.
 * `owner` is asked for only when a file arrives, so a post without files creates nothing.
 */
export async function receiveMultipartUpload(
  request: Request,
  owner: () => Promise<DocumentOwner>,
  admit?: UploadAdmission,
) {
  const fields = new Map<string, string>();
  const results: StoreResult[] = [];
  try {
    await parseMultipart(
      request,
      {
        field: (name, value) => fields.set(name, value),
        file(name, fileName) {
          // An input left empty is sent as a part without a name and without bytes.
          if (!isDocumentKind(name) || fileName === "") return null;
          return documentSink(async (body, size) => {
            results.push(await storeDocument(await owner(), name, fileName, body, size, admit));
          });
        },
      },
      multipartLimits,
    );
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    return { fields, results, malformed: true };
  }
  return { fields, results, malformed: false };
}

/**
 * The toasts for a set of uploads: one per refused file, then the count of stored ones.
 * Only the last few can be on screen at once, so only those travel (the toast cookie stays small).
 */
export function toastsForUploads(results: StoreResult[]): ToastInput[] {
  const toasts: ToastInput[] = results.flatMap((r) => (r.ok ? [] : [rejectionToast(r)]));
  const stored = results.filter((r) => r.ok).length;
  if (stored > 0) toasts.push(uploadToasts.uploaded(stored));
  return toasts.slice(-MAX_VISIBLE_TOASTS);
}

export const malformedUploadToast: ToastInput = {
  title: "Upload failed",
  description: "The upload could not be read. Please try again with fewer or smaller files.",
  variant: "destructive",
};
