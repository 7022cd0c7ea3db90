import { receiveSpecialtyPhoto } from "~/catalogue/specialty-photo.server";
import { treatmentCategories } from "~/domain/treatment-categories";
import { respond } from "~/forms/outcome.server";
import { requireRole } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.catalogue.specialties.$specialtyId.photo";

/** POST: an admin uploads a specialty's photo (a plain multipart post with or without JavaScript). Everyone else: 404. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const id = treatmentCategories.find((category) => category === params.specialtyId);
  if (!id) notFound();
  return respond({ request, context }, await receiveSpecialtyPhoto(admin, request, id));
}
