import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** Arabic letters (and the marks that join them): what fontkit's Arabic shaper reorders itself. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** Marks that only steer the algorithm (isolates, embeddings, LRM/RLM/ALM): resolved, then not drawn. */
const DIRECTION_MARK = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export type Direction = "ltr" | "rtl";

/** A piece of one line with one direction; the pieces come in the order they are drawn from left to right. */
export type VisualRun = {
  /** The characters in logical order, mirrored characters (brackets) already swapped in a right-to-left piece. */
  text: string;
  rtl: boolean;
};

/**
 * One line of text in visual order, by the Unicode bidirectional algorithm (bidi-js): a passport name or an
 * invoice number inside an Arabic sentence keeps its own left-to-right order, and the Arabic around it reads
 * right to left. Each piece keeps its logical order: `shaperOrder` says how it is handed to the shaper.
 */
export function visualRuns(line: string, direction: Direction): VisualRun[] {
  if (line === "") return [];
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const chars = [...line];
  // Indices are UTF-16 offsets in bidi-js; walk code points while keeping the offset.
  const runs: { level: number; text: string }[] = [];
  let offset = 0;
  for (const char of chars) {
    if (DIRECTION_MARK.test(char)) {
      offset += char.length;
      continue;
    }
    const level = levels.levels[offset] ?? 0;
    const shown = mirrored.get(offset) ?? char;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += shown;
    else runs.push({ level, text: shown });
    offset += char.length;
  }
  // Rule L2 of the algorithm on whole runs: from the highest level down to the lowest odd one, reverse every
  // sequence of runs at that level or higher.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return runs.map(({ level, text }) => ({ text, rtl: level % 2 === 1 }));
}

/**
 * The characters of a right-to-left piece in the order they are handed to the shaper: Arabic stays logical
 * (fontkit joins its letters and reverses the glyphs), anything else is reversed here.
 */
export function shaperOrder(text: string, rtl: boolean) {
  return rtl && !ARABIC_LETTER.test(text) ? [...text].reverse().join("") : text;
}

export function hasArabic(text: string) {
  return ARABIC_LETTER.test(text);
}
