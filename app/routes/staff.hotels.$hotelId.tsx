import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { PortraitForm } from "~/doctors/portrait-form";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { facilityChoices, getHotelForStaff, hotelRecords, removeHotelPhoto, updateHotel } from "~/hotels/hotel-admin.server";
import { HotelForm, type HotelDefaults } from "~/hotels/hotel-form";
import { hotelSchema, removePhotoSchema } from "~/hotels/hotel-form-schema";
import { MAX_HOTEL_PHOTOS } from "~/hotels/photo-rules";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { GalleryPanel } from "~/staff/record-gallery";
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
      updatedAt: hotel.updatedAt ? formatInstant(hotel.updatedAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
    },
    photos: hotel.photos,
    defaults,
    facilities,
    constraint: formConstraint(hotelSchema),
  };
}

/**
 * Saves the hotel (intent "save"), shows or hides it (intent "active") or removes one of its photos ("remove-photo");
 * every change is audited and marks the hotels' data changed for the page cache.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const admin = requireRole(context, "admin");
  const path = `/staff/hotels/${params.hotelId}`;
  const form = await readFormBody(request);
  if (form.get("intent") === "active") return answerShowHide(args, admin, hotelRecords, form, path, params.hotelId);
  if (form.get("intent") === "remove-photo") {
    const removal = parseWithZod(form, { schema: removePhotoSchema });
    if (removal.status !== "success") notFound();
    const removed = await removeHotelPhoto(admin, request, params.hotelId, removal.value.id);
    const toast = removed ? { title: "The photo is removed." } : { title: "That was already removed.", variant: "destructive" as const };
    return respond(args, { status: "redirect", to: path, toast });
  }
  const submission = parseWithZod(form, { schema: hotelSchema });
  if (submission.status !== "success") return data({ intent: "save", result: submission.reply() }, { status: 400 });
  if (!(await updateHotel(admin, request, params.hotelId, submission.value))) notFound();
  return respond(args, { status: "redirect", to: path, toast: { title: `${submission.value.name} is saved; the site shows it now.` } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.hotel.name ?? "Hotel"} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffHotel({ loaderData }: Route.ComponentProps) {
  const { hotel, photos, defaults, facilities, constraint } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <RecordHeader list="/staff/hotels" listLabel="All hotels" record={hotel} idField="hotelId" publicPath={`/hotels/${hotel.id}`} />
      <GalleryPanel id="hotel-photos" name={hotel.name} photos={photos}>
        <PortraitForm
          action={`/staff/hotels/${hotel.id}/photos`}
          current={null}
          note={`${photos.length} of at most ${MAX_HOTEL_PHOTOS} photos. The first is the one a facility's page shows beside the hotel.`}
          label="New photo"
          submitLabel="Upload photo"
        />
      </GalleryPanel>
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
