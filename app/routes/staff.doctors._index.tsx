import { Link } from "react-router";
import { ShowHideForm } from "~/staff/show-hide-form";
import { listDoctorsForStaff, doctorRecords } from "~/doctors/doctor-admin.server";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import { countOf } from "~/staff/staff-time";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/staff.doctors._index";

const PATH = "/staff/doctors";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { doctors: await listDoctorsForStaff() };
}

/** Shows or hides one doctor on the site (the directory, profiles, the home page and the specialist counts). */
export async function action(args: Route.ActionArgs) {
  const admin = requireRole(args.context, "admin");
  return answerShowHide(args, admin, doctorRecords, await readFormBody(args.request), PATH);
}

export default function StaffDoctors({ loaderData }: Route.ComponentProps) {
  const { doctors } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Doctors</h1>
      <p className={styles.summary}>
        {`${countOf(doctors.length, "doctor", "doctors")}, ${doctors.filter((d) => d.isActive).length} shown on the site. `}
        <Link to={`${PATH}/new`} className={ui.button.primary}>
          Add a doctor
        </Link>
      </p>
      <section className={styles.panel} aria-label="Every doctor">
        <ul className={styles.plainList}>
          {doctors.map((doctor) => (
            <li key={doctor.id} className={styles.listItem}>
              <Link to={`${PATH}/${doctor.id}`} className={styles.patientLink}>
                {doctor.name}
              </Link>
              <span className={styles.subtle}>
                {`${doctor.specialization} · ${doctor.isActive ? "Shown" : "Hidden"}`}
                {doctor.nameAr ? (
                  <>
                    {" · "}
                    <bdi lang="ar" dir="rtl">
                      {doctor.nameAr}
                    </bdi>
                  </>
                ) : (
                  " · No Arabic name yet"
                )}
                {doctor.hasArabicBio ? "" : " · Arabic biography not written yet (/ar shows the English)"}
                {doctor.updatedAt ? ` · edited ${formatInstant(doctor.updatedAt, { zone: CLINIC_ZONE, preset: "console" })}` : ""}
              </span>
              <ShowHideForm field="doctorId" id={doctor.id} name={doctor.name} active={doctor.isActive} action={PATH} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
