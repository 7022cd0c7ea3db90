import { runCaseAction } from "./case-actions.server";
import { caseReference } from "~/cases/case-reference";
import type { StaffUser } from "~/staff/permissions.server";
import type { bulkActionSchema } from "./bulk-schema";
import type { z } from "zod";
import type { Outcome } from "~/forms/outcome.server";
import { countOf } from "~/staff/staff-time";

type BulkInput = z.output<typeof bulkActionSchema>;


/**
 * A bulk action runs the case page's own action on each ticked case, one after the other: the same rules, guards,
 * history and audit rows and e-mails as one case at a time (one way per job). A case this staff member may not work
 * (or that a colleague changed meanwhile) is left as it is and named in the answer.
 */
export async function runBulkAction(staff: StaffUser, input: BulkInput, request: Request, back: string): Promise<Outcome> {
  let changed = 0;
  const refused: string[] = [];
  for (const caseId of new Set(input.caseIds)) {
    const form = caseForm(input);
    let result: Awaited<ReturnType<typeof runCaseAction>>;
    try {
      result = await runCaseAction(staff, caseId, form, request);
    } catch (error) {
      // findWorkableCase's 404: not a case this staff member may open.
      if (error instanceof Response && error.status === 404) {
        refused.push(`${caseReference(caseId)}: not a case you can work`);
        continue;
      }
      throw error;
    }
    if (result.status === "reply") refused.push(`${caseReference(caseId)}: ${refusalText(result.reply.result)}`);
    else changed += 1;
  }
  const title = changed === 0 ? "No case was changed." : `${countOf(changed, "case", "cases")} changed.`;
  return { status: "redirect", to: back, toast: refused.length === 0 ? { title } : { title, description: `Not changed: ${refused.join("; ")}` } };
}

function caseForm(input: BulkInput) {
  const form = new FormData();
  if (input.bulk === "assign") {
    form.set("intent", "assign");
    form.set("assigneeId", input.assigneeId ?? "");
  } else {
    form.set("intent", "status");
    form.set("status", input.bulk === "close" ? "closed" : input.status!);
    if (input.bulk === "close") form.set("closingReason", input.closingReason!);
  }
  return form;
}

function refusalText(reply: { error?: Record<string, string[] | null> | null } | undefined) {
  const messages = Object.values(reply?.error ?? {}).flatMap((m) => m ?? []);
  return messages[0] ?? "not changed";
}
