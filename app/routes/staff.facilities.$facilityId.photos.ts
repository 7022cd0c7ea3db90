import { getFacilityForStaff } from "~/facilities/facility-admin.server";
import { receiveFacilityPhoto } from "~/facilities/facility-photos.server";
import { respond } from "~/forms/outcome.server";
import { requireRole } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.facilities.$facilityId.photos";

/**
 * POST: an admin adds a photo to a facility (its console page, a plain multipart post with or without JavaScript),
 * answered with a redirect back and a toast. Everyone else gets the site's 404.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  if (!(await getFacilityForStaff(params.facilityId))) notFound();
  return respond({ request, context }, await receiveFacilityPhoto(admin, request, params.facilityId));
}
