import { env } from "cloudflare:workers";
import { strToU8, zipSync, type Zippable } from "fflate";
import { site } from "~content/site";
import { dataController } from "~content/privacy";
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

Questions, corrections or requests: ${dataController.privacyEmail}, ${dataController.name}, ${dataController.address}.
You can change or delete your data yourself at ${"/account"} on our website.
`;
}

/** Dates as ISO strings, so the JSON reads the same everywhere. */
function jsonReplacer(this: unknown, _key: string, value: unknown) {
  return value instanceof Date ? value.toISOString() : value;
}

/** The patient's archive: data.json, their documents from R2 and a README; null if there is no account. */
export async function buildDataArchive(userId: string, now = new Date()) {
  const subject = await dataSubjectOf(userId);
  if (!subject) return null;
  const entries = await Promise.all(
    Object.entries(personalTables).map(async ([name, table]) => [name, await table.rows(subject)] as const),
  );
  const data = { generatedAt: now, ...Object.fromEntries(entries) };

  const files = await storedFilesOf(userId);
  const documents: Zippable = {};
  const taken = new Set<string>();
  for (const file of files) {
    const object = await env.INTAKE_DOCUMENTS.get(file.storageKey);
    if (!object) continue;
    // Documents are already compressed formats (PDF, JPEG, PNG): stored, not deflated again.
    documents[archiveName(file.kind, file.fileName, taken)] = [new Uint8Array(await object.arrayBuffer()), { level: 0 }];
  }

  return zipSync({
    "README.txt": strToU8(readme(now, Object.keys(documents).length)),
    "data.json": strToU8(JSON.stringify(data, jsonReplacer, 2)),
    documents,
  });
}
