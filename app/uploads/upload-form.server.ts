import { MaxFileSizeExceededError, parseFormData, type FileUpload } from "@remix-run/form-data-parser";
import { MAX_FILE_BYTES } from "~/domain/intake";

/**
 * Reading a form post with files (an intake's documents, a case's attachments, a doctor's portrait, without
 * JavaScript)
 * through `@remix-run/form-data-parser`. It streams the body: each file is handed over as soon
 * as it has arrived, so at most one file (bounded by `maxFileBytes`) is held at a time, and
 * a body over its bounds stops being read.
 */

/** Why a post could not be read; `fileTooLarge` when it was a file past the parser's per-file limit. */
export class UploadFormError extends Error {
  override name = "UploadFormError";
  readonly fileTooLarge: boolean;
  constructor(message: string, { fileTooLarge = false } = {}) {
    super(message);
    this.fileTooLarge = fileTooLarge;
  }
}

export type UploadFormLimits = {
  /** The whole body; checked against Content-Length first, then while reading. */
  maxBodyBytes: number;
  maxParts: number;
  maxFieldBytes: number;
  maxHeaderBytes: number;
  /** Past this a file ends the read; up to it the file is handed over (and may still be refused). */
  maxFileBytes: number;
};

/**
 * The largest form post read at all: Cloudflare refuses bodies over 100 MB on most plans anyway,
 * and a post of several files is streamed one file at a time, so this bounds time, not memory.
 */
const MAX_MULTIPART_BYTES = 100 * 1024 * 1024;

/** The limits of a post of documents (an intake's, a case's attachments): many files of at most MAX_FILE_BYTES each. */
export const multipartLimits: UploadFormLimits = {
  maxBodyBytes: MAX_MULTIPART_BYTES,
  maxParts: 40,
  maxFieldBytes: 8 * 1024,
  maxHeaderBytes: 8 * 1024,
  // One byte past the limit still arrives, so the file is refused by name with the others kept;
  // a larger one ends the read (the parser holds a file in memory up to this bound).
  maxFileBytes: MAX_FILE_BYTES + 1,
};

/** An uploaded file: the input it came from, its name as the visitor's computer gave it, its bytes. */
export type UploadedFile = { field: string; fileName: string; file: File };

const MULTIPART = /^multipart\/form-data\s*;\s*(?:.*;\s*)?boundary=/i;

export function isMultipart(request: Request) {
  return MULTIPART.test(request.headers.get("Content-Type") ?? "");
}

/** Browsers write `"`, CR and LF in file names percent-encoded (HTML's multipart/form-data encoding). */
const decodeFileName = (name: string) => name.replaceAll("%22", '"').replaceAll("%0D", "\r").replaceAll("%0A", "\n");

const fieldBytes = new TextEncoder();

/**
 * Reads a multipart form post: each file goes to `onFile` as it arrives (an input left empty is
 * skipped), the text fields are returned. Throws `UploadFormError` for a body it cannot read or
 * that passes its bounds.
 */
export async function readUploadForm(
  request: Request,
  onFile: (upload: UploadedFile) => Promise<void>,
  limits: UploadFormLimits,
): Promise<FormData> {
  if (!isMultipart(request) || !request.body) throw new UploadFormError("Not a multipart/form-data request");
  if (Number(request.headers.get("Content-Length") ?? "0") > limits.maxBodyBytes) {
    throw new UploadFormError("Request body too large");
  }
  let form: FormData;
  // What the caller's `onFile` throws goes on as it is; anything else the parser throws means the
  // body cannot be read (bounds, a truncated body, a field that is not UTF-8).
  let fromOnFile: unknown = undefined;
  try {
    form = await parseFormData(
      request,
      {
        maxFiles: limits.maxParts,
        maxParts: limits.maxParts,
        maxHeaderSize: limits.maxHeaderBytes,
        maxFileSize: limits.maxFileBytes,
        maxTotalSize: limits.maxBodyBytes,
      },
      async (file: FileUpload) => {
        // An input left empty is sent as a file part without a name and without bytes.
        if (file.size === 0 && file.name === "") return null;
        try {
          await onFile({ field: file.fieldName, fileName: decodeFileName(file.name), file });
        } catch (error) {
          fromOnFile = error;
          throw error;
        }
        return null;
      },
    );
  } catch (error) {
    if (error === fromOnFile) throw error;
    if (error instanceof MaxFileSizeExceededError) throw new UploadFormError(error.message, { fileTooLarge: true });
    throw new UploadFormError(error instanceof Error ? error.message : "The form could not be read");
  }
  for (const [, value] of form) {
    if (typeof value === "string" && fieldBytes.encode(value).length > limits.maxFieldBytes) {
      throw new UploadFormError("Form field too large");
    }
  }
  return form;
}
