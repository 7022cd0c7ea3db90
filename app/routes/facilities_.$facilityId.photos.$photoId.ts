import { facilityPhotoResponse } from "~/facilities/facility-photos.server";
import { getStaffUser } from "~/staff/permissions.server";
import type { Route } from "./+types/facilities_.$facilityId.photos.$photoId";

/** A shown facility's photo as the site encoded it (≤ 60 KB, like doctors' portraits); an admin sees it while the record is hidden. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await facilityPhotoResponse(params.facilityId, params.photoId, getStaffUser(context));
  if (!response) throw new Response("Not found", { status: 404 });
  return response;
}
