import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { facilityActiveSchema } from "~/facilities/facility-form-schema";
import { listFacilitiesForStaff, setFacilityActive } from "~/facilities/facility-admin.server";
import { readFormBody } from "~/forms/request-body.server";
import { respond } from "~/forms/outcome.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { requireRole } from "~/staff/permissions.server";
import { ShowHideForm } from "~/staff/show-hide-form";
import * as styles from "~/staff/staff.css";
import { countOf } from "~/staff/staff-time";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/staff.facilities._index";

const PATH = "/staff/facilities";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { facilities: await listFacilitiesForStaff() };
}

/** Shows or hides one facility on the site (its page, About, the doctors' and specialties' links). */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  const submission = parseWithZod(form, { schema: facilityActiveSchema });
  const formId = `active-${String(form.get("facilityId"))}`;
  if (submission.status !== "success") return data({ intent: "active", formId, result: submission.reply() }, { status: 400 });
  const { facilityId, active } = submission.value;
  const name = await setFacilityActive(admin, request, facilityId, active);
  if (name === null) {
    return data({ intent: "active", formId, result: submission.reply({ formErrors: ["This facility no longer exists."] }) }, { status: 404 });
  }
  const title = active ? `${name} is shown on the site.` : `${name} is hidden from the site.`;
  return respond(args, { status: "done", reply: { intent: "active", formId, result: submission.reply() }, toast: { title }, to: PATH }, form);
}

export function meta() {
  return [{ title: "Facilities | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

const kindLabels = { hospital: "Hospital", clinic: "Clinic", lab: "Laboratory" } as const;

export default function StaffFacilities({ loaderData }: Route.ComponentProps) {
  const { facilities } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Facilities</h1>
      <p className={styles.summary}>
        {`${countOf(facilities.length, "facility", "facilities")}, ${facilities.filter((f) => f.isActive).length} shown on the site. `}
        <Link to={`${PATH}/new`} className={ui.button.primary}>
          Add a facility
        </Link>
      </p>
      <section className={styles.panel} aria-label="Every facility">
        <ul className={styles.plainList}>
          {facilities.map((facility) => (
            <li key={facility.id} className={styles.listItem}>
              <Link to={`${PATH}/${facility.id}`} className={styles.patientLink}>
                {facility.name}
              </Link>
              <span className={styles.subtle}>
                {`${kindLabels[facility.kind]} · ${facility.isActive ? "Shown" : "Hidden"} · `}
                <bdi lang="ar" dir="rtl">
                  {facility.nameAr}
                </bdi>
                {` · ${countOf(facility.accreditations, "accreditation", "accreditations")} · ${countOf(facility.photos, "photo", "photos")}`}
                {facility.updatedAt ? ` · edited ${formatInstant(facility.updatedAt, { zone: CLINIC_ZONE, preset: "console" })}` : ""}
              </span>
              <ShowHideForm field="facilityId" id={facility.id} name={facility.name} active={facility.isActive} action={PATH} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
