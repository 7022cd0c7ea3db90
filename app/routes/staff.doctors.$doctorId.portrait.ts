import { getDoctorForStaff } from "~/doctors/doctor-admin.server";
import { receivePortrait, type PortraitOutcome } from "~/doctors/portraits.server";
import { isMultipart } from "~/uploads/upload-form.server";
import { requireRole } from "~/staff/permissions.server";
import { respond } from "~/forms/outcome.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.doctors.$doctorId.portrait";

const refusals: Record<Extract<PortraitOutcome, { ok: false }>["reason"], string> = {
  missing: "Choose a photo to upload.",
  tooLarge: "That photo is over 10 MB. Choose a smaller one.",
  invalidType: "That file is not a JPEG, PNG or WebP photo.",
  undecodable: "That photo could not be read: the file is damaged, cut short or not really an image. Choose another photo.",
  tooManyPixels: "That PNG or WebP photo is larger than 5 megapixels. Send it as a JPEG, or upload it with JavaScript on so the page resizes it first.",
  malformed: "The upload could not be read. Please try again.",
  failed: "The portrait could not be stored. Please try again.",
};

/**
 * POST: an admin uploads a doctor's portrait (the doctor's console page, a plain multipart post with or without
 * JavaScript), answered with a redirect back and a toast. Everyone else gets the site's 404.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  if (!(await getDoctorForStaff(params.doctorId))) notFound();
  const back = `/staff/doctors/${params.doctorId}`;
  if (!isMultipart(request)) return respond({ request, context }, { status: "redirect", to: back, toast: { title: refusals.malformed, variant: "destructive" } });
  const outcome = await receivePortrait(admin, request, params.doctorId);
  if (!outcome.ok) return respond({ request, context }, { status: "redirect", to: back, toast: { title: refusals[outcome.reason], variant: "destructive" } });
  return respond({ request, context }, { status: "redirect", to: back, toast: { title: `Portrait saved (${Math.ceil(outcome.bytes / 1024)} KB); the site shows it now.` } });
}
