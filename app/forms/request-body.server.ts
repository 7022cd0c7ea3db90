import { data } from "react-router";

/** A browser's form of short fields; file uploads have their own streaming reader (app/intake). */
export const MAX_FORM_BYTES = 64 * 1024;

export const requestBodyMessages = {
  contentType: "This form must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).",
  charset: "This form must be sent in UTF-8.",
  malformed: "The form could not be read. Please go back and send it again.",
  notUtf8: "The form contains characters that are not valid UTF-8. Please go back and check what you typed.",
  tooLarge: "The form is too large. Please shorten what you typed and send it again.",
} as const;

/**
 * Refuses the request with a clear message. Thrown from an action it renders the root
 * ErrorBoundary (a page without JavaScript) or reaches a JavaScript client as data.
 */
function refuse(status: 400 | 413 | 415, message: string): never {
  throw data(message, { status });
}

type ParsedType = { mediaType: string; boundary: string | null; charset: string | null };

function parseContentType(header: string | null): ParsedType | null {
  if (!header) return null;
  const [type = "", ...parameters] = header.split(";");
  const parsed: ParsedType = { mediaType: type.trim().toLowerCase(), boundary: null, charset: null };
  for (const parameter of parameters) {
    const at = parameter.indexOf("=");
    if (at === -1) continue;
    const name = parameter.slice(0, at).trim().toLowerCase();
    const value = parameter
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    if (name === "boundary") parsed.boundary = value;
    if (name === "charset") parsed.charset = value.toLowerCase();
  }
  return parsed;
}

/** Reads at most `maxBytes` from the stream itself: Content-Length may be absent or untrue. */
async function readCapped(request: Request, maxBytes: number) {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => refuse(400, requestBodyMessages.malformed));
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      refuse(413, requestBodyMessages.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

const REPLACEMENT = "\uFFFD";

/** A percent-encoded byte sequence that is not UTF-8 decodes to U+FFFD; the typed character never does here. */
function hasUndecodableText(form: FormData, raw: string) {
  if (raw.includes(REPLACEMENT) || /%EF%BF%BD/i.test(raw)) return false;
  for (const [name, value] of form) {
    if (name.includes(REPLACEMENT) || (typeof value === "string" && value.includes(REPLACEMENT))) return true;
  }
  return false;
}

/**
 * The one way actions read a form body: only url-encoded or multipart forms in UTF-8, at most
 * `maxBytes` (counted on the stream), parsed without throwing. Anything else is refused with
 * 400, 413 or 415 and a message saying why, before the action has done anything.
 */
export async function readFormBody(request: Request, { maxBytes = MAX_FORM_BYTES } = {}): Promise<FormData> {
  const type = parseContentType(request.headers.get("Content-Type"));
  const isUrlEncoded = type?.mediaType === "application/x-www-form-urlencoded";
  const isMultipart = type?.mediaType === "multipart/form-data";
  if (!type || (!isUrlEncoded && !isMultipart)) refuse(415, requestBodyMessages.contentType);
  if (type.charset && type.charset !== "utf-8" && type.charset !== "utf8") refuse(415, requestBodyMessages.charset);
  if (isMultipart && (!type.boundary || type.boundary.length > 70)) refuse(400, requestBodyMessages.malformed);

  const bytes = await readCapped(request, maxBytes);
  let raw: string;
  try {
    raw = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    if (isUrlEncoded) refuse(400, requestBodyMessages.notUtf8);
    // A multipart body may carry a binary file; its text fields are checked below.
    raw = "";
  }

  let form: FormData;
  if (isUrlEncoded) {
    const fields = new URLSearchParams(raw);
    form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
  } else {
    try {
      const headers = { "Content-Type": `multipart/form-data; boundary=${type.boundary}` };
      form = await new Response(bytes, { headers }).formData();
    } catch {
      refuse(400, requestBodyMessages.malformed);
    }
  }
  if (hasUndecodableText(form, raw)) refuse(400, requestBodyMessages.notUtf8);
  return form;
}

/**
 * The same request with a body already read and checked, for code that reads the body itself
 * (remix-auth's FormStrategy). Text fields only: none of those forms sends files.
 */
export function requestWithForm(request: Request, form: FormData) {
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  return new Request(request.url, { method: request.method, headers, body: fields, signal: request.signal });
}
