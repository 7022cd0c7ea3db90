import { parseWithZod } from "@conform-to/zod/v4";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { caseFormDone, type CaseFormAnswer } from "~/cases/console/case-actions.server";
import type { Outcome } from "~/forms/outcome.server";
import type { StaffUser } from "~/staff/permissions.server";
import { caseTripCanBePlanned, saveTrip } from "./itinerary.server";
import { tripSchema } from "./trip-schema";

export const TRIP_NOT_OPEN = "The trip opens once the patient has paid the deposit of the accepted quote.";

/** The case page's trip form. The case is found for this staff member first (404 for anyone who may not work it). */
export async function saveTripPlan(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CaseFormAnswer>> {
  const intent = "trip";
  const row = await findWorkableCase(staff, caseId);
  const submission = parseWithZod(form, { schema: tripSchema });
  if (submission.status !== "success") return { status: "reply", reply: { intent, result: submission.reply() }, httpStatus: 400 };
  const closed: Outcome<CaseFormAnswer> = { status: "reply", reply: { intent, result: submission.reply({ formErrors: [TRIP_NOT_OPEN] }) }, httpStatus: 409 };
  if (!(await caseTripCanBePlanned(row.id))) return closed;
  const saved = await saveTrip(staff, request, row, submission.value);
  if (saved.status === "closed") return closed;
  const message =
    saved.status === "unchanged"
      ? "Nothing changed."
      : saved.patientChanges.length === 0
        ? "Trip saved. Nothing the patient reads changed, so they are not told."
        : "Trip saved. The patient is told what changed.";
  return caseFormDone(caseId, intent, submission.reply(), message);
}
