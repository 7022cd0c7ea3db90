import { respond } from "~/forms/outcome.server";
import { requireRole } from "~/staff/permissions.server";
import { getHotelForStaff, receiveHotelPhoto } from "~/hotels/hotel-admin.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.hotels.$hotelId.photos";

/** POST: an admin adds a photo to a hotel's gallery (a plain multipart post with or without JavaScript). Everyone else: 404. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  if (!(await getHotelForStaff(params.hotelId))) notFound();
  return respond({ request, context }, await receiveHotelPhoto(admin, request, params.hotelId));
}
