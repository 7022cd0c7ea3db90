import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { requireRole } from "~/staff/permissions.server";
import { NewRecordPage } from "~/staff/record-page";
import { createTeamMember } from "~/team/team-admin.server";
import { teamMemberSchema } from "~/team/team-form-schema";
import { TeamMemberForm } from "~/team/team-member-form";
import type { Route } from "./+types/staff.team.new";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { constraint: formConstraint(teamMemberSchema) };
}

/** Adds a team member, hidden until an admin shows them on their page (where the photo is uploaded too). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const submission = parseWithZod(await readFormBody(request), { schema: teamMemberSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = await createTeamMember(admin, request, submission.value);
  const title = `${submission.value.name} is added, hidden from the site until you show them.`;
  return respond({ request, context }, { status: "redirect", to: `/staff/team/${id}`, toast: { title } });
}

export function meta() {
  return [{ title: "Add a team member | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NewTeamMember({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <NewRecordPage list="/staff/team" listLabel="All the team" title="Add a team member">
      <TeamMemberForm defaults={{ position: 100 }} lastResult={answer?.result} constraint={loaderData.constraint} submitLabel="Add team member" />
    </NewRecordPage>
  );
}
