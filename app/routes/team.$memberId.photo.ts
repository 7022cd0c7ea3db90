import { getStaffUser } from "~/staff/permissions.server";
import { teamPhotoResponse } from "~/team/team-admin.server";
import type { Route } from "./+types/team.$memberId.photo";

/** A shown team member's photo as the site encoded it (≤ 60 KB, like doctors' portraits); an admin sees it while the member is hidden. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await teamPhotoResponse(params.memberId, getStaffUser(context));
  if (!response) throw new Response("Not found", { status: 404 });
  return response;
}
