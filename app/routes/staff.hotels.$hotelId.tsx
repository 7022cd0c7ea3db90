import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { PortraitForm } from "~/doctors/portrait-form";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { facilityChoices, getHotelForStaff, hotelRecords, updateHotel } from "~/hotels/hotel-admin.server";
import { HotelForm, type HotelDefaults } from "~/hotels/hotel-form";
import { hotelSchema } from "~/hotels/hotel-form-schema";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordHeader, RecordPanel } from "~/staff/record-page";
import * as styles from "~/staff/staff.css";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.hotels.$hotelId";

const lines = (list: string[]) => list.join("\n");

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const [hotel, facilities] = await Promise.all([getHotelForStaff(params.hotelId), facilityChoices()]);
  if (!hotel) notFound();
  const defaults: HotelDefaults = {
    name: hotel.name,
    nameAr: hotel.nameAr,
    stars: hotel.starRating,
    type: hotel.type,
    pricePerNight: hotel.pricePerNight,
    facilityId: hotel.facilityId,
    distanceKm: hotel.distanceToHospitalKm,
    amenities: lines(hotel.amenities),
    medicalFeatures: lines(hotel.specialMedicalFeatures),
  };
  return {
    hotel: {
      id: hotel.id,
      name: hotel.name,
      isActive: hotel.isActive,
      photo: hotel.photoSrc,
      updatedAt: hotel.updatedAt ? formatInstant(hotel.updatedAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
    },
    defaults,
    facilities,
    constraint: formConstraint(hotelSchema),
  };
}

/** Saves the hotel (intent "save") or shows/hides it (intent "active"); every change is audited. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const admin = requireRole(context, "admin");
  const path = `/staff/hotels/${params.hotelId}`;
  const form = await readFormBody(request);
  if (form.get("intent") === "active") return answerShowHide(args, admin, hotelRecords, form, path, params.hotelId);
  const submission = parseWithZod(form, { schema: hotelSchema });
  if (submission.status !== "success") return data({ intent: "save", result: submission.reply() }, { status: 400 });
  if (!(await updateHotel(admin, request, params.hotelId, submission.value))) notFound();
  return respond(args, { status: "redirect", to: path, toast: { title: `${submission.value.name} is saved; the site shows it now.` } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.hotel.name ?? "Hotel"} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffHotel({ loaderData }: Route.ComponentProps) {
  const { hotel, defaults, facilities, constraint } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <RecordHeader list="/staff/hotels" listLabel="All hotels" record={hotel} idField="hotelId" />
      <RecordPanel id="hotel-photo" title="Photo">
        <PortraitForm
          action={`/staff/hotels/${hotel.id}/photo`}
          current={hotel.photo ? { src: hotel.photo, alt: `${hotel.name} as the site shows it` } : null}
          note={hotel.photo ? "The site shows this photo." : "No photo yet."}
          label="New photo"
          submitLabel="Upload photo"
        />
      </RecordPanel>
      <RecordPanel id="hotel-profile" title="In English and Arabic">
        <HotelForm
          defaults={defaults}
          lastResult={answer?.intent === "save" ? answer.result : undefined}
          constraint={constraint}
          facilities={facilities}
          submitLabel="Save hotel"
        />
      </RecordPanel>
    </div>
  );
}
