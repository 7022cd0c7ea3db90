import { waitUntil } from "cloudflare:workers";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** What a zip's builder may add: a text compressed whole, or a stored file read chunk by chunk. */
export type ZipWriter = {
  addText(name: string, text: string): void;
  addStream(name: string, body: ReadableStream<Uint8Array>): Promise<void>;
};

/**
 * A zip as a stream, built by `build` after the response has started (under `waitUntil`), so files
 * read from R2 one chunk at a time never sit in memory together: each chunk waits for the client to
 * take the last. A failure half-way aborts the stream (the download fails rather than ending short).
 */
export function streamZip(build: (zip: ZipWriter) => Promise<void>) {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void writer.abort(error).catch(() => {});
    void writer.write(chunk).catch(() => {});
    if (final) void writer.close().catch(() => {});
  });
  const out: ZipWriter = {
    addText(name, text) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(strToU8(text), true);
    },
    async addStream(name, body) {
      // Stored files are already compressed (PDF, JPEG, PNG): kept as they are.
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      const reader = body.getReader();
      for (;;) {
        await writer.ready;
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value);
      }
      entry.push(new Uint8Array(0), true);
    },
  };
  waitUntil(
    build(out)
      .then(() => zip.end())
      .catch((error: unknown) => writer.abort(error).catch(() => {})),
  );
  return readable;
}

/** A name that is safe inside a zip on every system, and unique among `taken`. */
export function archiveName(prefix: string, fileName: string, taken: Set<string>) {
  const base = `${prefix}${fileName}`.replace(/[^\w.\- ]+/g, "_").slice(0, 120);
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${n}-${base}`;
  taken.add(name);
  return name;
}
