import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { figureRecords, getFigureForStaff, updateOperatorFigure } from "~/figures/figure-admin.server";
import { operatorFigureSchema } from "~/figures/figure-form-schema";
import { OperatorFigureForm, type OperatorFigureDefaults } from "~/figures/operator-figure-form";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordHeader, RecordPanel } from "~/staff/record-page";
import * as styles from "~/staff/staff.css";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.figures.$figureId";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const figure = await getFigureForStaff(params.figureId);
  if (!figure) notFound();
  const { name, nameAr, value, source, sourceAr, statedOn, position } = figure;
  const defaults: OperatorFigureDefaults = { name, nameAr, value, source, sourceAr, statedOn, position };
  return {
    figure: {
      id: figure.id,
      name,
      isActive: figure.isActive,
      updatedAt: figure.updatedAt ? formatInstant(figure.updatedAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
    },
    defaults,
    constraint: formConstraint(operatorFigureSchema),
  };
}

/** Saves the figure (intent "save") or shows/hides it (intent "active"); every change is audited. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const admin = requireRole(context, "admin");
  const path = `/staff/figures/${params.figureId}`;
  const form = await readFormBody(request);
  if (form.get("intent") === "active") return answerShowHide(args, admin, figureRecords, form, path, params.figureId);
  const submission = parseWithZod(form, { schema: operatorFigureSchema });
  if (submission.status !== "success") return data({ intent: "save", result: submission.reply() }, { status: 400 });
  if (!(await updateOperatorFigure(admin, request, params.figureId, submission.value))) notFound();
  return respond(args, { status: "redirect", to: path, toast: { title: `${submission.value.name} is saved; the pages show it now.` } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.figure.name ?? "Figure"} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffOperatorFigure({ loaderData }: Route.ComponentProps) {
  const { figure, defaults, constraint } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <RecordHeader list="/staff/figures" listLabel="All the figures" record={figure} idField="figureId" />
      <RecordPanel id="figure-profile" title="In English and Arabic">
        <OperatorFigureForm defaults={defaults} lastResult={answer?.intent === "save" ? answer.result : undefined} constraint={constraint} submitLabel="Save figure" />
      </RecordPanel>
    </div>
  );
}
