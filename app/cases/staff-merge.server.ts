import { db } from "~/db/client.server";
import type { cases } from "~/db/schema";
import { auditStatement } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { mergeCases, type MergeRefusal } from "./merge-cases.server";

type CaseRow = typeof cases.$inferSelect;

const refusalMessages: Record<MergeRefusal, string> = {
  sameCase: "Choose another case: a case cannot be merged into itself.",
  notSamePatient: "These cases belong to different patients. Only cases of the same patient can be merged.",
  alreadyMerged: "One of these cases was already merged. Open the kept case and merge from there.",
  bothQuoted: "Both cases have quotes. Merge the case without quotes into the one with them.",
};

/**
 * A coordinator's merge of `gone` into `kept` (both already checked as theirs to work). When it happened, both
 * cases get an audit row naming the other (decision 0157: a case change until the audit actions are widened).
 */
export async function mergeCaseByStaff(staff: StaffUser, request: Request, kept: CaseRow, gone: CaseRow) {
  const outcome = await mergeCases(kept, gone, staff.id);
  if (!outcome.ok) return { ok: false, message: refusalMessages[outcome.reason] } as const;
  await db.batch([
    auditStatement(staff, request, {
      action: "case_status_changed",
      caseId: gone.id,
      subjectUserId: gone.patientUserId,
      detail: `Merged into case ${kept.id}`,
    }),
    auditStatement(staff, request, {
      action: "case_status_changed",
      caseId: kept.id,
      subjectUserId: kept.patientUserId,
      detail: `Case ${gone.id} merged into this case`,
    }),
  ]);
  return { ok: true } as const;
}
