import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { respond } from "~/forms/outcome.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { ShowHideForm } from "~/staff/show-hide-form";
import * as styles from "~/staff/staff.css";
import { getProcedureForStaff, procedureRecords, updateProcedure } from "~/catalogue/catalogue-admin.server";
import { ProcedureForm } from "~/catalogue/procedure-form";
import { procedureSchema } from "~/catalogue/procedure-form-schema";
import { specialtyOptions } from "~/treatments/treatment-name";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.catalogue.$procedureId";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const procedure = await getProcedureForStaff(params.procedureId);
  if (!procedure) notFound();
  return {
    procedure: {
      id: procedure.id,
      name: procedure.name,
      isActive: procedure.isActive,
      specialtyId: procedure.defaults.specialtyId as string,
      updatedAt: procedure.updatedAt ? formatInstant(procedure.updatedAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
    },
    defaults: procedure.defaults,
    constraint: formConstraint(procedureSchema),
    specialties: specialtyOptions(),
  };
}

/**
 * Saves the procedure ("save") or offers or retires it ("active"); every change is audited and marks the catalogue's
 * data changed, so every public page shows it on the next request.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const admin = requireRole(context, "admin");
  const id = params.procedureId;
  const path = `/staff/catalogue/${id}`;
  const form = await readFormBody(request);
  if (form.get("intent") === "active") return answerShowHide(args, admin, procedureRecords, form, path, id);
  const submission = parseWithZod(form, { schema: procedureSchema });
  if (submission.status !== "success") return data({ intent: "save" as const, result: submission.reply() }, { status: 400 });
  if (!(await updateProcedure(admin, request, id, submission.value))) notFound();
  return respond(args, { status: "redirect", to: path, toast: { title: `${submission.value.name} is saved; the site shows it now.` } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.procedure.name ?? "Procedure"} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffProcedure({ loaderData }: Route.ComponentProps) {
  const { procedure, defaults, constraint, specialties } = loaderData;
  const answer = useActionData<typeof action>();
  const path = `/staff/catalogue/${procedure.id}`;
  return (
    <div className={styles.page}>
      <p className={styles.summary}>
        <Link to="/staff/catalogue">All procedures</Link>
      </p>
      <h1 className={styles.pageTitle}>{procedure.name}</h1>
      <div className={styles.panel}>
        <p className={styles.summary}>
          {procedure.isActive ? "Offered on the site: " : "Retired: no public page names it. "}
          {procedure.isActive ? <a href={`/treatments/${procedure.specialtyId}`}>{`/treatments/${procedure.specialtyId}`}</a> : null}
          {procedure.updatedAt ? ` Last edited ${procedure.updatedAt}.` : ""}
        </p>
        <ShowHideForm field="procedureId" id={procedure.id} name={procedure.name} active={procedure.isActive} action={path} />
      </div>
      <section className={styles.panel} aria-labelledby="procedure-heading">
        <h2 id="procedure-heading" className={styles.panelTitle}>
          Procedure in English and Arabic
        </h2>
        <ProcedureForm
          defaults={defaults}
          lastResult={answer && "result" in answer && answer.intent === "save" ? answer.result : undefined}
          constraint={constraint}
          specialties={specialties}
          submitLabel="Save procedure"
        />
      </section>
    </div>
  );
}
