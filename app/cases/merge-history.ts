import { caseReference } from "./case-reference";
import { stageTitle } from "./journey-labels";
import { journeyStages } from "./journey-rules";
import type { MergeRecord } from "./merge-cases.server";

/**
 * A merge as a line of the staff case history, on both cases: who merged which, and, when both cases had a journey
 * or both had check-ins to send, which one the kept case goes on with (decision 0157).
 */
export function mergeHistoryLine(m: MergeRecord) {
  const who = m.actorName ?? "The patient";
  // The reference the case's own header shows ("Case C-1A2B3C4D"), which the search box finds.
  const other = `case ${caseReference(m.otherCaseId)}`;
  const merged = m.direction === "in" ? `${who} merged ${other} into this case` : `${who} merged this case into ${other}`;
  const notes: string[] = [];
  if (m.thisStage && m.otherStage) {
    const further = journeyStages.indexOf(m.otherStage) > journeyStages.indexOf(m.thisStage) ? m.otherStage : m.thisStage;
    const whose = m.otherStage === m.thisStage ? "both cases'" : further === m.thisStage ? "this case's" : `${other}'s`;
    notes.push(`both had a journey: the kept case goes on at the further stage, ${stageTitle(further)} (${whose})`);
  }
  if (m.droppedPlan) {
    const [kept, dropped] = m.droppedPlan === "this" ? [`${other}'s`, "this case's"] : ["this case's", `${other}'s`];
    notes.push(`both had check-ins to send: ${kept} follow-up plan goes on, ${dropped} unsent check-ins were dropped`);
  }
  return { id: m.id, text: [merged, ...notes].join("; "), at: m.at };
}
