import { hotelPhotoResponse } from "~/hotels/hotel-admin.server";
import type { Route } from "./+types/hotels_.$hotelId.photos.$photoId";

/** A shown hotel's photo as the site encoded it (≤ 60 KB, like doctors' portraits). */
export async function loader({ params }: Route.LoaderArgs) {
  const response = await hotelPhotoResponse(params.hotelId, params.photoId);
  if (!response) throw new Response("Not found", { status: 404 });
  return response;
}
