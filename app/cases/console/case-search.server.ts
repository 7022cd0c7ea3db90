import { caseReferenceQuery } from "~/cases/case-reference";
import { phoneSearchDigits } from "~/forms/phone-number.server";
import { foldSearchText } from "./search-fold";

/**
 * The FTS5 query for what was typed in the search box (decision 0153), or null when nothing in it
 * can be searched. Each word is folded as the index is and searched as a quoted phrase with a prefix, so nothing
 * typed is read as FTS syntax; a reference stands for its id block; a phone number in any format also finds the
 * digit strings it may be indexed under.
 */
export function caseSearchMatch(q: string): string | null {
  const phrases = q
    .split(/\s+/)
    .map((word) => caseReferenceQuery(word) ?? foldSearchText(word).replaceAll('"', " ").trim().replace(/\s+/g, " "))
    .filter((phrase) => /[\p{L}\p{N}]/u.test(phrase))
    .map((phrase) => `"${phrase}"*`);
  const words = phrases.length > 0 ? phrases.join(" ") : null;
  const phone = phoneSearchDigits(q);
  if (!phone) return words;
  const numbers = phone.map((digits) => `"${digits}"`).join(" OR ");
  return words ? `(${numbers}) OR (${words})` : numbers;
}
