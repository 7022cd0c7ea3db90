import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { createOperatorFigure } from "~/figures/figure-admin.server";
import { operatorFigureSchema } from "~/figures/figure-form-schema";
import { OperatorFigureForm } from "~/figures/operator-figure-form";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { requireRole } from "~/staff/permissions.server";
import { NewRecordPage } from "~/staff/record-page";
import type { Route } from "./+types/staff.figures.new";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { constraint: formConstraint(operatorFigureSchema) };
}

/** Adds a figure, hidden until an admin shows it on its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const submission = parseWithZod(await readFormBody(request), { schema: operatorFigureSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = await createOperatorFigure(admin, request, submission.value);
  const title = `${submission.value.name} is added, hidden from the site until you show it.`;
  return respond({ request, context }, { status: "redirect", to: `/staff/figures/${id}`, toast: { title } });
}

export function meta() {
  return [{ title: "Add a figure | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewOperatorFigure({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <NewRecordPage list="/staff/figures" listLabel="All the figures" title="Add a figure">
      <OperatorFigureForm defaults={{ position: 100 }} lastResult={answer?.result} constraint={loaderData.constraint} submitLabel="Add figure" />
    </NewRecordPage>
  );
}
