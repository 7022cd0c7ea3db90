import { describe, expect, it } from "vitest";

/** Every decision record and the index, as text (read at build time; no request, nothing written). */
const files = import.meta.glob<string>("/docs/decisions/*.md", { query: "?raw", import: "default", eager: true });
const index = files["/docs/decisions/README.md"]!;
const records = Object.entries(files)
  .filter(([path]) => /\/\d{4}-[^/]+\.md$/.test(path))
  .map(([path, text]) => ({ file: path.split("/").pop()!, text }));

/** The three lines a record opens with, as the index writes them: the status up to its explanation, lower case. */
function entryOf({ file, text }: { file: string; text: string }) {
  const heading = text.match(/^# (\d{4}) (.+)$/m);
  const date = text.match(/^- Date: (\d{4}-\d{2}-\d{2})$/m)?.[1];
  const status = text.match(/^- Status: (.+)$/m)?.[1];
  return {
    file,
    number: heading?.[1],
    title: heading?.[2]?.replace(/(?<!`)(<[a-z]+>)(?!`)/g, "`$1`").replaceAll("|", "\\|"),
    date,
    status: status?.replace(/\s*\(.*$/, "").replaceAll(";", ",").replace(/\.$/, "").toLowerCase(),
  };
}

describe("the decision index", () => {
  it("lists every record with its number, title, date and status, as the record itself says them", () => {
    expect(records.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const record of records) {
      const entry = entryOf(record);
      if (entry.number !== record.file.slice(0, 4) || !entry.date || !entry.status) {
        problems.push(`${record.file} does not open with "# <number> <title>", "- Date:" and "- Status:"`);
        continue;
      }
      const row = `| [${entry.number}](${entry.file}) | ${entry.title} | ${entry.date} | ${entry.status} |`;
      if (!index.includes(row)) problems.push(`the index lacks: ${row}`);
    }
    const listed = [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\)/gm)].map((m) => m[1]);
    for (const file of listed) if (!records.some((r) => r.file === file)) problems.push(`the index lists ${file}, which does not exist`);
    expect(problems).toEqual([]);
  });

  it("names only records that exist as the ones that supersede", () => {
    const numbers = new Set(records.map((r) => r.file.slice(0, 4)));
    const named = records.flatMap(({ file, text }) =>
      [...(text.match(/^- Status: (.+)$/m)?.[1]?.matchAll(/superseded by ([\d ,and]+)/gi) ?? [])].flatMap((m) =>
        [...m[1]!.matchAll(/\d{4}/g)].map((n) => [file, n[0]] as const),
      ),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(([, n]) => !numbers.has(n))).toEqual([]);
  });
});
