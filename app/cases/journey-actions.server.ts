import { parseWithZod } from "@conform-to/zod/v4";
import type { StaffUser } from "~/staff/permissions.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { caseFormDone, type CaseFormAnswer } from "~/cases/console/case-actions.server";
import type { Outcome } from "~/forms/outcome.server";
import { stageTitle } from "./journey-labels";
import { canMoveStage, journeyStages } from "./journey-rules";
import { journeyFactsSchema, moveStageSchema } from "./journey-schema";
import { loadJourney, moveStage, recordJourneyFacts } from "./journey.server";

const MOVED_MEANWHILE = "Someone moved this case's stage meanwhile. Look at it again and retry.";

/**
 * The journey panel's stage form on the staff case page. The case is found for this staff member first
 * (404 for anyone who may not work it).
 */
export async function moveJourneyStage(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CaseFormAnswer>> {
  const intent = "stage";
  const row = await findWorkableCase(staff, caseId);
  const journey = await loadJourney(row.id);
  const submission = parseWithZod(form, { schema: moveStageSchema });
  if (submission.status !== "success") return { status: "reply", reply: { intent, result: submission.reply() }, httpStatus: 400 };
  const seen = journeyStages.find((s) => s === form.get("from")) ?? journey.stage;
  const to = submission.value.stage;
  if (seen !== journey.stage) {
    return { status: "reply", reply: { intent, result: submission.reply({ formErrors: [MOVED_MEANWHILE] }) }, httpStatus: 409 };
  }
  if (!canMoveStage(journey.stage, to)) {
    const message = journey.stage === to ? `The case is already at "${stageTitle(to)}".` : `Go back one step at a time: "${stageTitle(journey.stage)}" cannot go to "${stageTitle(to)}".`;
    return { status: "reply", reply: { intent, result: submission.reply({ fieldErrors: { stage: [message] } }) }, httpStatus: 400 };
  }
  const moved = await moveStage(staff, request, row, journey.stage, to);
  if (moved !== "moved") {
    return { status: "reply", reply: { intent, result: submission.reply({ formErrors: [MOVED_MEANWHILE] }) }, httpStatus: 409 };
  }
  return caseFormDone(caseId, intent, submission.reply({ resetForm: true }), `Stage moved to "${stageTitle(to)}".`);
}

/** The journey panel's facts form (flights, hotel, dates) on the staff case page. */
export async function saveJourneyFacts(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CaseFormAnswer>> {
  const intent = "journey";
  const row = await findWorkableCase(staff, caseId);
  const journey = await loadJourney(row.id);
  const submission = parseWithZod(form, { schema: journeyFactsSchema });
  if (submission.status !== "success") return { status: "reply", reply: { intent, result: submission.reply() }, httpStatus: 400 };
  const { changed } = await recordJourneyFacts(staff, request, row, journey.row, submission.value);
  const message = changed.length === 0 ? "Nothing changed." : "Journey facts saved. The patient sees them on their request page.";
  return caseFormDone(caseId, intent, submission.reply(), message);
}
