import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseMerges, cases } from "~/db/schema";
import { alias } from "drizzle-orm/sqlite-core";
import { caseReference } from "./case-reference";
import { owesReply } from "./case-rules";

/** The case a merged one was kept in. */
const kept = alias(cases, "kept");

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

/**
 * When the team has promised to answer what the patient sent: the due time of the case it is in (the kept one after a
 * merge), as the clock counts it in the team's hours and closures; null when no answer is owed.
 */
export async function promisedReplyAt(request: Request): Promise<Date | null> {
  const [row] = await db
    .select({ status: cases.status, dueAt: cases.dueAt, keptStatus: kept.status, keptDueAt: kept.dueAt })
    .from(cases)
    .leftJoin(caseMerges, eq(caseMerges.mergedCaseId, cases.id))
    .leftJoin(kept, eq(kept.id, caseMerges.keptCaseId))
    .where(caseOf(request))
    .limit(1);
  if (!row) return null;
  const [status, dueAt] = row.keptStatus && row.keptDueAt ? [row.keptStatus, row.keptDueAt] : [row.status, row.dueAt];
  return owesReply(status) ? dueAt : null;
}
