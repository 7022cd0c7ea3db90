/**
 * How the case search folds text, in the index and in the search box alike (decision 0153). Migration 0029
 * writes the same steps as SQL in the view `case_search_source`; tests/worker/case-search.test.ts checks that
 * the two agree. Each step only touches characters FTS5's unicode61 tokenizer would split on or Arabic letters,
 * so Latin text is tokenized as before.
 */

/** Characters unicode61 treats as separators that may stand right before a word: they become spaces, so an
 * article after them is found like one after a space. */
export const foldSeparators = ["\n", "\r", "\t", "(", "[", "«", '"', "'", "/", "-", ".", ",", "،", "؛", ":", "!", "?", "؟"];

/** Tatweel, the short vowels, shadda, sukun and the dagger alef: writing, not spelling. */
export const foldRemoved = ["\u0640", "\u064B", "\u064C", "\u064D", "\u064E", "\u064F", "\u0650", "\u0651", "\u0652", "\u0670"];

/** Letters written several ways: alef with hamza or madda, wasla, taa marbuta, alef maqsura; and digits. */
export const foldUnified: [string, string][] = [
  ["أ", "ا"],
  ["إ", "ا"],
  ["آ", "ا"],
  ["ٱ", "ا"],
  ["ة", "ه"],
  ["ى", "ي"],
  ...Array.from({ length: 10 }, (_, d): [string, string] => [String.fromCharCode(0x0660 + d), String(d)]),
  ...Array.from({ length: 10 }, (_, d): [string, string] => [String.fromCharCode(0x06f0 + d), String(d)]),
];

/**
 * The article, alone or after the one-letter proclitics و ف ب ك (and ل, which writes ل+ال as لل; و or ف may
 * come first, as in وبالقلب), becomes a
 * word of its own: "والصمام" is indexed as "و ال صمام", so "صمام" finds it while "والصمام" (folded the same
 * way and searched as a phrase) still finds exactly that. Longest first.
 */
export const foldArticles: [string, string][] = [
  [" وبال", " و ب ال "],
  [" فبال", " ف ب ال "],
  [" وكال", " و ك ال "],
  [" ولل", " و ل ل "],
  [" فلل", " ف ل ل "],
  [" وال", " و ال "],
  [" فال", " ف ال "],
  [" بال", " ب ال "],
  [" كال", " ك ال "],
  [" لل", " ل ل "],
  [" ال", " ال "],
];

/** The text as the index holds it: a leading space, so the first word's article is found too. */
export function foldSearchText(text: string) {
  let folded = ` ${text}`;
  for (const separator of foldSeparators) folded = folded.replaceAll(separator, " ");
  for (const mark of foldRemoved) folded = folded.replaceAll(mark, "");
  for (const [from, to] of foldUnified) folded = folded.replaceAll(from, to);
  for (const [from, to] of foldArticles) folded = folded.replaceAll(from, to);
  return folded;
}
