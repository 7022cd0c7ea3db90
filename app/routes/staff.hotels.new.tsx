import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { createHotel, facilityChoices } from "~/hotels/hotel-admin.server";
import { HotelForm } from "~/hotels/hotel-form";
import { hotelSchema } from "~/hotels/hotel-form-schema";
import { requireRole } from "~/staff/permissions.server";
import { NewRecordPage } from "~/staff/record-page";
import type { Route } from "./+types/staff.hotels.new";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { constraint: formConstraint(hotelSchema), facilities: await facilityChoices() };
}

/** Adds a hotel, hidden until an admin shows it on its page (where its photo is uploaded too). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const submission = parseWithZod(await readFormBody(request), { schema: hotelSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = await createHotel(admin, request, submission.value);
  const title = `${submission.value.name} is added, hidden from the site until you show it.`;
  return respond({ request, context }, { status: "redirect", to: `/staff/hotels/${id}`, toast: { title } });
}

export function meta() {
  return [{ title: "Add a hotel | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewHotel({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <NewRecordPage list="/staff/hotels" listLabel="All hotels" title="Add a hotel">
      <HotelForm defaults={{}} lastResult={answer?.result} constraint={loaderData.constraint} facilities={loaderData.facilities} submitLabel="Add hotel" />
    </NewRecordPage>
  );
}
