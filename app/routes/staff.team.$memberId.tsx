import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData } from "react-router";
import { PortraitForm } from "~/doctors/portrait-form";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordHeader, RecordPanel } from "~/staff/record-page";
import * as styles from "~/staff/staff.css";
import { getTeamMemberForStaff, teamRecords, updateTeamMember } from "~/team/team-admin.server";
import { teamMemberSchema } from "~/team/team-form-schema";
import { TeamMemberForm, type TeamMemberDefaults } from "~/team/team-member-form";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/staff.team.$memberId";

export async function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const member = await getTeamMemberForStaff(params.memberId);
  if (!member) notFound();
  const { name, nameAr, role, roleAr, bio, bioAr, languages, position } = member;
  const defaults: TeamMemberDefaults = { name, nameAr, role, roleAr, bio, bioAr, languages, position };
  return {
    member: {
      id: member.id,
      name,
      isActive: member.isActive,
      photo: member.photoSrc,
      updatedAt: member.updatedAt ? formatInstant(member.updatedAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
    },
    defaults,
    constraint: formConstraint(teamMemberSchema),
  };
}

/** Saves the member (intent "save") or shows/hides them (intent "active"); every change is audited. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const admin = requireRole(context, "admin");
  const path = `/staff/team/${params.memberId}`;
  const form = await readFormBody(request);
  if (form.get("intent") === "active") return answerShowHide(args, admin, teamRecords, form, path, params.memberId);
  const submission = parseWithZod(form, { schema: teamMemberSchema });
  if (submission.status !== "success") return data({ intent: "save", result: submission.reply() }, { status: 400 });
  if (!(await updateTeamMember(admin, request, params.memberId, submission.value))) notFound();
  return respond(args, { status: "redirect", to: path, toast: { title: `${submission.value.name} is saved; About shows it now.` } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.member.name ?? "Team member"} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffTeamMember({ loaderData }: Route.ComponentProps) {
  const { member, defaults, constraint } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <RecordHeader list="/staff/team" listLabel="All the team" record={member} idField="memberId" />
      <RecordPanel id="member-photo" title="Photo">
        <PortraitForm
          action={`/staff/team/${member.id}/photo`}
          current={member.photo ? { src: member.photo, alt: `${member.name} as About shows them` } : null}
          note={member.photo ? "About shows this photo." : "No photo yet: About shows the initial."}
          label="New photo"
          submitLabel="Upload photo"
        />
      </RecordPanel>
      <RecordPanel id="member-profile" title="In English and Arabic">
        <TeamMemberForm defaults={defaults} lastResult={answer?.intent === "save" ? answer.result : undefined} constraint={constraint} submitLabel="Save team member" />
      </RecordPanel>
    </div>
  );
}
