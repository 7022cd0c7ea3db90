import { data } from "react-router";
import { site } from "~content/site";

/** A browser's form of short fields; file uploads have their own streaming reader (app/intake). */
export const MAX_FORM_BYTES = 64 * 1024;

export const requestBodyMessages = {
  contentType: "This form must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).",
  charset: "This form must be sent in UTF-8.",
  malformed: "The form could not be read. Please go back and send it again.",
  notUtf8: "The form contains characters that are not valid UTF-8. Please go back and check what you typed.",
  tooLarge: "The form is too large. Please shorten what you typed and send it again.",
} as const;

/** Why a body is refused: a status and a message a person can act on. */
class BodyRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

function refuse(status: 400 | 413 | 415, message: string): never {
  throw new BodyRefusal(status, message);
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

async function readChecked(request: Request, maxBytes: number): Promise<FormData> {
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

type ReadOptions = { maxBytes?: number };

/**
 * Each request's body is read and checked once: a second ask for the same request (remix-auth's
 * strategy after the action picked the intent) gets the form already parsed, or the same refusal.
 */
const formsRead = new WeakMap<Request, Promise<FormData>>();

function readOnce(request: Request, maxBytes: number) {
  let form = formsRead.get(request);
  if (!form) {
    form = readChecked(request, maxBytes);
    formsRead.set(request, form);
  }
  return form;
}

/**
 * The one way actions read a form body: only url-encoded or multipart forms in UTF-8, at most
 * `maxBytes` (counted on the stream), parsed without throwing, once per request. Anything else is refused with
 * 400, 413 or 415 and a message saying why, before the action has done anything: thrown as a
 * route error, it renders the root ErrorBoundary (a page without JavaScript) or reaches a
 * JavaScript client as data.
 */
export async function readFormBody(request: Request, { maxBytes = MAX_FORM_BYTES }: ReadOptions = {}) {
  try {
    return await readOnce(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyRefusal) throw data(error.message, { status: error.status });
    throw error;
  }
}

function refusalPage(status: number, message: string) {
  const escaped = message.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return new Response(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>We could not read this form | ${site.name}</title></head><body style="color-scheme:light dark;font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><p><strong>${site.name}</strong></p><h1>We could not read this form</h1><p>${escaped}</p><p><a href="/">Return to Home</a></p></body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
}

/**
 * `readFormBody` for resource routes (no page of their own, so no ErrorBoundary): a refusal is
 * answered as a small HTML page to a browser without JavaScript and as JSON to a script.
 */
export async function readResourceFormBody(request: Request, { maxBytes = MAX_FORM_BYTES }: ReadOptions = {}) {
  try {
    return await readOnce(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyRefusal)) throw error;
    // The body could not be read, so its plain-post marker cannot tell: a browser's navigation asks for HTML.
    const navigation =
      request.headers.get("Sec-Fetch-Mode") === "navigate" ||
      (request.headers.get("Accept") ?? "").includes("text/html");
    throw navigation
      ? refusalPage(error.status, error.message)
      : Response.json({ error: error.message }, { status: error.status });
  }
}

/**
 * A machine's signed body (a webhook), as the exact bytes it sent: its signature covers them, so nothing is decoded
 * before it is checked. At most `maxBytes`, counted on the stream; a refusal is answered as plain text (400, 413).
 */
export async function readRawBody(request: Request, { maxBytes = MAX_FORM_BYTES }: ReadOptions = {}) {
  try {
    return await readCapped(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyRefusal) throw new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
