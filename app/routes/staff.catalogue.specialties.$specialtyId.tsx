import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData } from "react-router";
import { treatmentNameIn } from "~content/treatments/list";
import { getSpecialtyForStaff, updateSpecialty } from "~/catalogue/catalogue-admin.server";
import { receiveSpecialtyPhoto } from "~/catalogue/specialty-photo.server";
import { SpecialtyForm } from "~/catalogue/specialty-form";
import { PortraitForm } from "~/doctors/portrait-form";
import { specialtySchema } from "~/catalogue/specialty-form-schema";
import { treatmentCategories, type TreatmentCategory } from "~/domain/treatment-categories";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { respond } from "~/forms/outcome.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordPanel } from "~/staff/record-page";
import * as styles from "~/staff/staff.css";
import { isMultipart } from "~/uploads/upload-form.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.catalogue.specialties.$specialtyId";

function specialtyOf(id: string): TreatmentCategory {
  const found = treatmentCategories.find((category) => category === id);
  if (!found) notFound();
  return found;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const id = specialtyOf(params.specialtyId);
  const { defaults, photo } = await getSpecialtyForStaff(id);
  return { id, title: treatmentNameIn(id, "en"), defaults, photo, constraint: formConstraint(specialtySchema) };
}

/**
 * Saves the specialty's own words, or (a multipart post, with or without JavaScript) its photo; audited, and shown on
 * every public page at once. The photo posts here rather than to a route of its own, as every route weighs on the
 * first load of every page (the route manifest).
 */
export async function action(args: Route.ActionArgs) {
  const admin = requireRole(args.context, "admin");
  const id = specialtyOf(args.params.specialtyId);
  if (isMultipart(args.request)) return respond(args, await receiveSpecialtyPhoto(admin, args.request, id));
  const submission = parseWithZod(await readFormBody(args.request), { schema: specialtySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await updateSpecialty(admin, args.request, id, submission.value);
  return respond(args, { status: "redirect", to: `/staff/catalogue/specialties/${id}`, toast: { title: `${treatmentNameIn(id, "en")} is saved; the site shows it now.` } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Specialty"} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffSpecialty({ loaderData }: Route.ComponentProps) {
  const { id, title, photo } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <p className={styles.summary}>
        <Link to="/staff/catalogue">All procedures</Link>
      </p>
      <h1 className={styles.pageTitle}>{title}</h1>
      <RecordPanel id="specialty-photo" title="Photo">
        <PortraitForm
          action={`/staff/catalogue/specialties/${id}`}
          current={photo ? { src: photo, alt: `${title} as the site shows it` } : null}
          note={photo ? "The specialty's cards and page show this photo." : "No photo yet: the site shows the specialty's drawing."}
          label="New photo"
          submitLabel="Upload photo"
        />
      </RecordPanel>
      <section className={styles.panel} aria-label="Specialty in English and Arabic">
        <SpecialtyForm defaults={loaderData.defaults} lastResult={answer?.result} constraint={loaderData.constraint} />
      </section>
    </div>
  );
}
