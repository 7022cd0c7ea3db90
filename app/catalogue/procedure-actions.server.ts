import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { respond } from "~/forms/outcome.server";
import type { StaffUser } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { setProcedureActive } from "./catalogue-admin.server";
import { procedureActiveSchema } from "./procedure-form-schema";

/**
 * Answers an offer/retire post. On the list (`pinned` absent) a procedure gone meanwhile is said on its form (404); on
 * a procedure's own page (`pinned` its id) another id is refused and a missing procedure is the site's 404.
 */
export async function answerProcedureActive(args: RequestArgs, admin: StaffUser, form: FormData, back: string, pinned?: string) {
  const submission = parseWithZod(form, { schema: procedureActiveSchema });
  const formId = `active-${pinned ?? String(form.get("procedureId"))}`;
  if (submission.status !== "success" || (pinned !== undefined && submission.value.procedureId !== pinned)) {
    return data({ intent: "active" as const, formId, result: submission.reply({ formErrors: ["Choose offer or retire."] }) }, { status: 400 });
  }
  const { procedureId, active } = submission.value;
  const name = await setProcedureActive(admin, args.request, procedureId, active);
  if (name === null) {
    if (pinned !== undefined) notFound();
    return data({ intent: "active" as const, formId, result: submission.reply({ formErrors: ["This procedure no longer exists."] }) }, { status: 404 });
  }
  const title = active ? `${name} is offered on the site.` : `${name} is retired: the site no longer names it.`;
  return respond(args, { status: "done", reply: { intent: "active" as const, formId, result: submission.reply() }, toast: { title }, to: back }, form);
}
