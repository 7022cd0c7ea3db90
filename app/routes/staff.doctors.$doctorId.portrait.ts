import { getDoctorForStaff } from "~/doctors/doctor-admin.server";
import { receivePortrait } from "~/doctors/portraits.server";
import { requireRole } from "~/staff/permissions.server";
import { respond } from "~/forms/outcome.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.doctors.$doctorId.portrait";

/**
 * POST: an admin uploads a doctor's portrait (the doctor's console page, a plain multipart post with or without
 * JavaScript), answered with a redirect back and a toast. Everyone else gets the site's 404.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  if (!(await getDoctorForStaff(params.doctorId))) notFound();
  return respond({ request, context }, await receivePortrait(admin, request, params.doctorId));
}
