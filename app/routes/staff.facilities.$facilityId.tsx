import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { PortraitForm } from "~/doctors/portrait-form";
import { AccreditationForm } from "~/facilities/accreditation-form";
import {
  addAccreditation,
  doctorChoices,
  facilityRecords,
  getFacilityForStaff,
  removeAccreditation,
  updateFacility,
} from "~/facilities/facility-admin.server";
import { accreditationSchema, facilityProfileSchema, removeSchema } from "~/facilities/facility-form-schema";
import { removeFacilityPhoto } from "~/facilities/facility-photos.server";
import { MAX_FACILITY_PHOTOS } from "~/facilities/photo-rules";
import { FacilityProfileForm, type FacilityFormDefaults } from "~/facilities/facility-profile-form";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { respond, type Outcome } from "~/forms/outcome.server";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { formatInstant, CLINIC_ZONE, wallClock } from "~/i18n/time";
import { requestNow } from "~/dev/clock.server";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { GalleryPanel, RemoveButton } from "~/staff/record-gallery";
import { RecordHeader, RecordPanel } from "~/staff/record-page";
import * as styles from "~/staff/staff.css";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.facilities.$facilityId";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const [facility, doctors] = await Promise.all([getFacilityForStaff(params.facilityId), doctorChoices()]);
  if (!facility) notFound();
  const defaults: FacilityFormDefaults = {
    kind: facility.kind,
    name: facility.name,
    nameAr: facility.nameAr,
    address: facility.address,
    addressAr: facility.addressAr,
    latitude: facility.latitude,
    longitude: facility.longitude,
    website: facility.website,
    description: facility.description,
    descriptionAr: facility.descriptionAr,
    categories: facility.categories,
    doctors: facility.doctors,
  };
  const today = wallClock(requestNow(), CLINIC_ZONE).date;
  return {
    facility: {
      id: facility.id,
      name: facility.name,
      isActive: facility.isActive,
      updatedAt: facility.updatedAt
        ? formatInstant(facility.updatedAt, { zone: CLINIC_ZONE, preset: "console" })
        : null,
    },
    accreditations: facility.accreditations.map((a) => ({
      id: a.id,
      label: `${a.body} ${a.number}`,
      until: formatCalendarDate(a.expiresOn),
      expired: a.expiresOn < today,
      registerUrl: a.registerUrl,
    })),
    photos: facility.photos.map((photo) => ({ id: photo.id, src: photo.src })),
    defaults,
    doctors,
    constraint: formConstraint(facilityProfileSchema),
    accreditationConstraint: formConstraint(accreditationSchema),
  };
}

/**
 * Saves the profile ("save"), shows or hides the facility ("active"), adds an accreditation ("accreditation") or
 * removes one or a photo; every change is audited and marks the facilities' data changed for the page cache.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const admin = requireRole(context, "admin");
  const id = params.facilityId;
  const path = `/staff/facilities/${id}`;
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "active") return answerShowHide(args, admin, facilityRecords, form, path, id);
  if (intent === "accreditation") {
    const submission = parseWithZod(form, { schema: accreditationSchema });
    if (submission.status !== "success")
      return data({ intent: "accreditation" as const, result: submission.reply() }, { status: 400 });
    if (!(await addAccreditation(admin, request, id, submission.value))) notFound();
    const { body, number } = submission.value;
    return respond(args, {
      status: "redirect",
      to: path,
      toast: { title: `${body} ${number} is added; the site shows it until it expires.` },
    });
  }
  if (intent === "remove-accreditation" || intent === "remove-photo") {
    const submission = parseWithZod(form, { schema: removeSchema });
    if (submission.status !== "success") notFound();
    const { intent: what, id: itemId } = submission.value;
    const removed =
      what === "remove-photo"
        ? await removeFacilityPhoto(admin, request, id, itemId)
        : await removeAccreditation(admin, request, id, itemId);
    const outcome: Outcome = removed
      ? {
          status: "redirect",
          to: path,
          toast: { title: what === "remove-photo" ? "The photo is removed." : "The accreditation is removed." },
        }
      : { status: "redirect", to: path, toast: { title: "That was already removed.", variant: "destructive" } };
    return respond(args, outcome);
  }
  const submission = parseWithZod(form, { schema: facilityProfileSchema });
  if (submission.status !== "success")
    return data({ intent: "save" as const, result: submission.reply() }, { status: 400 });
  if (!(await updateFacility(admin, request, id, submission.value))) notFound();
  return respond(args, {
    status: "redirect",
    to: path,
    toast: { title: `${submission.value.name} is saved; the site shows it now.` },
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.facility.name ?? "Facility"} | Staff console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function StaffFacility({ loaderData }: Route.ComponentProps) {
  const { facility, accreditations, photos, defaults, doctors, constraint, accreditationConstraint } = loaderData;
  const answer = useActionData<typeof action>();
  const path = `/staff/facilities/${facility.id}`;
  return (
    <div className={styles.page}>
      <RecordHeader list="/staff/facilities" listLabel="All facilities" record={facility} idField="facilityId" publicPath={`/facilities/${facility.id}`} />
      <RecordPanel id="facility-accreditations" title="Accreditations">
        {accreditations.length > 0 ? (
          <ul className={styles.plainList}>
            {accreditations.map((a) => (
              <li key={a.id} className={styles.listItem}>
                <a href={a.registerUrl}>{a.label}</a>
                <span className={styles.subtle}>
                  {a.expired ? `Expired ${a.until}: not shown on the site` : `Valid until ${a.until}`}
                </span>
                <RemoveButton intent="remove-accreditation" id={a.id} label={`Remove ${a.label}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.summary}>None yet: the page says no current accreditation is listed.</p>
        )}
        <AccreditationForm
          lastResult={answer?.intent === "accreditation" ? answer.result : undefined}
          constraint={accreditationConstraint}
        />
      </RecordPanel>
      <GalleryPanel id="facility-photos" name={facility.name} photos={photos}>
        <PortraitForm
          action={`${path}/photos`}
          current={null}
          note={`${photos.length} of at most ${MAX_FACILITY_PHOTOS} photos. The first is the one About shows.`}
          label="New photo"
          submitLabel="Upload photo"
        />
      </GalleryPanel>
      <RecordPanel id="facility-profile-heading" title="Facility in English and Arabic">
        <FacilityProfileForm
          defaults={defaults}
          lastResult={answer?.intent === "save" ? answer.result : undefined}
          constraint={constraint}
          doctors={doctors}
          submitLabel="Save facility"
        />
      </RecordPanel>
    </div>
  );
}
