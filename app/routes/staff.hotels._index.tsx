import { hotelRecords, listHotelsForStaff } from "~/hotels/hotel-admin.server";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordList } from "~/staff/record-page";
import type { Route } from "./+types/staff.hotels._index";

const PATH = "/staff/hotels";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const hotels = await listHotelsForStaff();
  return {
    hotels: hotels.map((h) => {
      const edited = h.updatedAt ? ` · edited ${formatInstant(h.updatedAt, { zone: CLINIC_ZONE, preset: "console" })}` : "";
      const near = h.facility ? `${h.distanceKm} km from ${h.facility}` : "near no facility yet";
      return { id: h.id, name: h.name, isActive: h.isActive, detail: ` · ${h.stars}★ · ${near} · ${h.photos === 1 ? "1 photo" : `${h.photos} photos`}${edited}` };
    }),
  };
}

/** Shows or hides one hotel (the planner, facilities' pages, the travel page). */
export async function action(args: Route.ActionArgs) {
  const admin = requireRole(args.context, "admin");
  return answerShowHide(args, admin, hotelRecords, await readFormBody(args.request), PATH);
}

export function meta() {
  return [{ title: "Hotels | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffHotels({ loaderData }: Route.ComponentProps) {
  return <RecordList path={PATH} title="Hotels" counted={["hotel", "hotels"]} addLabel="Add a hotel" idField="hotelId" records={loaderData.hotels} />;
}
