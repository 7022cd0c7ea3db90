import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { respond } from "~/forms/outcome.server";
import { requireRole } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import { createProcedure } from "~/catalogue/catalogue-admin.server";
import { ProcedureForm } from "~/catalogue/procedure-form";
import { procedureSchema } from "~/catalogue/procedure-form-schema";
import { specialtyOptions } from "~/treatments/treatment-name";
import type { Route } from "./+types/staff.catalogue.new";

export function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { constraint: formConstraint(procedureSchema), specialties: specialtyOptions() };
}

/** Adds a procedure, retired until an admin offers it on its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  const submission = parseWithZod(form, { schema: procedureSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = await createProcedure(admin, request, submission.value);
  return respond(
    { request, context },
    { status: "redirect", to: `/staff/catalogue/${id}`, toast: { title: `${submission.value.name} is added, retired until you offer it.` } },
  );
}

export function meta() {
  return [{ title: "Add a procedure | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewProcedure({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <p className={styles.summary}>
        <Link to="/staff/catalogue">All procedures</Link>
      </p>
      <h1 className={styles.pageTitle}>Add a procedure</h1>
      <section className={styles.panel} aria-label="Procedure in English and Arabic">
        <ProcedureForm
          defaults={{ trips: "1" }}
          lastResult={answer?.result}
          constraint={loaderData.constraint}
          specialties={loaderData.specialties}
          submitLabel="Add procedure"
        />
      </section>
    </div>
  );
}
