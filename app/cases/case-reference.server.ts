import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseMerges, cases } from "~/db/schema";
import { caseReference } from "./case-reference";

type Request = { contactMessageId: string } | { tripPlanId: string } | { intakeId: string } | { caseId: string };

function caseOf(request: Request) {
  if ("contactMessageId" in request) return eq(cases.contactMessageId, request.contactMessageId);
  if ("tripPlanId" in request) return eq(cases.tripPlanId, request.tripPlanId);
  if ("intakeId" in request) return eq(cases.intakeId, request.intakeId);
  return eq(cases.id, request.caseId);
}

/**
 * The reference a patient is told for what they sent (decision 0153): its case's, or, when they said it is
 * about a request they already had, that request's, which is where the coordinators answer. Null before the
 * case exists.
 */
export async function patientReference(request: Request) {
  const [row] = await db
    .select({ id: cases.id, keptId: caseMerges.keptCaseId })
    .from(cases)
    .leftJoin(caseMerges, eq(caseMerges.mergedCaseId, cases.id))
    .where(caseOf(request))
    .limit(1);
  return row ? caseReference(row.keptId ?? row.id) : null;
}
