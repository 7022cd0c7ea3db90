import { specialtyPhotoResponse } from "~/catalogue/specialty-photo.server";
import { getStaffUser } from "~/staff/permissions.server";
import type { Route } from "./+types/treatments.$category.photo";

/** An offered specialty's photo as the site encoded it (≤ 60 KB, like team photos); an admin sees it while it offers nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await specialtyPhotoResponse(params.category, getStaffUser(context));
  if (!response) throw new Response("Not found", { status: 404 });
  return response;
}
