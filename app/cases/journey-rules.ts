/**
 * The journey a case follows beside its workflow status: the six steps the site promises
 * ("How it works"), from the free consultation to follow-up care. The stored stages are in
 * app/domain/cases.ts (the drizzle schema reads them); the steps' names are the home page's
 * (`stageTitle` in ./journey-labels).
 */
import { journeyStages, type JourneyStage, type VisaLetterState } from "~/domain/cases";

export { journeyStages, visaLetterStates, type JourneyStage, type VisaLetterState } from "~/domain/cases";

/** Every case starts here: the patient has asked, a coordinator answers. */
export const firstStage: JourneyStage = "free_consultation";

export const visaLetterLabels: Record<VisaLetterState, string> = {
  not_needed: "Not needed",
  needed: "Needed, not sent yet",
  sent: "Sent to the patient",
};

/**
 * A coordinator may move the stage one step either way, or forward past steps a patient does not
 * need (someone living in Egypt skips travel). Going back more than one step is a correction made
 * one step at a time, so the history stays readable.
 */
export function canMoveStage(from: JourneyStage, to: JourneyStage) {
  const a = journeyStages.indexOf(from);
  const b = journeyStages.indexOf(to);
  return b !== a && b >= a - 1;
}

/** Where a stage sits relative to the current one, for the patient's timeline. */
export function stageState(stage: JourneyStage, current: JourneyStage): "done" | "current" | "next" {
  const a = journeyStages.indexOf(stage);
  const b = journeyStages.indexOf(current);
  return a < b ? "done" : a === b ? "current" : "next";
}
