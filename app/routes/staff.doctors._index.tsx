import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { ShowHideForm } from "~/staff/show-hide-form";
import { doctorActiveSchema } from "~/doctors/doctor-form-schema";
import { listDoctorsForStaff, setDoctorActive } from "~/doctors/doctor-admin.server";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { requireRole } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import { countOf } from "~/staff/staff-time";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/staff.doctors._index";

const PATH = "/staff/doctors";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { doctors: await listDoctorsForStaff() };
}

/** Shows or hides one doctor on the site (the directory, profiles, the home page and the specialist counts). */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  const submission = parseWithZod(form, { schema: doctorActiveSchema });
  const formId = `active-${String(form.get("doctorId"))}`;
  if (submission.status !== "success") return data({ intent: "active", formId, result: submission.reply() }, { status: 400 });
  const { doctorId, active } = submission.value;
  const name = await setDoctorActive(admin, request, doctorId, active);
  if (name === null) {
    return data({ intent: "active", formId, result: submission.reply({ formErrors: ["This doctor no longer exists."] }) }, { status: 404 });
  }
  const title = active ? `${name} is shown on the site.` : `${name} is hidden from the site.`;
  return respond(args, { status: "done", reply: { intent: "active", formId, result: submission.reply() }, toast: { title }, to: PATH }, form);
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
