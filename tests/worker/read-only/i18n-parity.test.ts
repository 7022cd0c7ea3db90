import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import * as areas from "~/i18n/messages";
import { locales } from "~/i18n/locales";

/**
 * English and Arabic must say the same things: every message key and every content entry exists in
 * both languages. Content written once (its facts once, its words beside them as `{ en, ar }`) has words
 * in every locale wherever it has words. Content not yet written that way, in `content/<path>.ts`, has its
 * Arabic twin in `content/ar/<path>.ts` with the same exports, the same keys, the same array lengths, the
 * same ids (`id`, `…Id`, `slug`, `anchor`, `value`) and the same numbers; blog bodies in
 * `content/blog/<file>.md` have `content/blog/ar/<file>.md`.
 */

/** Code and data that are not words to translate (schemas, validation, numbers, codes, aggregators). */
const notText = new Set([
  "schema.ts",
  "validate.ts",
  "rates.ts",
  "trip-budget.ts",
  "trip-costs.ts",
  "flags.ts",
  "faq-categories.ts",
  "treatments/schema.ts",
  "treatments/index.ts",
  "words.ts",
  "blog/bodies.server.ts",
]);

/**
 * Content not translated YET. Translators remove a file from this list when they add its twin; the list
 * only shrinks. A listed file that has a twin fails the test, so the list stays true.
 */
const notYetTranslated = new Set<string>();

/**
 * A form's own label of a treatment (content/treatments/list.ts) is written only in the languages where it is
 * not the treatment's name.
 */
const partialWords = /\.(planner|intake|contact)\.label$/;

const englishModules = import.meta.glob<Record<string, unknown>>(["../../../content/**/*.ts", "!../../../content/ar/**"], {
  eager: true,
});
const arabicModules = import.meta.glob<Record<string, unknown>>("../../../content/ar/**/*.ts", { eager: true });
const englishBodies = import.meta.glob<string>("../../../content/blog/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});
const arabicBodies = import.meta.glob<string>("../../../content/blog/ar/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

const relative = (path: string, root: string) => path.slice(path.indexOf(root) + root.length);

const IDENTIFYING_KEY = /^(id|.+Id|slug|anchor|value)$/;
/** A `value` is an id when it is a code (an option's `cardiac-surgery`), not when it is words (a fact's "3-5 days"). */
const isCode = (text: string) => /^[a-z0-9]+([-_][a-z0-9]+)*$/i.test(text);

/** Where `arabic` differs in shape from `english`, as paths ("entries[3].question: missing"). */
function shapeDifferences(english: unknown, arabic: unknown, path: string, key = ""): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(arabic)) return [`${path}: not an array`];
    if (english.length !== arabic.length)
      return [`${path}: ${english.length} entries in English, ${arabic.length} in Arabic`];
    return english.flatMap((item, index) => shapeDifferences(item, arabic[index], `${path}[${index}]`));
  }
  if (english !== null && typeof english === "object") {
    if (arabic === null || typeof arabic !== "object" || Array.isArray(arabic)) return [`${path}: not an object`];
    const englishKeys = Object.keys(english);
    const arabicKeys = Object.keys(arabic);
    return [
      ...englishKeys.filter((name) => !(name in arabic)).map((name) => `${path}.${name}: missing in Arabic`),
      ...arabicKeys.filter((name) => !(name in english)).map((name) => `${path}.${name}: missing in English`),
      ...englishKeys
        .filter((name) => name in arabic)
        .flatMap((name) =>
          shapeDifferences(
            (english as Record<string, unknown>)[name],
            (arabic as Record<string, unknown>)[name],
            `${path}.${name}`,
            name,
          ),
        ),
    ];
  }
  if (typeof english !== typeof arabic) return [`${path}: ${typeof english} in English, ${typeof arabic} in Arabic`];
  if (
    typeof english === "string" &&
    IDENTIFYING_KEY.test(key) &&
    (key !== "value" || isCode(english)) &&
    english !== arabic
  ) {
    return [`${path}: id "${english}" in English, "${String(arabic)}" in Arabic`];
  }
  if (typeof english !== "string" && english !== arabic)
    return [`${path}: ${String(english)} in English, ${String(arabic)} in Arabic`];
  return [];
}

const isLocaleKey = (key: string) => (locales as readonly string[]).includes(key);

