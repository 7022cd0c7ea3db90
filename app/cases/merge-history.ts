import { caseReference } from "./case-reference";
import type { MergeRecord } from "./merge-cases.server";

/** A merge as a line of the staff case history, on both cases. */
export function mergeHistoryLine(m: MergeRecord) {
  const who = m.actorName ?? "The patient";
  // The reference the case's own header shows ("Case C-1A2B3C4D"), which the search box finds.
  const other = `case ${caseReference(m.otherCaseId)}`;
  return {
    id: m.id,
    text: m.direction === "in" ? `${who} merged ${other} into this case` : `${who} merged this case into ${other}`,
    at: m.at,
  };
}
