import { env } from "cloudflare:workers";
import { site } from "~content/site";
import { config } from "~/config.server";
import { archiveName, streamZip } from "~/utils/zip-stream.server";
import { dataSubjectOf, personalTables, storedFilesOf } from "./personal-data.server";

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

  return streamZip(async (zip) => {
    zip.addText("README.txt", readme(now, files.length));
    zip.addText("data.json", data);
    const taken = new Set<string>();
    for (const file of files) {
      const object = await env.INTAKE_DOCUMENTS.get(file.storageKey);
      if (object) await zip.addStream(`documents/${archiveName(`${file.kind}-`, file.fileName, taken)}`, object.body);
    }
  });
}
