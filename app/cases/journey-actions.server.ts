import { parseWithZod } from "@conform-to/zod/v4";
import type { StaffUser } from "~/staff/permissions.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { stageTitle } from "./journey-labels";
import { canMoveStage, journeyStages } from "./journey-rules";
import { journeyFactsSchema, moveStageSchema } from "./journey-schema";
import { loadJourney, moveStage, recordJourneyFacts } from "./journey.server";

/**
 * The journey panel's two forms on the staff case page: move the stage, record the facts. Null for any
 * other intent. The case is found for this staff member first (404 for anyone who may not work it).
 */
export async function runJourneyAction(staff: StaffUser, caseId: string, form: FormData, request: Request) {
  const intent = form.get("intent");
  if (intent !== "stage" && intent !== "journey") return null;
  const row = await findWorkableCase(staff, caseId);
  const journey = await loadJourney(row.id);
  if (intent === "stage") {
    const submission = parseWithZod(form, { schema: moveStageSchema });
    if (submission.status !== "success") return { ok: false as const, intent, reply: submission.reply(), status: 400 as const };
    const seen = journeyStages.find((s) => s === form.get("from")) ?? journey.stage;
    const to = submission.value.stage;
    if (seen !== journey.stage) {
      return { ok: false as const, intent, status: 409 as const, reply: submission.reply({ formErrors: ["Someone moved this case's stage meanwhile. Look at it again and retry."] }) };
    }
    if (!canMoveStage(journey.stage, to)) {
      const message = journey.stage === to ? `The case is already at "${stageTitle(to)}".` : `Go back one step at a time: "${stageTitle(journey.stage)}" cannot go to "${stageTitle(to)}".`;
      return { ok: false as const, intent, status: 400 as const, reply: submission.reply({ fieldErrors: { stage: [message] } }) };
    }
    const moved = await moveStage(staff, request, row, journey.stage, to);
    if (moved !== "moved") {
      return { ok: false as const, intent, status: 409 as const, reply: submission.reply({ formErrors: ["Someone moved this case's stage meanwhile. Look at it again and retry."] }) };
    }
    return { ok: true as const, intent, message: `Stage moved to "${stageTitle(to)}".`, reply: submission.reply({ resetForm: true }) };
  }
  const submission = parseWithZod(form, { schema: journeyFactsSchema });
  if (submission.status !== "success") return { ok: false as const, intent, reply: submission.reply(), status: 400 as const };
  const { changed } = await recordJourneyFacts(staff, request, row, journey.row, submission.value);
  return {
    ok: true as const,
    intent,
    message: changed.length === 0 ? "Nothing changed." : "Journey facts saved. The patient sees them on their request page.",
    reply: submission.reply(),
  };
}
