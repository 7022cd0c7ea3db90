import { parseWithZod } from "@conform-to/zod/v4";
import { loadJourney } from "~/cases/journey.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { caseFormDone, type CaseFormAnswer } from "~/cases/console/case-actions.server";
import type { Outcome } from "~/forms/outcome.server";
import type { StaffUser } from "~/staff/permissions.server";
import { followUpPlanSchema, handledSchema } from "./checkin-schema";
import { markCheckinHandled, planFollowUp } from "./checkins.server";

/** Marks an urgent check-in answer handled, from the aftercare panel of the staff case page (404 for anyone who may not work the case). */
export async function markAnswerHandled(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CaseFormAnswer>> {
  const intent = "checkin-handled";
  const row = await findWorkableCase(staff, caseId);
  const submission = parseWithZod(form, { schema: handledSchema });
  if (submission.status !== "success") return { status: "reply", reply: { intent, result: submission.reply() }, httpStatus: 400 };
  const handled = await markCheckinHandled(staff, request, row, submission.value.checkinId);
  if (!handled) return { status: "reply", reply: { intent, result: submission.reply({ formErrors: ["This answer was already marked handled."] }) }, httpStatus: 409 };
  return caseFormDone(caseId, intent, submission.reply(), "Marked handled.");
}

/** The follow-up plan (which check-ins go out after discharge), from the aftercare panel of the staff case page. */
export async function planCheckins(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CaseFormAnswer>> {
  const intent = "follow-up";
  const row = await findWorkableCase(staff, caseId);
  const submission = parseWithZod(form, { schema: followUpPlanSchema });
  if (submission.status !== "success") return { status: "reply", reply: { intent, result: submission.reply() }, httpStatus: 400 };
  const { stage } = await loadJourney(row.id);
  const planned = await planFollowUp(staff, request, row, stage, submission.value);
  if (!planned.ok) return { status: "reply", reply: { intent, result: submission.reply({ fieldErrors: { [planned.field]: [planned.message] } }) }, httpStatus: 400 };
  const message = `Follow-up planned: check-ins ${planned.days.join(", ")} days after discharge. Each goes out by e-mail at 09:00 Cairo time.`;
  return caseFormDone(caseId, intent, submission.reply(), message);
}
