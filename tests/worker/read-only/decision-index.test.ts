import { describe, expect, it } from "vitest";

/** The decision records, the archived ones and their indexes, as text (read at build time; nothing written). */
const currentFiles = import.meta.glob<string>("/docs/decisions/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const archivedFiles = import.meta.glob<string>("/docs/decisions/archive/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const index = currentFiles["/docs/decisions/README.md"]!;
const archiveIndex = archivedFiles["/docs/decisions/archive/README.md"]!;
const mapping = archivedFiles["/docs/decisions/archive/MAPPING.md"]!;

const recordsOf = (files: Record<string, string>) =>
  Object.entries(files)
    .filter(([path]) => /\/\d{4}-[^/]+\.md$/.test(path))
    .map(([path, text]) => ({ file: path.split("/").pop()!, text }));
const current = recordsOf(currentFiles);
const archived = recordsOf(archivedFiles);

/** The three lines a record opens with, as an index writes them: the status up to its explanation, lower case. */
function entryOf({ file, text }: { file: string; text: string }) {
  const heading = text.match(/^# (\d{4}) (.+)$/m);
  const date = text.match(/^- Date: (\d{4}-\d{2}-\d{2})$/m)?.[1];
  const status = text.match(/^- Status: (.+)$/m)?.[1];
  return {
    file,
    number: heading?.[1],
    title: heading?.[2]?.replace(/(?<!`)(<[a-z]+>)(?!`)/g, "`$1`").replaceAll("|", "\\|"),
    date,
    status: status
      ?.replace(/\s*\(.*$/, "")
      .replaceAll(";", ",")
      .replace(/\.$/, "")
      .toLowerCase(),
  };
}

/** What an index is missing of the records, and the rows it lists that name no record. */
function indexProblems(records: { file: string; text: string }[], table: string) {
  const problems: string[] = [];
  for (const record of records) {
    const entry = entryOf(record);
    if (entry.number !== record.file.slice(0, 4) || !entry.date || !entry.status) {
      problems.push(`${record.file} does not open with "# <number> <title>", "- Date:" and "- Status:"`);
      continue;
    }
    const row = `| [${entry.number}](${entry.file}) | ${entry.title} | ${entry.date} | ${entry.status} |`;
    if (!table.includes(row)) problems.push(`the index lacks: ${row}`);
  }
  for (const [, file] of table.matchAll(/^\| \[\d{4}\]\(([^)]+)\)/gm)) {
    if (!records.some((r) => r.file === file)) problems.push(`the index lists ${file}, which does not exist`);
  }
  return problems;
}

const numberOf = (file: string) => file.slice(0, 4);
const currentNumbers = new Set(current.map(({ file }) => numberOf(file)));
/** The current records an archived record's Status names as superseding it ("superseded by 0126 and 0104"). */
const supersededBy = (text: string) =>
  [...(text.match(/^- Status: superseded by (\d{4}(?: and \d{4})*)/m)?.[1]?.matchAll(/\d{4}/g) ?? [])].map(([n]) => n);
/** The archived records a current record says it replaces. */
const replaces = (text: string) =>
  [...(text.match(/^- Replaces: (.+)$/m)?.[1]?.matchAll(/\b\d{4}\b/g) ?? [])].map(([n]) => n);

describe("the decision records", () => {
  it("are at most 40 current records, each in the index with its number, title, date and status", () => {
    expect(current.length).toBeGreaterThan(0);
    expect(current.length).toBeLessThanOrEqual(40);
    expect(indexProblems(current, index)).toEqual([]);
    const notCurrent = current.map(entryOf).filter(({ status }) => !/^accepted(, in progress)?$/.test(status ?? ""));
    expect(notCurrent.map(({ file, status }) => `${file}: ${status}`)).toEqual([]);
  });

  it("keep every archived record in the archive's index, each naming the current records that supersede it", () => {
    expect(archived.length).toBeGreaterThan(150);
    expect(indexProblems(archived, archiveIndex)).toEqual([]);
    const problems = archived.flatMap(({ file, text }) => {
      const by = supersededBy(text);
      if (by.length === 0) return [`${file} does not say "superseded by <number>"`];
      return by.filter((n) => !currentNumbers.has(n)).map((n) => `${file} is superseded by ${n}, no current record`);
    });
    expect(problems).toEqual([]);
  });

  it("agree both ways: a current record replaces exactly the archived records that name it", () => {
    const problems: string[] = [];
    for (const { file, text } of current) {
      for (const old of replaces(text)) {
        const record = archived.find((r) => numberOf(r.file) === old);
        if (!record) problems.push(`${file} replaces ${old}, which is not archived`);
        else if (!supersededBy(record.text).includes(numberOf(file)))
          problems.push(`${record.file} does not name ${file}`);
      }
    }
    for (const { file, text } of archived) {
      for (const n of supersededBy(text)) {
        const record = current.find((r) => numberOf(r.file) === n);
        if (record && !replaces(record.text).includes(numberOf(file)))
          problems.push(`${record.file} does not list ${file}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("never give one number to two records, and map every old number to its current records", () => {
    expect(archived.filter(({ file }) => currentNumbers.has(numberOf(file))).map(({ file }) => file)).toEqual([]);
    const problems = archived.flatMap(({ file, text }) => {
      const row = mapping.split("\n").find((line) => line.startsWith(`| ${numberOf(file)} |`));
      const mapped = [...(row?.split("|")[2]?.matchAll(/\[(\d{4})\]/g) ?? [])].map(([, n]) => n);
      return mapped.join() === supersededBy(text).join()
        ? []
        : [`MAPPING.md maps ${numberOf(file)} to [${mapped}], its Status to [${supersededBy(text)}]`];
    });
    expect(problems).toEqual([]);
  });
});
