import { facilityPhotoResponse } from "~/facilities/facility-photos.server";
import type { Route } from "./+types/facilities_.$facilityId.photos.$photoId";

/** A shown facility's photo as the site encoded it (≤ 60 KB, like doctors' portraits). */
export async function loader({ params }: Route.LoaderArgs) {
  const response = await facilityPhotoResponse(params.facilityId, params.photoId);
  if (!response) throw new Response("Not found", { status: 404 });
  return response;
}
