import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { doctorProfileSchema } from "~/doctors/doctor-form-schema";
import { doctorRecords, getDoctorForStaff, updateDoctor } from "~/doctors/doctor-admin.server";
import { arabicNaming } from "~/doctors/doctor-labels.server";
import { DoctorProfileForm, type DoctorFormDefaults } from "~/doctors/doctor-profile-form";
import { doctorAvatarUrl } from "~/doctors/avatar-url";
import { PortraitForm } from "~/doctors/portrait-form";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordHeader, RecordPanel } from "~/staff/record-page";
import * as styles from "~/staff/staff.css";
import { respond } from "~/forms/outcome.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.doctors.$doctorId";

const lines = (list: string[] | null) => (list ?? []).join("\n");

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const doctor = await getDoctorForStaff(params.doctorId);
  if (!doctor) notFound();
  // A seeded doctor's Arabic name and title start as the site already shows them on /ar pages.
  const arabic = arabicNaming(doctor);
  const defaults: DoctorFormDefaults = {
    name: doctor.name,
    nameAr: arabic.nameAr,
    title: doctor.title,
    titleAr: arabic.titleAr,
    specialization: doctor.specialization,
    experienceYears: doctor.experienceYears,
    bio: doctor.bio,
    bioAr: doctor.bioAr,
    education: lines(doctor.education),
    educationAr: lines(doctor.educationAr),
    achievements: lines(doctor.achievements),
    achievementsAr: lines(doctor.achievementsAr),
    certifications: lines(doctor.certifications),
    certificationsAr: lines(doctor.certificationsAr),
    languages: doctor.languages,
    categories: doctor.categories,
  };
  const portraitNote = !doctor.portraitKey
    ? "No portrait uploaded: the site shows the illustrated avatar."
    : doctor.portraitBytes
      ? `The site shows the uploaded portrait as it encoded it (${Math.ceil(doctor.portraitBytes / 1024)} KB).`
      : "The stored photo was uploaded before the site encoded portraits itself, so the illustrated avatar is shown. Upload it again.";
  return {
    doctor: {
      id: doctor.id,
      name: doctor.name,
      isActive: doctor.isActive,
      updatedAt: doctor.updatedAt ? formatInstant(doctor.updatedAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
      avatar: doctorAvatarUrl(doctor),
    },
    portraitNote,
    defaults,
    constraint: formConstraint(doctorProfileSchema),
  };
}

/** Saves the profile (intent "save") or shows/hides the doctor (intent "active"); every change is audited. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const admin = requireRole(context, "admin");
  const path = `/staff/doctors/${params.doctorId}`;
  const form = await readFormBody(request);
  if (form.get("intent") === "active") return answerShowHide(args, admin, doctorRecords, form, path, params.doctorId);
  const submission = parseWithZod(form, { schema: doctorProfileSchema });
  if (submission.status !== "success") return data({ intent: "save", result: submission.reply() }, { status: 400 });
  if (!(await updateDoctor(admin, request, params.doctorId, submission.value))) notFound();
  return respond(args, {
    status: "redirect",
    to: path,
    toast: { title: `${submission.value.name}'s profile is saved; the site shows it now.` },
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.doctor.name ?? "Doctor"} | Staff console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function StaffDoctor({ loaderData }: Route.ComponentProps) {
  const { doctor, defaults, constraint, portraitNote } = loaderData;
  const answer = useActionData<typeof action>();
  const path = `/staff/doctors/${doctor.id}`;
  return (
    <div className={styles.page}>
      <RecordHeader list="/staff/doctors" listLabel="All doctors" record={doctor} idField="doctorId" publicPath={`/doctors/${doctor.id}`} />
      <RecordPanel id="doctor-portrait" title="Portrait">
        <PortraitForm
          action={`${path}/portrait`}
          current={{ src: doctor.avatar, alt: `Portrait of ${doctor.name} as the site shows it` }}
          note={portraitNote}
          label="New portrait"
          submitLabel="Upload portrait"
        />
      </RecordPanel>
      <RecordPanel id="doctor-profile-heading" title="Profile in English and Arabic">
        <DoctorProfileForm
          defaults={defaults}
          lastResult={answer?.intent === "save" ? answer.result : undefined}
          constraint={constraint}
          submitLabel="Save profile"
        />
      </RecordPanel>
    </div>
  );
}
