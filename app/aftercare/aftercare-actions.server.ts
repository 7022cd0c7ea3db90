import { parseWithZod } from "@conform-to/zod/v4";
import { loadJourney } from "~/cases/journey.server";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import type { StaffUser } from "~/staff/permissions.server";
import { followUpPlanSchema, handledSchema } from "./checkin-schema";
import { markCheckinHandled, planFollowUp } from "./checkins.server";

/**
 * The aftercare panel's forms on the staff case page: the follow-up plan, and marking an urgent answer handled.
 * Null for any other intent; the case is found for this staff member first (404 for anyone who may not work it).
 */
export async function runAftercareAction(staff: StaffUser, caseId: string, form: FormData, request: Request) {
  const intent = form.get("intent");
  if (intent !== "follow-up" && intent !== "checkin-handled") return null;
  const row = await findWorkableCase(staff, caseId);
  if (intent === "checkin-handled") {
    const submission = parseWithZod(form, { schema: handledSchema });
    if (submission.status !== "success") return { ok: false as const, intent, reply: submission.reply(), status: 400 as const };
    const handled = await markCheckinHandled(staff, request, row, submission.value.checkinId);
    if (!handled) return { ok: false as const, intent, status: 409 as const, reply: submission.reply({ formErrors: ["This answer was already marked handled."] }) };
    return { ok: true as const, intent, message: "Marked handled.", reply: submission.reply() };
  }
  const submission = parseWithZod(form, { schema: followUpPlanSchema });
  if (submission.status !== "success") return { ok: false as const, intent, reply: submission.reply(), status: 400 as const };
  const { stage } = await loadJourney(row.id);
  const planned = await planFollowUp(staff, request, row, stage, submission.value);
  if (!planned.ok) return { ok: false as const, intent, status: 400 as const, reply: submission.reply({ fieldErrors: { [planned.field]: [planned.message] } }) };
  return {
    ok: true as const,
    intent,
    message: `Follow-up planned: check-ins ${planned.days.join(", ")} days after discharge. Each goes out by e-mail at 09:00 Cairo time.`,
    reply: submission.reply(),
  };
}
