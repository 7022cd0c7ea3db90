import { respond } from "~/forms/outcome.server";
import { requireRole } from "~/staff/permissions.server";
import { getTeamMemberForStaff, receiveTeamPhoto } from "~/team/team-admin.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.team.$memberId.photo";

/** POST: an admin uploads a team member's photo (a plain multipart post with or without JavaScript). Everyone else: 404. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  if (!(await getTeamMemberForStaff(params.memberId))) notFound();
  return respond({ request, context }, await receiveTeamPhoto(admin, request, params.memberId));
}
