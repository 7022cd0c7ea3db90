import { MAX_FILE_BYTES, type StoredContentType } from "~/domain/intake";
import { acceptedContentType, SIGNATURE_BYTES } from "~/uploads/files";
import { errorMessage } from "~/utils/loggable-error";

/**
 * The checks and the streaming into R2 that every stored file goes through (intake documents and the
 * files coordinators attach to a case): the size, the content's signature against the name, and a
 * stream of exactly `size` bytes. The owner's rows are the caller's.
 */

export type CheckedFileResult = { ok: true; contentType: StoredContentType } | { ok: false; reason: "tooLarge" | "invalidType" | "failed" };

/** Why a file of `size` bytes is refused before a byte is read, or null. An empty file is no PDF, JPEG or PNG. */
export function sizeRefusal(size: number): "tooLarge" | "invalidType" | null {
  if (size > MAX_FILE_BYTES) return "tooLarge";
  return size === 0 ? "invalidType" : null;
}

/** Reads until the signature bytes are known; those chunks are handed back, not consumed. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < SIGNATURE_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const head = new Uint8Array(Math.min(length, SIGNATURE_BYTES));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= head.length) break;
    const part = chunk.subarray(0, head.length - offset);
    head.set(part, offset);
    offset += part.length;
  }
  return { head, chunks };
}

/** The bytes already read followed by the rest of the reader, as one stream. */
function rejoin(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>) {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks.shift();
      if (next) return controller.enqueue(next);
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason).catch(() => {}),
  });
}

/**
 * Sniffs the file and streams it into `bucket` at `storageKey`. `size` is the exact byte count the
 * stream will deliver: R2 needs it up front, and a stream that delivers more or less fails instead
 * of storing something else. Nothing is kept when a check fails.
 */
export async function putCheckedFile(
  bucket: R2Bucket,
  storageKey: string,
  fileName: string,
  body: ReadableStream<Uint8Array>,
  size: number,
): Promise<CheckedFileResult> {
  const refused = sizeRefusal(size);
  if (refused) {
    await body.cancel().catch(() => {});
    return { ok: false, reason: refused };
  }
  const reader = body.getReader();
  const { head, chunks } = await readHead(reader);
  const contentType = acceptedContentType(fileName, head);
  if (!contentType) {
    await reader.cancel().catch(() => {});
    return { ok: false, reason: "invalidType" };
  }
  try {
    const fixed = new FixedLengthStream(size);
    await Promise.all([
      rejoin(chunks, reader).pipeTo(fixed.writable),
      bucket.put(storageKey, fixed.readable, { httpMetadata: { contentType } }),
    ]);
  } catch (error) {
    console.error("File upload failed", errorMessage(error));
    await bucket.delete(storageKey).catch(() => {});
    return { ok: false, reason: "failed" };
  }
  return { ok: true, contentType };
}
