import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordList } from "~/staff/record-page";
import { listTeamForStaff, teamRecords } from "~/team/team-admin.server";
import type { Route } from "./+types/staff.team._index";

const PATH = "/staff/team";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const members = await listTeamForStaff();
  return {
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      isActive: m.isActive,
      detail: ` · ${m.role} · ${m.nameAr} · ${m.photoSrc ? "photo" : "no photo (About shows the initial)"}${m.updatedAt ? ` · edited ${formatInstant(m.updatedAt, { zone: CLINIC_ZONE, preset: "console" })}` : ""}`,
    })),
  };
}

/** Shows or hides one team member on About. */
export async function action(args: Route.ActionArgs) {
  const admin = requireRole(args.context, "admin");
  return answerShowHide(args, admin, teamRecords, await readFormBody(args.request), PATH);
}

export function meta() {
  return [{ title: "Team | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffTeam({ loaderData }: Route.ComponentProps) {
  return (
    <RecordList path={PATH} title="Team" counted={["team member", "team members"]} addLabel="Add a team member" idField="memberId" records={loaderData.members} />
  );
}