/** The words objects (`{ en, ar }`) in a module written once, and where one lacks a locale, as paths. */
function wordsProblems(value: unknown, path: string): { words: number; problems: string[] } {
  if (typeof value === "function" || value === null || typeof value !== "object") return { words: 0, problems: [] };
  const keys = Object.keys(value);
  if (!Array.isArray(value) && keys.length > 0 && keys.every(isLocaleKey)) {
    if (partialWords.test(path)) return { words: 1, problems: [] };
    const problems = locales.flatMap((locale) => {
      const words = (value as Record<string, unknown>)[locale];
      const empty = words === undefined || words === "" || (Array.isArray(words) && words.length === 0);
      return empty ? [`${path}.${locale}: no words`] : [];
    });
    return { words: 1, problems };
  }
  const parts = Object.entries(value).map(([key, item]) =>
    wordsProblems(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`),
  );
  return { words: parts.reduce((n, p) => n + p.words, 0), problems: parts.flatMap((p) => p.problems) };
}

/** The `{names}` an ICU message uses, so both languages fill the same placeholders. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token as [string, string?, unknown?];
      names.add(name);
      if (format && typeof format === "object") {
        for (const choice of Object.values(format)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe("message catalogues", () => {
  for (const [area, catalogue] of Object.entries(areas)) {
    it(`${area}: the same keys in English and Arabic, each a valid ICU message with the same placeholders`, () => {
      const english: Record<string, string> = catalogue.en;
      const arabic: Record<string, string> = catalogue.ar;
      expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) {
        expect(placeholders(arabic[key] ?? ""), `${area}.${key}`).toEqual(placeholders(english[key] ?? ""));
      }
    });
  }

  it("fails on words missing a language (the check itself)", () => {
    expect(wordsProblems({ name: { en: "Eye Surgery", ar: "" }, days: 3 }, "f")).toEqual({
      words: 1,
      problems: ["f.name.ar: no words"],
    });
    expect(wordsProblems({ list: [{ en: "a" }] }, "f").problems).toEqual(["f.list[0].ar: no words"]);
    expect(wordsProblems({ days: 3 }, "f").words).toBe(0);
  });

  it("fails on a missing key (the check itself)", () => {
    expect(shapeDifferences({ a: "x", b: [1, 2] }, { a: "y", b: [1] }, "f")).toEqual([
      "f.b: 2 entries in English, 1 in Arabic",
    ]);
    expect(shapeDifferences({ id: "visa", q: "?" }, { id: "تأشيرة" }, "f")).toEqual([
      "f.q: missing in Arabic",
      'f.id: id "visa" in English, "تأشيرة" in Arabic',
    ]);
  });
});

describe("content twins", () => {
  const english = Object.fromEntries(
    Object.entries(englishModules).map(([path, module]) => [relative(path, "/content/"), module]),
  );
  const arabic = Object.fromEntries(
    Object.entries(arabicModules).map(([path, module]) => [relative(path, "/content/ar/"), module]),
  );

  it("every English content file has an Arabic twin of the same shape, or is listed as not yet translated", () => {
    const problems: string[] = [];
    for (const [file, module] of Object.entries(english)) {
      if (notText.has(file)) continue;
      const twin = arabic[file];
      if (notYetTranslated.has(file)) {
        if (twin) problems.push(`${file}: translated now, remove it from notYetTranslated`);
        continue;
      }
      if (!twin) {
        // Written once: its words sit beside its facts, in every locale.
        const { words, problems: missing } = wordsProblems(module, file);
        problems.push(...(words === 0 ? [`${file}: no content/ar/${file}, and no words in every language`] : missing));
        continue;
      }
      problems.push(...shapeDifferences(module, twin, file));
    }
    for (const file of Object.keys(arabic)) {
      if (!english[file]) problems.push(`content/ar/${file}: no English file of that name`);
    }
    expect(problems).toEqual([]);
  });

  it("every blog body has an Arabic twin, or is listed as not yet translated", () => {
    const arabicFiles = new Set(Object.keys(arabicBodies).map((path) => relative(path, "/content/blog/ar/")));
    const problems: string[] = [];
    for (const path of Object.keys(englishBodies)) {
      const file = relative(path, "/content/blog/");
      const listed = notYetTranslated.has(`blog/${file}`);
      if (listed && arabicFiles.has(file))
        problems.push(`blog/${file}: translated now, remove it from notYetTranslated`);
      if (!listed && !arabicFiles.has(file)) problems.push(`blog/${file}: no content/blog/ar/${file}`);
    }
    expect(problems).toEqual([]);
  });

  it("the allow-list names only files that exist", () => {
    const known = new Set([
      ...Object.keys(english),
      ...Object.keys(englishBodies).map((path) => `blog/${relative(path, "/content/blog/")}`),
    ]);
    expect([...notYetTranslated].filter((file) => !known.has(file))).toEqual([]);
  });
});
