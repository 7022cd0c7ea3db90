import { Link } from "react-router";
import { listFacilitiesForStaff, facilityRecords } from "~/facilities/facility-admin.server";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
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
  const admin = requireRole(args.context, "admin");
  return answerShowHide(args, admin, facilityRecords, await readFormBody(args.request), PATH);
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
