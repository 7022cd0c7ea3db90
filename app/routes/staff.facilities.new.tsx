import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData } from "react-router";
import { createFacility, doctorChoices } from "~/facilities/facility-admin.server";
import { facilityProfileSchema } from "~/facilities/facility-form-schema";
import { FacilityProfileForm } from "~/facilities/facility-profile-form";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { respond } from "~/forms/outcome.server";
import { requireRole } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import type { Route } from "./+types/staff.facilities.new";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { constraint: formConstraint(facilityProfileSchema), doctors: await doctorChoices() };
}

/** Adds a facility, hidden until an admin shows it on its page (where its photos and accreditations are added too). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  const submission = parseWithZod(form, { schema: facilityProfileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = await createFacility(admin, request, submission.value);
  return respond({ request, context }, { status: "redirect", to: `/staff/facilities/${id}`, toast: {
    title: `${submission.value.name} is added, hidden from the site until you show it.`,
  } });
}

export function meta() {
  return [{ title: "Add a facility | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewFacility({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <p className={styles.summary}>
        <Link to="/staff/facilities">All facilities</Link>
      </p>
      <h1 className={styles.pageTitle}>Add a facility</h1>
      <section className={styles.panel} aria-label="Facility in English and Arabic">
        <FacilityProfileForm
          defaults={{}}
          lastResult={answer?.result}
          constraint={loaderData.constraint}
          doctors={loaderData.doctors}
          submitLabel="Add facility"
        />
      </section>
    </div>
  );
}
