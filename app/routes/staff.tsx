import { Outlet } from "react-router";
import { site } from "~content/site";
import { caseCounts } from "~/staff/case-list.server";
import type { ConsoleHeaderData } from "~/staff/console-header";
import { requireStaff } from "~/staff/permissions.server";
import { container } from "~/styles/ui.css";
import type { Route } from "./+types/staff";

/** What the console's header shows (the root layout renders it in place of the patient site's header). */
export async function loader({ context }: Route.LoaderArgs): Promise<ConsoleHeaderData> {
  const staff = requireStaff(context);
  return { staff: { displayName: staff.displayName, role: staff.role }, counts: await caseCounts(staff) };
}

export function meta() {
  return [{ title: `Staff console | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffLayout() {
  return (
    <div className={container}>
      <Outlet />
    </div>
  );
}
