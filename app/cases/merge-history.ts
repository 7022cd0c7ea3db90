import type { MergeRecord } from "./merge-cases.server";

/** A merge as a line of the staff case history, on both cases. */
export function mergeHistoryLine(m: MergeRecord) {
  const who = m.actorName ?? "The patient";
  const other = `case ${m.otherCaseId.slice(0, 8)}`;
  return {
    id: m.id,
    text: m.direction === "in" ? `${who} merged ${other} into this case` : `${who} merged this case into ${other}`,
    at: m.at,
  };
}
