/**
 * A streaming multipart/form-data reader for the Workers runtime. `request.formData()` would hold
 * the whole body (every file) in memory before we could look at it; this reads the body as it
 * arrives and hands each file's bytes to a sink, part by part, so at most one file is held at a
 * time and an oversized file is counted and dropped instead of kept.
 */

export class MultipartError extends Error {
  override name = "MultipartError";
}

export type MultipartLimits = {
  /** The whole body; checked against Content-Length first, then while reading. */
  maxBodyBytes: number;
  maxParts: number;
  maxFieldBytes: number;
  maxHeaderBytes: number;
};

export type FileSink = {
  write(chunk: Uint8Array): void;
  /** Called once the file's last byte has arrived; the body is not read further until it settles. */
  end(): Promise<void>;
};

export type MultipartHandlers = {
  field(name: string, value: string): void;
  /** A sink for the file's bytes, or null to skip the part (no file chosen, unknown input). */
  file(name: string, fileName: string): FileSink | null;
};

const encoder = new TextEncoder();
const CRLF = encoder.encode("\r\n");
const HEADER_END = encoder.encode("\r\n\r\n");

function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export function isMultipart(request: Request) {
  return multipartBoundary(request.headers.get("Content-Type")) !== null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0) {
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(needle[0]!, from); i !== -1 && i <= last; i = haystack.indexOf(needle[0]!, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array) {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

/** Browsers write names with `"`, CR and LF percent-encoded (HTML's multipart/form-data encoding). */
function headerParameter(headers: string, parameter: string) {
  const disposition = headers.split("\r\n").find((line) => /^content-disposition\s*:/i.test(line)) ?? "";
  const match = new RegExp(`;\\s*${parameter}="([^"]*)"`, "i").exec(disposition);
  if (!match) return null;
  return match[1]!.replaceAll("%22", '"').replaceAll("%0D", "\r").replaceAll("%0A", "\n");
}

type OpenPart =
  | { type: "field"; name: string; chunks: Uint8Array[]; size: number }
  | { type: "file"; sink: FileSink }
  | { type: "skip" };

export async function parseMultipart(request: Request, handlers: MultipartHandlers, limits: MultipartLimits) {
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary || !request.body) throw new MultipartError("Not a multipart/form-data request");
  const declaredLength = Number(request.headers.get("Content-Length") ?? "0");
  if (declaredLength > limits.maxBodyBytes) throw new MultipartError("Request body too large");

  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const decoder = new TextDecoder();
  // The first delimiter has no CRLF before it; starting with one lets a single search find them all.
  let buffer: Uint8Array = CRLF;
  // Widened on purpose: `consume` moves the state, which TypeScript cannot see across the call.
  let state = "preamble" as "preamble" | "after-delimiter" | "headers" | "body" | "done";
  let part: OpenPart = { type: "skip" };
  let partCount = 0;
  let received = 0;

  const writeBody = (bytes: Uint8Array) => {
    if (bytes.length === 0) return;
    if (part.type === "file") part.sink.write(bytes);
    else if (part.type === "field") {
      part.size += bytes.length;
      if (part.size > limits.maxFieldBytes) throw new MultipartError("Form field too large");
      part.chunks.push(bytes);
    }
  };

  const startPart = (headers: string) => {
    partCount += 1;
    if (partCount > limits.maxParts) throw new MultipartError("Too many form parts");
    const name = headerParameter(headers, "name");
    const fileName = headerParameter(headers, "filename");
    if (name === null) part = { type: "skip" };
    else if (fileName === null) part = { type: "field", name, chunks: [], size: 0 };
    else {
      const sink = handlers.file(name, fileName);
      part = sink ? { type: "file", sink } : { type: "skip" };
    }
  };

  const endPart = async () => {
    const ended = part;
    part = { type: "skip" };
    if (ended.type === "file") await ended.sink.end();
    else if (ended.type === "field") {
      const bytes = ended.chunks.reduce(concat, new Uint8Array(0));
      handlers.field(ended.name, decoder.decode(bytes));
    }
  };

  /** Consumes as much of the buffer as can be understood; the rest waits for more bytes. */
  const consume = async () => {
    for (;;) {
      if (state === "preamble" || state === "body") {
        const at = indexOf(buffer, delimiter);
        if (at === -1) {
          // The buffer's tail could be the start of a delimiter split across two reads: keep it.
          const keep = Math.min(buffer.length, delimiter.length - 1);
          if (state === "body") writeBody(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
          return;
        }
        if (state === "body") {
          writeBody(buffer.subarray(0, at));
          await endPart();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "after-delimiter";
      }
      if (state === "after-delimiter") {
        if (buffer.length < 2) return;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = "done";
          return;
        }
        const lineEnd = indexOf(buffer, CRLF);
        if (lineEnd === -1) {
          if (buffer.length > limits.maxHeaderBytes) throw new MultipartError("Malformed delimiter line");
          return;
        }
        buffer = buffer.subarray(lineEnd + CRLF.length);
        state = "headers";
      }
      if (state === "headers") {
        const emptyHeaders = buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a;
        const end = emptyHeaders ? -2 : indexOf(buffer, HEADER_END);
        if (end === -1) {
          if (buffer.length > limits.maxHeaderBytes) throw new MultipartError("Part headers too large");
          return;
        }
        if (end > limits.maxHeaderBytes) throw new MultipartError("Part headers too large");
        startPart(emptyHeaders ? "" : decoder.decode(buffer.subarray(0, end)));
        buffer = buffer.subarray(end + HEADER_END.length);
        state = "body";
      }
    }
  };

  const reader = request.body.getReader();
  try {
    for (;;) {
      await consume();
      if (state === "done") break;
      const { done, value } = await reader.read();
      if (done) throw new MultipartError("Multipart body ended early");
      received += value.length;
      if (received > limits.maxBodyBytes) throw new MultipartError("Request body too large");
      buffer = buffer.length === 0 ? value : concat(buffer, value);
    }
  } finally {
    // Whatever follows the closing delimiter (or an error) is not read.
    await reader.cancel().catch(() => {});
  }
}
