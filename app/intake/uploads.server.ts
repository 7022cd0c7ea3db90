import { formMessageIn, translatorFor } from "~/i18n/catalogue.server";
import type { Locale } from "~/i18n/locales";
import { MAX_VISIBLE_TOASTS, type ToastInput } from "~/toast/toast";
import { documentKinds, MAX_FILE_BYTES, uploadToasts, type DocumentKind } from "./documents";
import { cleanFileName, type UploadRejection } from "~/uploads/files";
import { storeDocument, type DocumentOwner, type StoreResult, type UploadAdmission } from "./storage.server";
import { multipartLimits, readUploadForm, UploadFormError } from "~/uploads/upload-form.server";

/** A file past the parser's limit has no name the reader could give: the toast says "One file". */
const UNNAMED_FILE = "";

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
    const reason = length > MAX_FILE_BYTES ? "tooLarge" : "invalidType";
    return { ok: false, reason, fileName: cleanFileName(fileName) } satisfies StoreResult;
  }
  return storeDocument(owner, kind, fileName, request.body, length, admit);
}

/**
 * A form post with file inputs named after the document kinds (no JavaScript). Each file is
 * checked (its content sniffed, its size, the per-draft count, the upload allowance) and stored
 * on its own as it arrives; the other fields are returned.
 * `owner` is asked for only when a file arrives, so a post without files creates nothing.
 */
export async function receiveMultipartUpload(
  request: Request,
  owner: () => Promise<DocumentOwner>,
  admit?: UploadAdmission,
) {
  const results: StoreResult[] = [];
  try {
    const form = await readUploadForm(
      request,
      async ({ field, fileName, file }) => {
        if (!isDocumentKind(field)) return;
        results.push(await storeDocument(await owner(), field, fileName, file.stream(), file.size, admit));
      },
      multipartLimits,
    );
    return { form, results, malformed: false };
  } catch (error) {
    if (!(error instanceof UploadFormError)) throw error;
    // The files read before a file too large to read are kept; the fields after it never arrived.
    if (error.fileTooLarge) {
      results.push({ ok: false, reason: "tooLarge", fileName: UNNAMED_FILE });
      return { form: new FormData(), results, malformed: false };
    }
    return { form: new FormData(), results, malformed: true };
  }
}

/**
 * The toast for a refused file, in `locale`; only an over-quota refusal carries its own message (the
 * rate limit's, with the real wait). A file the reader could not name is "One file".
 */
export function rejectionToast(
  locale: Locale,
  rejection: { reason: UploadRejection; fileName: string; message?: string },
): ToastInput {
  const t = translatorFor(locale);
  const name = rejection.fileName || t("intake.documents.unnamedFile");
  return rejection.reason === "overQuota"
    ? uploadToasts(t).overQuota(name, formMessageIn(locale, rejection.message ?? ""))
    : uploadToasts(t)[rejection.reason](name);
}

/**
 * The toasts for a set of uploads, in `locale`: one per refused file, then the count of stored ones.
 * Only the last few can be on screen at once, so only those travel (the toast cookie stays small).
 */
export function toastsForUploads(locale: Locale, results: StoreResult[]): ToastInput[] {
  const toasts: ToastInput[] = results.flatMap((r) => (r.ok ? [] : [rejectionToast(locale, r)]));
  const stored = results.filter((r) => r.ok).length;
  if (stored > 0) toasts.push(uploadToasts(translatorFor(locale)).uploaded(stored));
  return toasts.slice(-MAX_VISIBLE_TOASTS);
}
