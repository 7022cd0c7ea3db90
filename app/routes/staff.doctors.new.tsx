import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData } from "react-router";
import { createDoctor } from "~/doctors/doctor-admin.server";
import { doctorProfileSchema } from "~/doctors/doctor-form-schema";
import { DoctorProfileForm } from "~/doctors/doctor-profile-form";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { requireRole } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/staff.doctors.new";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { constraint: formConstraint(doctorProfileSchema) };
}

/** Adds a doctor, hidden until an admin shows them on their page (where the portrait is uploaded too). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  const submission = parseWithZod(form, { schema: doctorProfileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = await createDoctor(admin, request, submission.value);
  return respond({ request, context }, { status: "redirect", to: `/staff/doctors/${id}`, toast: {
    title: `${submission.value.name} is added, hidden from the site until you show them.`,
  } });
}

export function meta() {
  return [{ title: "Add a doctor | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewDoctor({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <p className={styles.summary}>
        <Link to="/staff/doctors">All doctors</Link>
      </p>
      <h1 className={styles.pageTitle}>Add a doctor</h1>
      <section className={styles.panel} aria-label="Profile in English and Arabic">
        <DoctorProfileForm defaults={{}} lastResult={answer?.result} constraint={loaderData.constraint} submitLabel="Add doctor" />
      </section>
    </div>
  );
}
