import { env, waitUntil } from "cloudflare:workers";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { site } from "~content/site";
import { config } from "~/config.server";
import { dataSubjectOf, personalTables, storedFilesOf } from "./personal-data.server";

/** A name that is safe inside a zip on every system, and unique within its folder. */
function archiveName(kind: string, fileName: string, taken: Set<string>) {
  const base = `${kind}-${fileName}`.replace(/[^\w.\- ]+/g, "_").slice(0, 120);
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${n}-${base}`;
  taken.add(name);
  return name;
}

function readme(generatedAt: Date, documentCount: number) {
  const tables = Object.entries(personalTables)
    .map(([name, table]) => `- ${name}: ${table.about}`)
    .join("\n");
  return `Your data at ${site.name}
==========================

This archive holds everything ${site.name} keeps about you, as of ${generatedAt.toISOString()}.

data.json
  Machine-readable (JSON). One entry per kind of record; each is a list of rows, dates in ISO 8601 (UTC).
${tables}

documents/
  The ${documentCount} file(s) you uploaded with your intake, as you sent them, named <kind>-<file name>.

Not included: your password (we only keep a one-way hash of it) and the secret parts of links we emailed you.

Questions, corrections or requests: ${config.operator.privacyEmail}, ${config.operator.legalName}, ${config.operator.address.en}.
You can change or delete your data yourself at ${config.siteUrl}/account.
`;
}

/**
 * The patient's archive as a stream: README.txt, data.json and their documents, read from R2 one
 * chunk at a time, so even a dozen 10 MB files never sit in memory together. Null if there is no
 * account. A failure half-way aborts the stream (the download fails rather than ending short).
 */
export async function streamDataArchive(userId: string, now = new Date()) {
  const subject = await dataSubjectOf(userId);
  if (!subject) return null;
  const entries = await Promise.all(
    Object.entries(personalTables).map(async ([name, table]) => [name, await table.rows(subject)] as const),
  );
  const data = JSON.stringify({ generatedAt: now, ...Object.fromEntries(entries) }, null, 2);
  const files = await storedFilesOf(userId);

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void writer.abort(error).catch(() => {});
    void writer.write(chunk).catch(() => {});
    if (final) void writer.close().catch(() => {});
  });
  const addWhole = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  };

  const write = async () => {
    addWhole("README.txt", readme(now, files.length));
    addWhole("data.json", data);
    const taken = new Set<string>();
    for (const file of files) {
      const object = await env.INTAKE_DOCUMENTS.get(file.storageKey);
      if (!object) continue;
      // Documents are already compressed (PDF, JPEG, PNG): stored as they are.
      const entry = new ZipPassThrough(`documents/${archiveName(file.kind, file.fileName, taken)}`);
      zip.add(entry);
      const reader = object.body.getReader();
      for (;;) {
        await writer.ready;
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value);
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  waitUntil(write().catch((error: unknown) => writer.abort(error).catch(() => {})));
  return readable;
}
